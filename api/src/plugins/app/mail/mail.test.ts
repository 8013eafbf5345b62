import net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { ComplaintRegistrationResponse } from '@aec/contracts';
import { buildTestApp, type TestContext } from '../../../../test/helpers';
import { smtpTransport } from './mail-sender';
import { retryDelayMs } from './outbox-repository';

interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP sink on loopback (no TLS, no auth), as a college's local relay would be. */
function startSink(port: number, received: Received[]): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

const stopSink = (server: SMTPServer) => new Promise<void>((resolve) => server.close(() => resolve()));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

const registration = { email: 'filer@example.org', info: [{ name: 'Mail Test', type: 'GENERAL' }] };

describe('mail through a real SMTP server on loopback', () => {
  let port: number;
  let ctx: TestContext;
  const received: Received[] = [];
  const outbox = () =>
    ctx.app.db.prepare('SELECT id, attempts, sent_at, last_error FROM mail_outbox ORDER BY id').all() as Array<{ attempts: number; sent_at: string | null }>;

  beforeAll(async () => {
    port = await freePort();
    ctx = await buildTestApp({
      AEC_SEED: '0',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      AEC_MAIL_RETRY_MS: '100',
      AEC_MAIL_POLL_MS: '50',
      AEC_RATE_LIMIT_MAX: '1000',
    });
  });
  afterAll(() => ctx.close());

  it('registers while the mail server is down, retries, and delivers once it is back', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/complain', payload: registration });
    expect(res.statusCode).toBe(201);
    const { registration_id } = ComplaintRegistrationResponse.parse(res.json());
    // The grievance is committed whatever the mail does.
    expect((await ctx.app.inject({ url: `/api/complain/${registration_id}` })).json().rows).toHaveLength(1);

    await until(() => (outbox()[0]?.attempts ?? 0) >= 2);
    expect(outbox()[0]!.sent_at).toBeNull();

    const sink = await startSink(port, received);
    try {
      await until(() => received.length === 1);
      expect(received[0]!.to).toEqual(['filer@example.org']);
      expect(received[0]!.raw).toContain(registration_id);
      await until(() => outbox()[0]!.sent_at !== null);

      // With the server up, the next registration's mail goes out at once (after commit).
      const next = ComplaintRegistrationResponse.parse((await ctx.app.inject({ method: 'POST', url: '/api/complain', payload: registration })).json());
      await until(() => received.length === 2);
      expect(received[1]!.raw).toContain(next.registration_id);
    } finally {
      await stopSink(sink);
    }
  }, 20_000);

  it('backs off exponentially up to an hour', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 1000))).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelayMs(40, 30_000)).toBe(3_600_000);
  });
});

describe('a mail the SMTP server refuses (SECURITY.md)', () => {
  it('is logged without the recipient address, which the server names in its answer', async () => {
    const port = await freePort();
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address, _session, callback) {
        callback(Object.assign(new Error(`<${address.address}>: Recipient address rejected: mailbox full`), { responseCode: 552 }));
      },
    });
    await new Promise<void>((resolve) => refusing.listen(port, '127.0.0.1', () => resolve()));
    const lines: string[] = [];
    const ctx = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, AEC_MAIL_RETRY_MS: '60000', AEC_MAIL_POLL_MS: '60000' }, { logLines: lines });
    try {
      const email = 'refused.person@example.org';
      expect((await ctx.app.inject({ method: 'POST', url: '/api/complain', payload: { email, info: [{ name: 'R', type: 'GENERAL' }] } })).statusCode).toBe(201);
      await until(() => lines.some((l) => l.includes('mail not sent')));
      const logged = lines.find((l) => l.includes('mail not sent'))!;
      expect(logged).toContain('Recipient address rejected');
      expect(logged).toContain('<address>');
      expect(lines.join('')).not.toContain('refused.person');
      // The outbox row (which staff read, beside its address) keeps the server's whole answer.
      expect(ctx.app.db.prepare('SELECT last_error FROM mail_outbox').get()).toEqual({ last_error: expect.stringContaining(email) });
    } finally {
      await ctx.close();
      await stopSink(refusing);
    }
  }, 20_000);
});

describe('a sent mail', () => {
  it('keeps no working link token in its stored copy', async () => {
    const ctx = await buildTestApp();
    try {
      const id = ctx.app.outbox.queue(
        'a@example.org',
        'Confirm',
        'Open https://aec.example/project/teqip/subscription/confirm?token=PLAINsecret123 to confirm.',
      );
      ctx.app.outbox.markSent(ctx.app.outbox.due().find((m) => m.id === id)!);
      const { body_text } = ctx.app.db.prepare('SELECT body_text FROM mail_outbox WHERE id = ?').get(id) as { body_text: string };
      expect(body_text).toBe('Open https://aec.example/project/teqip/subscription/confirm?token=(removed once sent) to confirm.');
    } finally {
      await ctx.close();
    }
  });
});

describe('mail without SMTP_URL', () => {
  it('stays in the outbox for staff to read', async () => {
    const ctx = await buildTestApp({ AEC_SEED: '0' });
    try {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/complain', payload: registration });
      const { registration_id } = ComplaintRegistrationResponse.parse(res.json());
      const mail = ctx.app.db.prepare('SELECT body_text, sent_at, attempts FROM mail_outbox').get() as { body_text: string; sent_at: null; attempts: number };
      expect(mail).toMatchObject({ sent_at: null, attempts: 0 });
      expect(mail.body_text).toContain(registration_id);
    } finally {
      await ctx.close();
    }
  });
});

describe('SMTP with a password (SECURITY.md)', () => {
  /** A real server that takes AUTH in clear and offers no STARTTLS: what a password would meet on a hostile path. */
  async function passwordServer(): Promise<{ port: number; passwords: string[]; stop(): Promise<void> }> {
    const passwords: string[] = [];
    const server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        passwords.push(auth.password ?? '');
        callback(null, { user: auth.username });
      },
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () => callback());
      },
    });
    const port = await freePort();
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
    return { port, passwords, stop: () => stopSink(server) };
  }
  const mail = { from: 'website@aec.ac.in', to: 'someone@example.org', subject: 'test', text: 'test' };

  it('is sent only over TLS: a server without STARTTLS gets neither the password nor the mail', async () => {
    const server = await passwordServer();
    try {
      const transport = smtpTransport(`smtp://website:s3cret-pass@127.0.0.1:${server.port}`);
      await expect(transport.sendMail(mail)).rejects.toThrow(/STARTTLS/);
      transport.close();
      expect(server.passwords).toEqual([]);
    } finally {
      await server.stop();
    }
  });

  it('goes in clear only when the URL says so (?requireTLS=false)', async () => {
    const server = await passwordServer();
    try {
      const transport = smtpTransport(`smtp://website:s3cret-pass@127.0.0.1:${server.port}/?requireTLS=false`);
      await expect(transport.sendMail(mail)).resolves.toMatchObject({ accepted: ['someone@example.org'] });
      transport.close();
      expect(server.passwords).toEqual(['s3cret-pass']);
    } finally {
      await server.stop();
    }
  });
});
