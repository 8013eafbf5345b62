import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { isShortRegistrationId, type ComplaintResult, type ComplaintType } from '@aec/contracts';
import type { Db } from '../db/database';
import { createAddressMailCap, MAILS_PER_ADDRESS } from '../mail/address-mail-cap';
import type { OutboxRepository } from '../mail/outbox-repository';
import { detailsReceivedMail, registrationMail, type MailLanguage } from './grievance-mails';

/** Crockford's base 32: no I, L, O or U, so a number read aloud or copied by hand stays right. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Random bits in a new number: 40 could be found by a patient guesser with many addresses (SECURITY.md). */
export const REGISTRATION_ID_BITS = 80;

/** AEC-XXXX-XXXX-XXXX-XXXX from 80 bits of crypto randomness: not sequential, not guessable, typeable in groups of four. */
export function newRegistrationId(): string {
  let bits = 0n;
  for (const b of crypto.randomBytes(REGISTRATION_ID_BITS / 8)) bits = (bits << 8n) | BigInt(b);
  let chars = '';
  for (let i = REGISTRATION_ID_BITS / 5 - 1; i >= 0; i--) chars += ALPHABET[Number((bits >> BigInt(5 * i)) & 31n)];
  return `AEC-${chars.match(/.{4}/g)!.join('-')}`;
}

/**
 * Failed lookups (numbers unknown, or already used for the final submit) of all clients together in a
 * window of FAILED_LOOKUP_WINDOW_MS; past the budget, the old 40-bit numbers are answered 429 for
 * everyone until the window ends. The per-client rate limit alone lets a guesser with many addresses through.
 */
export const FAILED_LOOKUP_WINDOW_MS = 10 * 60_000;
const LookupEnv = z.object({ AEC_GRIEVANCE_FAILED_LOOKUPS: z.coerce.number().int().min(1).default(100) });
export const failedLookupBudget = (env: NodeJS.ProcessEnv = process.env): number => LookupEnv.parse(env).AEC_GRIEVANCE_FAILED_LOOKUPS;

/** One answer for a number nobody has and for one already used: the difference would tell a guesser which exist. */
export const NOT_OPEN =
  'No grievance waiting for its details has this registration number. Check the number in the mail we sent you; the details of a grievance can be submitted only once.';

export interface Registration {
  email: string;
  name: string;
  address: string;
  type: ComplaintType;
  addressee: 'office' | 'aecsu' | 'ecta';
  /** The language the grievance was filed in (its page's); its mails are written in it. */
  language?: MailLanguage;
}

export class ComplaintError extends Error {
  constructor(
    message: string,
    public statusCode: number,
    /** Seconds until asking again can succeed (429). */
    public retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/**
 * Registrations per email address in any 24 hours, whichever clients send them: each one mails that
 * address, and the form must not become a way to fill a stranger's inbox from the college's address.
 */
export const REGISTRATIONS_PER_ADDRESS = MAILS_PER_ADDRESS;

export { registrationMail } from './grievance-mails';

interface ComplaintRecord {
  id: number;
  registration_id: string;
  type: ComplaintType;
  name: string;
  email: string;
  language: MailLanguage;
  subject: string;
  message: string;
  feedback_message: string;
  status: number;
  submitted_at: string | null;
  registered_at: string;
  updated_at: string;
}

export type ComplaintRepository = ReturnType<typeof createComplaintRepository>;

export function createComplaintRepository(db: Db, outbox: OutboxRepository, { failedLookups = failedLookupBudget() }: { failedLookups?: number } = {}) {
  const insert = db.prepare(
    `INSERT INTO complaints (registration_id, type, addressee, name, email, address, language, registered_at, updated_at)
     VALUES (@regId, @type, @addressee, @name, @email, @address, @language, @now, @now)`,
  );
  const exists = db.prepare('SELECT 1 FROM complaints WHERE registration_id = ?');
  // By mailbox: case folded, +tag removed (SECURITY.md).
  const perAddress = createAddressMailCap(db, 'grievance-registration');
  const failuresIn = db.prepare('SELECT failures FROM grievance_lookup_failures WHERE window_start = ?');
  const countFailure = db.prepare(
    `INSERT INTO grievance_lookup_failures (window_start, failures) VALUES (?, 1)
     ON CONFLICT (window_start) DO UPDATE SET failures = failures + 1`,
  );
  const pruneFailures = db.prepare('DELETE FROM grievance_lookup_failures WHERE window_start < ?');
  const windowOf = (at: number) => Math.floor(at / FAILED_LOOKUP_WINDOW_MS) * FAILED_LOOKUP_WINDOW_MS;

  /** Before a lookup: refused (429) while the failures of all clients are over the budget, for the 40-bit numbers. */
  const gate = (regId: string, at: number) => {
    if (!isShortRegistrationId(regId)) return;
    const start = windowOf(at);
    const row = failuresIn.get(new Date(start).toISOString()) as { failures: number } | undefined;
    if ((row?.failures ?? 0) < failedLookups) return;
    const seconds = Math.max(1, Math.ceil((start + FAILED_LOOKUP_WINDOW_MS - at) / 1000));
    throw new ComplaintError(
      `Too many registration numbers that do not exist were tried on this site in the last minutes, so numbers of the older, shorter form are not looked up for ${Math.ceil(seconds / 60)} minute(s). Please try again then.`,
      429,
      seconds,
    );
  };
  const failed = (at: number) => {
    const start = windowOf(at);
    countFailure.run(new Date(start).toISOString());
    pruneFailures.run(new Date(start - FAILED_LOOKUP_WINDOW_MS).toISOString());
  };
  const byReg = db.prepare(
    `SELECT id, registration_id, type, name, email, language, subject, message, feedback_message, status, submitted_at, registered_at, updated_at
     FROM complaints WHERE registration_id = ?`,
  );
  const submit = db.prepare('UPDATE complaints SET subject = ?, message = ?, submitted_at = ?, updated_at = ? WHERE id = ? AND submitted_at IS NULL');
  const setStatus = db.prepare('UPDATE complaints SET status = ?, feedback_message = ?, updated_at = ? WHERE id = ?');
  const history = db.prepare('INSERT INTO complaint_history (complaint_id, at, actor, field, from_value, to_value) VALUES (?, ?, ?, ?, ?, ?)');
  const historyOf = db.prepare('SELECT at, actor, field, from_value, to_value FROM complaint_history WHERE complaint_id = ? ORDER BY id');

  /** Subject and message once, with their history and mail; false when the number is unknown or used. */
  const submitOnce = db.transaction((regId: string, subject: string, message: string): boolean => {
    const c = byReg.get(regId) as ComplaintRecord | undefined;
    if (!c || c.submitted_at) return false;
    const now = new Date().toISOString();
    if (submit.run(subject, message, now, now, c.id).changes !== 1) return false;
    history.run(c.id, now, 'public', 'subject', c.subject, subject);
    history.run(c.id, now, 'public', 'message', c.message, message);
    const mail = detailsReceivedMail(regId, c);
    outbox.queue(c.email, mail.subject, mail.text);
    return true;
  });

  return {
    /** Commits the registration and its mail together; the caller acknowledges after this returns. */
    register: db.transaction((r: Registration, at = Date.now()): string => {
      const wait = perAddress.waitSeconds(r.email, at);
      if (wait > 0) {
        throw new ComplaintError(
          `This email address has already registered ${REGISTRATIONS_PER_ADDRESS} grievances in the last 24 hours, the most we accept for one address. Please try again tomorrow, or submit the details of a grievance you have already registered.`,
          429,
          wait,
        );
      }
      let regId = newRegistrationId();
      while (exists.get(regId)) regId = newRegistrationId();
      const now = new Date(at).toISOString();
      const id = Number(insert.run({ ...r, language: r.language ?? 'en', regId, now }).lastInsertRowid);
      history.run(id, now, 'public', 'registration', null, 'registered');
      const mail = registrationMail(regId, r);
      outbox.queue(r.email, mail.subject, mail.text);
      perAddress.record(r.email, at);
      return regId;
    }),

    /** The filer completes their registration once: subject and message, status stays 0 (Received). */
    submit: (regId: string, subject: string, message: string, at = Date.now()): void => {
      gate(regId, at);
      // The failure is counted outside the refused transaction, which would take it back.
      if (!submitOnce(regId, subject, message)) {
        failed(at);
        throw new ComplaintError(NOT_OPEN, 404);
      }
    },

    /** For the staff console: status and feedback, with who changed them. */
    setStatus: db.transaction((regId: string, status: 0 | 1 | 2, feedback: string, actor: string): void => {
      const c = byReg.get(regId) as ComplaintRecord | undefined;
      if (!c) throw new ComplaintError('No grievance has this registration number.', 404);
      const now = new Date().toISOString();
      setStatus.run(status, feedback, now, c.id);
      if (c.status !== status) history.run(c.id, now, actor, 'status', String(c.status), String(status));
      if (c.feedback_message !== feedback) history.run(c.id, now, actor, 'feedback_message', c.feedback_message, feedback);
    }),

    /** The public view: never the filer's name, email or address. An unknown number counts toward the global throttle. */
    lookup(regId: string, at = Date.now()): ComplaintResult[] {
      gate(regId, at);
      const c = byReg.get(regId) as ComplaintRecord | undefined;
      if (!c) {
        failed(at);
        return [];
      }
      return [
        {
          registration_id: c.registration_id,
          subject: c.subject,
          message: c.message,
          feedback_message: c.feedback_message,
          status: c.status,
          type: c.type,
          registered_at: c.registered_at,
          updated_at: c.updated_at,
        },
      ];
    },

    history(regId: string) {
      const c = byReg.get(regId) as ComplaintRecord | undefined;
      return c ? (historyOf.all(c.id) as Array<{ at: string; actor: string; field: string; from_value: string | null; to_value: string | null }>) : [];
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    complaints: ComplaintRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('complaints', createComplaintRepository(app.db, app.outbox));
  },
  { name: 'complaint-repository', dependencies: ['db', 'mail'] },
);
