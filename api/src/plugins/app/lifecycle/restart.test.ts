import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { repoRoot } from '../../../config';
import { requireServerBuild } from '../../../../test/built-web-root';

/**
 * A restart loses nothing: the production server (api/dist/server.js, as systemd runs it) takes
 * grievances from 16 writers at once, gets SIGTERM, and a new one starts on the same data folder.
 * Every grievance acknowledged (201) is in the database afterwards with its mail queued; every one
 * refused was refused with something a client retries (connection refused, or 503 with Retry-After)
 * and is not stored (a retry makes no duplicate). A page render under way at SIGTERM is answered whole.
 */
const serverJs = path.join(repoRoot, 'api/dist/server.js');
requireServerBuild('restart.test');
if (!fs.existsSync(serverJs)) throw new Error('restart.test runs api/dist/server.js: run `npm run build` first (`npm test` builds before it tests).');

interface Server {
  child: ChildProcess;
  base: string;
  lines: string[];
  exited: Promise<number | null>;
}

/** Starts the server on a free port (PORT=0) and learns it from its JSON log ("Server listening at …"). */
function startServer(dataDir: string): Promise<Server> {
  const child = spawn(process.execPath, [serverJs], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      AEC_DATA_DIR: dataDir,
      AEC_WEB_ROOT: repoRoot,
      AEC_SEED: '0',
      AEC_RATE_LIMIT_MAX: '100000',
      LOG_LEVEL: 'info',
      AEC_PUBLIC_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    let buffered = '';
    child.stderr!.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const complete = buffered.split('\n');
      buffered = complete.pop()!;
      for (const line of complete) {
        lines.push(line);
        const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
        if (listening) resolve({ child, base: listening[1]!, lines, exited });
      }
    });
    void exited.then((code) => reject(new Error(`the server exited (${code}) before listening:\n${lines.join('\n')}`)));
  });
}

/**
 * refused: connection refused, or 503 with Retry-After. reset: the connection closed under a request
 * sent as the server closed it (unread by the server, so never stored: a retry is safe). unknown: anything else.
 */
type Outcome = { kind: 'acknowledged'; name: string; registration: string } | { kind: 'refused' | 'reset' | 'unknown'; name: string; how: string };

describe('a SIGTERM restart while grievances are being sent', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aec-restart-'));
  const dataDir = path.join(dir, 'data');
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('acknowledges and stores each, or refuses it retryably and stores nothing; a render under way finishes', async () => {
    let server = await startServer(dataDir);
    let current = server.base;
    const outcomes: Outcome[] = [];
    let writing = true;

    async function send(name: string): Promise<Outcome> {
      try {
        const res = await fetch(`${current}/api/complain`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          // An address each: the per-mailbox cap (3 a day) must not refuse them.
          body: JSON.stringify({ email: `${name.replace(/\W+/g, '-')}@example.org`, info: [{ name, type: 'GENERAL' }] }),
        });
        const body = (await res.json()) as { registration_id?: string; error?: string };
        if (res.status === 201 && body.registration_id) return { kind: 'acknowledged', name, registration: body.registration_id };
        if (res.status === 503 && res.headers.get('retry-after')) return { kind: 'refused', name, how: '503' };
        return { kind: 'unknown', name, how: `${res.status} ${body.error ?? ''}` };
      } catch (err) {
        const code = ((err as Error & { cause?: { code?: string } }).cause?.code ?? String(err)).toString();
        if (code === 'ECONNREFUSED') return { kind: 'refused', name, how: code };
        return ['ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE'].includes(code) ? { kind: 'reset', name, how: code } : { kind: 'unknown', name, how: code };
      }
    }
    // 16 writers, each sending one grievance after another (a short pause: the machine is shared).
    const writers = Array.from({ length: 16 }, async (_, w) => {
      for (let i = 0; writing; i++) {
        outcomes.push(await send(`Restart test ${w}-${i}`));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    });
    const acknowledged = () => outcomes.filter((o) => o.kind === 'acknowledged').length;
    const untilAcknowledged = async (count: number) => {
      for (const end = Date.now() + 60_000; acknowledged() < count; await new Promise((resolve) => setTimeout(resolve, 20))) {
        if (Date.now() > end) throw new Error(`${acknowledged()} acknowledged, not ${count}; the last answers: ${JSON.stringify(outcomes.slice(-5))}`);
      }
    };
    await untilAcknowledged(50);

    // The render worker is up (ready); a page's first render (the remotes' first load) is under way when SIGTERM arrives.
    expect((await fetch(`${current}/api/ready`)).status).toBe(200);
    const page = fetch(`${current}/notifications`, { headers: { accept: 'text/html' } }).then(async (res) => ({ status: res.status, html: await res.text() }));
    await new Promise((resolve) => setTimeout(resolve, 150));
    const stopping = Date.now();
    server.child.kill('SIGTERM');
    const rendered = await page;
    expect(await server.exited).toBe(0);
    const stopMs = Date.now() - stopping;
    expect(server.lines.some((line) => line.includes('"msg":"stopped"'))).toBe(true);
    // The database was closed: SQLite folds its write-ahead log back in and removes it.
    expect(fs.existsSync(path.join(dataDir, 'aec.sqlite-wal'))).toBe(false);
    const beforeRestart = acknowledged();

    server = await startServer(dataDir);
    current = server.base;
    await untilAcknowledged(beforeRestart + 50);
    writing = false;
    await Promise.all(writers);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    // The render under way finished in the worker: the page came whole from the server.
    expect(rendered.status).toBe(200);
    // with the data it read through the app (Fastify's close alone refuses those reads: they would be errors).
    expect(rendered.html).toMatch(/<div id="root">\s*<[a-z]/);
    expect(rendered.html).toMatch(/"\/api\/notice\/1\/20[^"]*":\{"ok":true/);
    expect(rendered.html).not.toContain('"ok":false');

    const db = new Database(path.join(dataDir, 'aec.sqlite'), { readonly: true });
    try {
      const stored = new Map(
        (db.prepare('SELECT name, registration_id FROM complaints').all() as { name: string; registration_id: string }[]).map((r) => [
          r.name,
          r.registration_id,
        ]),
      );
      const mailed = new Set((db.prepare('SELECT body_text FROM mail_outbox').all() as { body_text: string }[]).map((r) => r.body_text));
      const acked = outcomes.filter((o): o is Extract<Outcome, { kind: 'acknowledged' }> => o.kind === 'acknowledged');
      const refused = outcomes.filter((o) => o.kind === 'refused');
      const reset = outcomes.filter((o) => o.kind === 'reset');
      const unknown = outcomes.filter((o) => o.kind === 'unknown');
      console.log(
        `restart: ${outcomes.length} grievances sent by 16 writers; ${acked.length} acknowledged, ${refused.length} refused (${[...new Set(refused.map((o) => (o.kind === 'refused' ? o.how : '')))].join(', ')}), ${reset.length} reset before any answer, ${unknown.length} otherwise; the first server stopped ${stopMs} ms after SIGTERM`,
      );
      // None acknowledged and lost: each is stored under the number it was given, its mail queued.
      expect(acked.filter((o) => stored.get(o.name) !== o.registration)).toEqual([]);
      expect(acked.filter((o) => ![...mailed].some((text) => text.includes(o.registration)))).toEqual([]);
      // None refused and kept: a client's retry makes no second grievance.
      expect(refused.filter((o) => stored.has(o.name))).toEqual([]);
      // A reset connection was never read: nothing kept, so sending it again is safe too.
      expect(reset.filter((o) => stored.has(o.name))).toEqual([]);
      // The restart was in the middle of the writes: some were refused while no server listened.
      expect(refused.length).toBeGreaterThan(0);
      expect(unknown).toEqual([]);
    } finally {
      db.close();
    }
  }, 180_000);
});
