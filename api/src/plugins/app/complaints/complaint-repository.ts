import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import type { ComplaintResult, ComplaintType } from '@aec/contracts';
import type { Db } from '../db/database';
import type { OutboxRepository } from '../mail/outbox-repository';
import { detailsReceivedMail, registrationMail, type MailLanguage } from './grievance-mails';

/** Crockford's base 32: no I, L, O or U, so a number read aloud or copied by hand stays right. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** AEC-XXXX-XXXX from 40 bits of crypto randomness: not sequential, not guessable. */
export function newRegistrationId(): string {
  const bytes = crypto.randomBytes(5);
  let bits = 0n;
  for (const b of bytes) bits = (bits << 8n) | BigInt(b);
  let chars = '';
  for (let i = 0; i < 8; i++) chars += ALPHABET[Number((bits >> BigInt(35 - 5 * i)) & 31n)];
  return `AEC-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

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
export const REGISTRATIONS_PER_ADDRESS = 3;
const ADDRESS_WINDOW_MS = 24 * 3600 * 1000;

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

export function createComplaintRepository(db: Db, outbox: OutboxRepository) {
  const insert = db.prepare(
    `INSERT INTO complaints (registration_id, type, addressee, name, email, address, language, registered_at, updated_at)
     VALUES (@regId, @type, @addressee, @name, @email, @address, @language, @now, @now)`,
  );
  const exists = db.prepare('SELECT 1 FROM complaints WHERE registration_id = ?');
  // lower(email) as in the index complaints_email_registered.
  const recentForAddress = db.prepare(
    'SELECT registered_at FROM complaints WHERE lower(email) = lower(?) AND registered_at > ? ORDER BY registered_at',
  );
  const byReg = db.prepare(
    `SELECT id, registration_id, type, name, email, language, subject, message, feedback_message, status, submitted_at, registered_at, updated_at
     FROM complaints WHERE registration_id = ?`,
  );
  const submit = db.prepare(
    'UPDATE complaints SET subject = ?, message = ?, submitted_at = ?, updated_at = ? WHERE id = ? AND submitted_at IS NULL',
  );
  const setStatus = db.prepare('UPDATE complaints SET status = ?, feedback_message = ?, updated_at = ? WHERE id = ?');
  const history = db.prepare('INSERT INTO complaint_history (complaint_id, at, actor, field, from_value, to_value) VALUES (?, ?, ?, ?, ?, ?)');
  const historyOf = db.prepare('SELECT at, actor, field, from_value, to_value FROM complaint_history WHERE complaint_id = ? ORDER BY id');

  return {
    /** Commits the registration and its mail together; the caller acknowledges after this returns. */
    register: db.transaction((r: Registration, at = Date.now()): string => {
      const recent = recentForAddress.all(r.email, new Date(at - ADDRESS_WINDOW_MS).toISOString()) as Array<{ registered_at: string }>;
      if (recent.length >= REGISTRATIONS_PER_ADDRESS) {
        const freeAt = Date.parse(recent[recent.length - REGISTRATIONS_PER_ADDRESS]!.registered_at) + ADDRESS_WINDOW_MS;
        throw new ComplaintError(
          `This email address has already registered ${REGISTRATIONS_PER_ADDRESS} grievances in the last 24 hours, the most we accept for one address. Please try again tomorrow, or submit the details of a grievance you have already registered.`,
          429,
          Math.max(1, Math.ceil((freeAt - at) / 1000)),
        );
      }
      let regId = newRegistrationId();
      while (exists.get(regId)) regId = newRegistrationId();
      const now = new Date(at).toISOString();
      const id = Number(insert.run({ ...r, language: r.language ?? 'en', regId, now }).lastInsertRowid);
      history.run(id, now, 'public', 'registration', null, 'registered');
      const mail = registrationMail(regId, r);
      outbox.queue(r.email, mail.subject, mail.text);
      return regId;
    }),

    /** The filer completes their registration once: subject and message, status stays 0 (Received). */
    submit: db.transaction((regId: string, subject: string, message: string): void => {
      const c = byReg.get(regId) as ComplaintRecord | undefined;
      if (!c) throw new ComplaintError('No grievance has this registration number.', 404);
      if (c.submitted_at) throw new ComplaintError('This grievance has already been submitted; it can be submitted only once.', 409);
      const now = new Date().toISOString();
      if (submit.run(subject, message, now, now, c.id).changes !== 1) {
        throw new ComplaintError('This grievance has already been submitted; it can be submitted only once.', 409);
      }
      history.run(c.id, now, 'public', 'subject', c.subject, subject);
      history.run(c.id, now, 'public', 'message', c.message, message);
      const mail = detailsReceivedMail(regId, c);
      outbox.queue(c.email, mail.subject, mail.text);
    }),

    /** For the staff console: status and feedback, with who changed them. */
    setStatus: db.transaction((regId: string, status: 0 | 1 | 2, feedback: string, actor: string): void => {
      const c = byReg.get(regId) as ComplaintRecord | undefined;
      if (!c) throw new ComplaintError('No grievance has this registration number.', 404);
      const now = new Date().toISOString();
      setStatus.run(status, feedback, now, c.id);
      if (c.status !== status) history.run(c.id, now, actor, 'status', String(c.status), String(status));
      if (c.feedback_message !== feedback) history.run(c.id, now, actor, 'feedback_message', c.feedback_message, feedback);
    }),

    /** The public view: never the filer's name, email or address. */
    lookup(regId: string): ComplaintResult[] {
      const c = byReg.get(regId) as ComplaintRecord | undefined;
      if (!c) return [];
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
