import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { createOutboxRepository, type OutboxRepository } from './outbox-repository';
import { counter, gauge } from '../../../lib/metrics';

const mailsSent = counter({ name: 'aec_outbox_sent_total', help: 'Mails from the outbox the SMTP server took.' });
const mailsFailed = counter({
  name: 'aec_outbox_failed_total',
  help: 'Attempts to send an outbox mail that the SMTP server refused or did not answer (each is retried).',
});

export interface MailSenderOptions {
  smtpUrl?: string;
  from: string;
  retryBaseMs: number;
  pollMs: number;
}

/**
 * The SMTP transport of SMTP_URL. A URL with a password sends it only over TLS: smtps://, or STARTTLS
 * required (requireTLS), so a server (or someone in between) that does not offer STARTTLS gets no
 * password in clear; `?requireTLS=false` in the URL says otherwise (nodemailer lets the URL's query
 * override these options). smtp:// without a password to a server on this machine (a local relay, a
 * test sink) is used as it is, without STARTTLS.
 */
export function smtpTransport(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const loopback = ['127.0.0.1', 'localhost', '::1', '[::1]'].includes(url.hostname);
  const password = url.password !== '';
  return nodemailer.createTransport({
    url: smtpUrl,
    requireTLS: password && url.protocol === 'smtp:',
    ignoreTLS: url.protocol === 'smtp:' && loopback && !password,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

/**
 * An SMTP error as it may be logged: servers name the recipient in their answers ("550 5.1.1
 * <someone@example.org>: Recipient address rejected"), and logs never carry addresses.
 */
export function loggableMailError(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message.replace(/[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+/g, '<address>');
}

export type MailSender = ReturnType<typeof createMailSender>;

/**
 * Drains the outbox: after each commit (kick) and on a timer for retries. Without SMTP_URL mail
 * stays in the outbox for staff to read. Logs carry outbox ids, never addresses.
 */
export function createMailSender(outbox: OutboxRepository, options: MailSenderOptions, log: FastifyBaseLogger) {
  const transport = options.smtpUrl ? smtpTransport(options.smtpUrl) : undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let stopping = false;

  async function drain(): Promise<void> {
    if (!transport) return;
    for (let batch = outbox.due(); batch.length > 0 && !stopping; batch = outbox.due()) {
      let failed = false;
      for (const mail of batch) {
        // Stopping (a restart): the mail being sent has its outcome written; the rest wait in the outbox.
        if (stopping) break;
        try {
          await transport.sendMail({
            from: options.from,
            to: mail.to_address,
            subject: mail.subject,
            text: mail.body_text,
            ...(mail.headers ? { headers: JSON.parse(mail.headers) as Record<string, string> } : {}),
          });
          outbox.markSent(mail);
          mailsSent.inc();
          log.info({ mailId: mail.id }, 'mail sent');
        } catch (err) {
          failed = true;
          outbox.markFailed(mail, (err as Error).message, options.retryBaseMs);
          mailsFailed.inc();
          log.warn({ mailId: mail.id, attempts: mail.attempts + 1, reason: loggableMailError(err) }, 'mail not sent; will retry');
        }
      }
      // The server is down: leave the rest for the next attempt instead of failing them one by one.
      if (failed) break;
    }
  }

  const sender = {
    enabled: !!transport,
    /** Sends what is due now; concurrent kicks collapse into one more pass. */
    kick(): Promise<void> {
      if (!transport) return Promise.resolve();
      if (running) {
        again = true;
        return running;
      }
      running = drain()
        .catch((err) => log.error({ reason: loggableMailError(err) }, 'mail outbox could not be drained'))
        .finally(() => {
          running = undefined;
          if (again) {
            again = false;
            void sender.kick();
          }
        });
      return running;
    },
    start(): void {
      if (!transport || timer) return;
      timer = setInterval(() => void sender.kick(), options.pollMs);
      timer.unref();
      void sender.kick();
    },
    async stop(): Promise<void> {
      stopping = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
      transport?.close();
    },
  };
  return sender;
}

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxRepository;
    mail: MailSender;
  }
}

export default fp(
  async (app) => {
    const outbox = createOutboxRepository(app.db);
    const { smtpUrl, mailFrom, mailRetryBaseMs, mailPollMs } = app.config;
    const mail = createMailSender(outbox, { smtpUrl, from: mailFrom, retryBaseMs: mailRetryBaseMs, pollMs: mailPollMs }, app.log.child({ component: 'mail' }));
    app.decorate('outbox', outbox);
    app.decorate('mail', mail);
    gauge({
      name: 'aec_outbox_queued',
      help: 'Mails in the outbox not sent yet (without SMTP_URL they stay there for staff to read).',
      collect() {
        if (app.db.open) this.set(outbox.pendingCount());
      },
    });
    app.addHook('onReady', async () => mail.start());
    // Runs before the db plugin's onClose (hooks run in reverse order of registration).
    app.addHook('onClose', async () => mail.stop());
  },
  { name: 'mail', dependencies: ['db'] },
);
