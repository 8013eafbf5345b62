import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import type { ProjectCode } from '@aec/contracts';
import type { Db } from '../db/database';
import { createAddressMailCap } from '../mail/address-mail-cap';
import type { OutboxRepository } from '../mail/outbox-repository';
import { sha256 } from '../staff/password';
import { confirmationMail, tenderAlertMail, type MailLanguage, type TenderAlert } from './subscription-mails';

/** A confirmation link works this long after it was mailed. */
export const CONFIRMATION_VALID_MS = 7 * 24 * 3600 * 1000;
/** Asking again sooner than this sends no second confirmation mail (a form cannot be used to flood an inbox). */
export const RESEND_AFTER_MS = 2 * 60 * 1000;

/** 24 random bytes as 32 url-safe characters. */
const newToken = () => crypto.randomBytes(24).toString('base64url');

interface SubscriptionRow {
  id: number;
  project_code: ProjectCode;
  email: string;
  last_mailed_at: string;
  confirmed_at: string | null;
  language: MailLanguage;
}

/** mail-cap: the address had 3 confirmation mails in 24 hours, of any projects (address-mail-cap.ts). */
export type SubscribeOutcome = 'confirmation-mailed' | 'recently-mailed' | 'already-confirmed' | 'mail-cap';
export type ConfirmOutcome =
  | { status: 'confirmed' | 'already-confirmed'; projectCode: ProjectCode; language: MailLanguage }
  | { status: 'expired'; projectCode: ProjectCode; language: MailLanguage }
  | { status: 'unknown' };

export interface SubscriptionLinks {
  /** Public origin of the site, without a trailing slash, e.g. https://aec.ac.in. */
  siteUrl: string;
}

export type TenderSubscriptionRepository = ReturnType<typeof createTenderSubscriptionRepository>;

/**
 * Tender alerts by email with double opt-in. Every mail is queued in the outbox in the same
 * transaction as the change that caused it; the caller kicks the sender after commit.
 * Tokens are stored as their SHA-256 only; each mail's unsubscribe link has a token of its own.
 */
export function createTenderSubscriptionRepository(db: Db, outbox: OutboxRepository, { siteUrl }: SubscriptionLinks) {
  const columns = 'id, project_code, email, last_mailed_at, confirmed_at, language';
  const byEmail = db.prepare(`SELECT ${columns} FROM tender_subscriptions WHERE project_code = ? AND email = ?`);
  const byConfirmToken = db.prepare(`SELECT ${columns} FROM tender_subscriptions WHERE confirm_token_hash = ?`);
  const byUnsubscribeToken = db.prepare(
    `SELECT ${columns} FROM tender_subscriptions WHERE id = (SELECT subscription_id FROM tender_unsubscribe_tokens WHERE token_hash = ?)`,
  );
  const insert = db.prepare(
    `INSERT INTO tender_subscriptions (project_code, email, confirm_token_hash, created_at, last_mailed_at, language)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const insertUnsubscribeToken = db.prepare('INSERT INTO tender_unsubscribe_tokens (token_hash, subscription_id, created_at) VALUES (?, ?, ?)');
  const remailed = db.prepare('UPDATE tender_subscriptions SET confirm_token_hash = ?, last_mailed_at = ?, language = ? WHERE id = ?');
  const confirm = db.prepare('UPDATE tender_subscriptions SET confirmed_at = ? WHERE id = ? AND confirmed_at IS NULL');
  // Its unsubscribe tokens go with it (ON DELETE CASCADE).
  const remove = db.prepare('DELETE FROM tender_subscriptions WHERE id = ?');
  const confirmedOf = db.prepare(`SELECT ${columns} FROM tender_subscriptions WHERE project_code = ? AND confirmed_at IS NOT NULL ORDER BY id`);
  // Unconfirmed addresses are not kept beyond their link's life.
  const pruneStale = db.prepare('DELETE FROM tender_subscriptions WHERE confirmed_at IS NULL AND last_mailed_at < ?');
  // Confirmation mails per mailbox in any 24 hours, across all projects: three forms must not make six mails.
  const perAddress = createAddressMailCap(db, 'subscription-confirmation');

  /** A page of the project in the subscription's language (/as/project/… for Assamese). */
  const page = (code: ProjectCode, language: MailLanguage, rest: string) => `${siteUrl}${language === 'en' ? '' : `/${language}`}/project/${code}/${rest}`;
  const link = (code: ProjectCode, language: MailLanguage, action: 'confirm' | 'unsubscribe', token: string) =>
    page(code, language, `subscription/${action}?token=${encodeURIComponent(token)}`);

  /** A fresh unsubscribe link for one mail to this subscription. */
  const unsubscribeLink = (subscription: Pick<SubscriptionRow, 'id' | 'project_code' | 'language'>, at: string) => {
    const token = newToken();
    insertUnsubscribeToken.run(sha256(token), subscription.id, at);
    return link(subscription.project_code, subscription.language, 'unsubscribe', token);
  };

  return {
    /**
     * Stores the address (unconfirmed) and queues the confirmation mail in the language subscribed
     * from (asking again from another language's page changes it); says nothing about others' addresses.
     */
    subscribe: db.transaction((code: ProjectCode, projectName: string, email: string, now = Date.now(), language: MailLanguage = 'en'): SubscribeOutcome => {
      pruneStale.run(new Date(now - CONFIRMATION_VALID_MS).toISOString());
      const at = new Date(now).toISOString();
      const existing = byEmail.get(code, email) as SubscriptionRow | undefined;
      if (existing?.confirmed_at) return 'already-confirmed';
      if (existing && now - Date.parse(existing.last_mailed_at) < RESEND_AFTER_MS) return 'recently-mailed';
      // Nothing is stored either: an address never mailed a link has nothing to confirm.
      if (perAddress.waitSeconds(email, now) > 0) return 'mail-cap';
      const confirmToken = newToken();
      let id: number;
      if (existing) {
        id = existing.id;
        remailed.run(sha256(confirmToken), at, language, id);
      } else {
        id = Number(insert.run(code, email, sha256(confirmToken), at, at, language).lastInsertRowid);
      }
      const mail = confirmationMail(
        projectName,
        link(code, language, 'confirm', confirmToken),
        unsubscribeLink({ id, project_code: code, language }, at),
        language,
      );
      outbox.queue(email, mail.subject, mail.text);
      perAddress.record(email, now);
      return 'confirmation-mailed';
    }),

    confirm: db.transaction((token: string, now = Date.now()): ConfirmOutcome => {
      const row = byConfirmToken.get(sha256(token)) as SubscriptionRow | undefined;
      if (!row) return { status: 'unknown' };
      const { project_code: projectCode, language } = row;
      if (row.confirmed_at) return { status: 'already-confirmed', projectCode, language };
      if (now - Date.parse(row.last_mailed_at) > CONFIRMATION_VALID_MS) {
        remove.run(row.id);
        return { status: 'expired', projectCode, language };
      }
      confirm.run(new Date(now).toISOString(), row.id);
      return { status: 'confirmed', projectCode, language };
    }),

    /** Deletes the subscription; undefined when the token is not (or no longer) known. */
    unsubscribe: db.transaction((token: string): { projectCode: ProjectCode; language: MailLanguage } | undefined => {
      const row = byUnsubscribeToken.get(sha256(token)) as SubscriptionRow | undefined;
      if (!row) return undefined;
      remove.run(row.id);
      return { projectCode: row.project_code, language: row.language };
    }),

    /**
     * Queues one alert per confirmed subscriber of the project, each in its subscriber's language
     * (the tender's title in it when the alert carries one); call inside the publishing transaction.
     */
    queueTenderAlerts(code: ProjectCode, projectName: string, alert: TenderAlert): number {
      const subscribers = confirmedOf.all(code) as SubscriptionRow[];
      const at = new Date().toISOString();
      for (const s of subscribers) {
        const mail = tenderAlertMail(projectName, alert, page(code, s.language, 'tender'), unsubscribeLink(s, at), s.language);
        outbox.queue(s.email, mail.subject, mail.text);
      }
      return subscribers.length;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    tenderSubscriptions: TenderSubscriptionRepository;
  }
}

export default fp(
  async (app) => {
    const siteUrl = app.config.publicUrl;
    app.decorate('tenderSubscriptions', createTenderSubscriptionRepository(app.db, app.outbox, { siteUrl }));
  },
  { name: 'tender-subscription-repository', dependencies: ['db', 'mail'] },
);
