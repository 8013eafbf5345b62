// Servers of the end-to-end tests (office, projects, console) that need more than the shared one: a real SMTP sink and
// an API server of their own (with SMTP_URL, or to stop mid-submit).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const root = path.resolve(__dirname, '../..');
const requireFromRoot = createRequire(path.join(root, 'package.json'));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** Body with quoted-printable soft breaks and escapes undone. */
  text: string;
}

/**
 * The message with its body decoded as UTF-8: quoted-printable (soft breaks and escapes undone, the
 * bytes read as UTF-8) or base64, which mailers choose for Assamese and Hindi text.
 */
function decodeQuotedPrintable(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  if (split >= 0 && /^content-transfer-encoding:\s*base64/im.test(head)) {
    return `${head}\n\n${Buffer.from(raw.slice(split).replace(/\s+/g, ''), 'base64').toString('utf8')}`;
  }
  const bytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** A plain SMTP server on loopback that keeps every message it is given. */
export async function startSmtpSink(): Promise<{ port: number; mails: ReceivedMail[]; stop: () => Promise<void> }> {
  const { SMTPServer } = requireFromRoot('smtp-server');
  const mails: ReceivedMail[] = [];
  const port = await freePort();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream: NodeJS.ReadableStream, session: { envelope: { rcptTo: { address: string }[] } }, callback: (err?: Error) => void) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, text: decodeQuotedPrintable(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, mails, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The production server (api/dist/server.js) on its own port and fresh data folder. */
export class OwnApiServer {
  private child?: ChildProcess;
  readonly dataDir = mkdtempSync(path.join(os.tmpdir(), 'aec-office-e2e-'));

  constructor(
    readonly port: number,
    private readonly env: Record<string, string> = {},
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.child = spawn(process.execPath, [path.join(root, 'api/dist/server.js')], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, PORT: String(this.port), HOST: '127.0.0.1', AEC_DATA_DIR: this.dataDir, LOG_LEVEL: 'warn', ...this.env },
    });
    // A fresh data folder is migrated and filled with the sample data first: past 30 s on a machine at load 30.
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      try {
        if ((await fetch(`${this.url}/api/health`)).ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`API server on port ${this.port} did not start`);
  }

  /** Stops the process (its data folder stays, so start() brings the same database back). */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
    this.child = undefined;
  }

  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
