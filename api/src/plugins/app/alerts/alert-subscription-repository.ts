import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import type { AlertFrequency, AlertLanguage, AlertTopicId } from '@aec/contracts';
import type { Db } from '../db/database';
import { createAddressMailCap } from '../mail/address-mail-cap';
import type { OutboxRepository } from '../mail/outbox-repository';
import { sha256 } from '../staff/password';
import { projectAlertStyle } from '../projects/project-alert-style';
import type { TenderAlert } from '../projects/subscription-mails';
import { alertConfirmationMail, alertDigestMail, alertItemMail, type AlertItemKind, type MailItem } from './alert-mails';

/** A confirmation link works this long after it was mailed. */
export const CONFIRMATION_VALID_MS = 7 * 24 * 3600 * 1000;
/** Asking again sooner than this sends no second confirmation mail (a form cannot be used to flood an inbox). */
export const RESEND_AFTER_MS = 2 * 60 * 1000;
/** Published items are kept this long for the digests. */
const ITEMS_KEPT_MS = 30 * 24 * 3600 * 1000;

/** 24 random bytes as 32 url-safe characters. */
const newToken = () => crypto.randomBytes(24).toString('base64url');

export interface AlertSubscriptionRow {
  id: number;
  topic: AlertTopicId;
  email: string;
  frequency: AlertFrequency;
  language: AlertLanguage;
  last_mailed_at: string;
  confirmed_at: string | null;
}

/** mail-cap: the address had 3 confirmation mails in 24 hours, of any topics (address-mail-cap.ts). */
export type SubscribeOutcome = 'confirmation-mailed' | 'recently-mailed' | 'already-confirmed' | 'mail-cap';
export type ConfirmOutcome = { status: 'confirmed' | 'already-confirmed' | 'expired'; topics: AlertTopicId[]; language: AlertLanguage } | { status: 'unknown' };

/** A published item, as the publishing code describes it. */
export interface AlertItem {
  kind: AlertItemKind;
  /** The topics it belongs to, e.g. ['notices', 'aec']. */
  topics: readonly AlertTopicId[];
  title: string;
  titles?: Partial<Record<'as' | 'hi', string>>;
  /** The item's page, an English site path (/notifications/notice/12); the mail adds /as or /hi. */
  path: string;
  /** A tender's number and dates (its subscribers of a project get the tender alert's mail). */
  tender?: TenderAlert;
}

/**
 * How the mails of a set of topics are written and linked. The default (general alerts) links to the
 * /alerts pages; project subscriptions keep the tender alerts' texts and /project/<code>/subscription links.
 */
export interface AlertMailStyle {
  /** The page a confirm or unsubscribe link opens. */
  link(topics: AlertTopicId[], language: AlertLanguage, action: 'confirm' | 'unsubscribe', token: string): string;
  confirmation(topics: AlertTopicId[], confirmUrl: string, unsubscribeUrl: string, language: AlertLanguage): { subject: string; text: string };
  /** The mail of one item, or undefined for the general one; changeUrl opens the page that changes the alerts. */
  item?(
    item: AlertItem,
    topic: AlertTopicId,
    unsubscribeUrl: string,
    language: AlertLanguage,
    changeUrl?: string,
  ): { subject: string; text: string } | undefined;
}

export interface AlertLinks {
  /** Public origin of the site, without a trailing slash, e.g. https://aec.ac.in. */
  siteUrl: string;
  /** The mail style of topics that have their own (project:<code>); the general one for the rest. */
  styleOf?: (topics: AlertTopicId[]) => AlertMailStyle | undefined;
}

export type AlertSubscriptionRepository = ReturnType<typeof createAlertSubscriptionRepository>;

/** India's date (YYYY-MM-DD) of an instant. */
export const indiaDay = (ms: number) => new Date(ms + 5.5 * 3600_000).toISOString().slice(0, 10);

/**
 * Alerts by email with double opt-in, for every topic: one table (alert_subscriptions, a row per address
 * and topic), one path for every mail (the outbox, in the same transaction as the change that caused it;
 * the caller kicks the sender after commit). Tokens are stored as their SHA-256 only; each mail's
 * unsubscribe link has a token of its own, and its List-Unsubscribe header (RFC 8058) the same one.
 */
export function createAlertSubscriptionRepository(db: Db, outbox: OutboxRepository, { siteUrl, styleOf = () => undefined }: AlertLinks) {
  const columns = 'id, topic, email, frequency, language, last_mailed_at, confirmed_at';
  const byEmail = db.prepare(`SELECT ${columns} FROM alert_subscriptions WHERE topic = ? AND email = ?`);
  const byConfirmToken = db.prepare(`SELECT ${columns} FROM alert_subscriptions WHERE confirm_token_hash = ? ORDER BY id`);
  const byUnsubscribeToken = db.prepare(
    `SELECT ${columns} FROM alert_subscriptions WHERE id = (SELECT subscription_id FROM alert_unsubscribe_tokens WHERE token_hash = ?)`,
  );
  const insert = db.prepare(
    `INSERT INTO alert_subscriptions (topic, email, frequency, language, confirm_token_hash, created_at, last_mailed_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertUnsubscribeToken = db.prepare('INSERT INTO alert_unsubscribe_tokens (token_hash, subscription_id, created_at) VALUES (?, ?, ?)');
  const remailed = db.prepare('UPDATE alert_subscriptions SET confirm_token_hash = ?, last_mailed_at = ?, language = ?, frequency = ? WHERE id = ?');
  const confirmAll = db.prepare('UPDATE alert_subscriptions SET confirmed_at = ? WHERE confirm_token_hash = ? AND confirmed_at IS NULL');
  const removeByHash = db.prepare('DELETE FROM alert_subscriptions WHERE confirm_token_hash = ?');
  // Its unsubscribe tokens go with it (ON DELETE CASCADE).
  const removeAddress = db.prepare('DELETE FROM alert_subscriptions WHERE email = ? RETURNING topic');
  const rowsOfAddress = db.prepare(`SELECT ${columns} FROM alert_subscriptions WHERE email = ? ORDER BY id`);
  const removeRow = db.prepare('DELETE FROM alert_subscriptions WHERE id = ?');
  const changed = db.prepare('UPDATE alert_subscriptions SET frequency = ?, language = ?, confirmed_at = COALESCE(confirmed_at, ?) WHERE id = ?');
  const insertConfirmed = db.prepare(
    `INSERT INTO alert_subscriptions (topic, email, frequency, language, confirm_token_hash, created_at, last_mailed_at, confirmed_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  // A mail's token stays the address's when the topic it was sent for is dropped: it moves to a topic kept.
  const moveTokens = db.prepare('UPDATE alert_unsubscribe_tokens SET subscription_id = ? WHERE subscription_id = ?');
  const confirmedOf = (topics: readonly string[], frequency: AlertFrequency) =>
    db
      .prepare(
        `SELECT ${columns} FROM alert_subscriptions WHERE confirmed_at IS NOT NULL AND frequency = ? AND topic IN (${topics.map(() => '?').join(', ')}) ORDER BY id`,
      )
      .all(frequency, ...topics) as AlertSubscriptionRow[];
  const dailySubscribers = db.prepare(`SELECT ${columns} FROM alert_subscriptions WHERE confirmed_at IS NOT NULL AND frequency = 'daily' ORDER BY id`);
  // Unconfirmed addresses are not kept beyond their link's life.
  const pruneStale = db.prepare('DELETE FROM alert_subscriptions WHERE confirmed_at IS NULL AND last_mailed_at < ?');
  const insertItem = db.prepare('INSERT INTO alert_items (topics, kind, title, titles, path, published_at) VALUES (?, ?, ?, ?, ?, ?)');
  const pruneItems = db.prepare('DELETE FROM alert_items WHERE published_at < ?');
  const itemsBetween = db.prepare(
    'SELECT topics, kind, title, titles, path FROM alert_items WHERE published_at >= ? AND published_at < ? ORDER BY published_at, id',
  );
  const counts = db.prepare(
    `SELECT topic, SUM(confirmed_at IS NOT NULL) AS confirmed, SUM(confirmed_at IS NULL) AS pending FROM alert_subscriptions GROUP BY topic ORDER BY topic`,
  );
  // Confirmation mails per mailbox in any 24 hours, across all topics: three forms must not make six mails.
  const perAddress = createAddressMailCap(db, 'subscription-confirmation');

  const page = (language: AlertLanguage, path: string) => `${siteUrl}${language === 'en' ? '' : `/${language}`}${path}`;
  const general: AlertMailStyle = {
    link: (_topics, language, action, token) => page(language, `/alerts/${action}?token=${encodeURIComponent(token)}`),
    confirmation: alertConfirmationMail,
  };
  const style = (topics: AlertTopicId[]) => styleOf(topics) ?? general;

  /**
   * A fresh unsubscribe token for one mail to this subscription: the page link, the one-click headers,
   * and the same token in the link of the page that changes the alerts (/alerts/manage, whatever the
   * topic's style: it lists every topic).
   */
  const unsubscribeOf = (row: Pick<AlertSubscriptionRow, 'id' | 'topic' | 'language'>, at: string) => {
    const token = newToken();
    insertUnsubscribeToken.run(sha256(token), row.id, at);
    const headers = {
      'List-Unsubscribe': `<${siteUrl}/api/alerts/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
    const changeUrl = page(row.language, `/alerts/manage?token=${encodeURIComponent(token)}`);
    return { url: style([row.topic]).link([row.topic], row.language, 'unsubscribe', token), changeUrl, headers };
  };
  const mailItem = (item: Pick<AlertItem, 'kind' | 'title' | 'titles' | 'path'>, language: AlertLanguage): MailItem => ({
    kind: item.kind,
    title: item.title,
    titles: item.titles,
    url: page(language, item.path),
  });

  /** Confirmed subscribers by address (one mail each, whatever the number of topics it matches). */
  const byAddress = (rows: AlertSubscriptionRow[]) => {
    const groups = new Map<string, AlertSubscriptionRow[]>();
    for (const r of rows) groups.set(r.email.toLowerCase(), [...(groups.get(r.email.toLowerCase()) ?? []), r]);
    return [...groups.values()];
  };

  return {
    /**
     * Stores the address (unconfirmed) for each topic not yet confirmed and queues one confirmation mail
     * for them all, in the language subscribed in; says nothing about others' addresses.
     */
    subscribe: db.transaction(
      (input: { email: string; topics: AlertTopicId[]; frequency?: AlertFrequency; language?: AlertLanguage }, now = Date.now()): SubscribeOutcome => {
        const { email, frequency = 'each', language = 'en' } = input;
        pruneStale.run(new Date(now - CONFIRMATION_VALID_MS).toISOString());
        const at = new Date(now).toISOString();
        const existing = input.topics.map((topic) => ({ topic, row: byEmail.get(topic, email) as AlertSubscriptionRow | undefined }));
        const open = existing.filter((e) => !e.row?.confirmed_at);
        if (open.length === 0) return 'already-confirmed';
        if (open.every((e) => e.row && now - Date.parse(e.row.last_mailed_at) < RESEND_AFTER_MS)) return 'recently-mailed';
        // Nothing is stored either: an address never mailed a link has nothing to confirm.
        if (perAddress.waitSeconds(email, now) > 0) return 'mail-cap';
        const confirmToken = newToken();
        const hash = sha256(confirmToken);
        const ids = open.map(({ topic, row }) => {
          if (row) {
            remailed.run(hash, at, language, frequency, row.id);
            return row.id;
          }
          return Number(insert.run(topic, email, frequency, language, hash, at, at).lastInsertRowid);
        });
        const topics = open.map((e) => e.topic);
        const mailStyle = style(topics);
        const unsubscribe = unsubscribeOf({ id: ids[0]!, topic: topics[0]!, language }, at);
        const mail = mailStyle.confirmation(topics, mailStyle.link(topics, language, 'confirm', confirmToken), unsubscribe.url, language);
        outbox.queue(email, mail.subject, mail.text, unsubscribe.headers);
        perAddress.record(email, now);
        return 'confirmation-mailed';
      },
    ),

    /** Confirms every topic the mail's link was sent for. */
    confirm: db.transaction((token: string, now = Date.now()): ConfirmOutcome => {
      const hash = sha256(token);
      const rows = byConfirmToken.all(hash) as AlertSubscriptionRow[];
      if (rows.length === 0) return { status: 'unknown' };
      const topics = rows.map((r) => r.topic);
      const { language } = rows[0]!;
      if (rows.every((r) => r.confirmed_at)) return { status: 'already-confirmed', topics, language };
      if (now - Date.parse(rows[0]!.last_mailed_at) > CONFIRMATION_VALID_MS) {
        removeByHash.run(hash);
        return { status: 'expired', topics, language };
      }
      confirmAll.run(new Date(now).toISOString(), hash);
      return { status: 'confirmed', topics, language };
    }),

    /**
     * One click: the address is removed from every topic (a mail's "stop these mails" means all of them),
     * and nothing about it is kept. undefined when the token is not (or no longer) known.
     */
    unsubscribe: db.transaction((token: string): { topic: AlertTopicId; topics: AlertTopicId[]; language: AlertLanguage } | undefined => {
      const row = byUnsubscribeToken.get(sha256(token)) as AlertSubscriptionRow | undefined;
      if (!row) return undefined;
      const topics = (removeAddress.all(row.email) as Array<{ topic: AlertTopicId }>).map((r) => r.topic);
      return { topic: row.topic, topics, language: row.language };
    }),

    /**
     * What the address of a mail's token follows (its confirmed topics), how often and in which language
     * (the token's own subscription's); never the address. undefined when the token is not (or no longer) known.
     */
    subscriptionOf(token: string): { topics: AlertTopicId[]; frequency: AlertFrequency; language: AlertLanguage } | undefined {
      const row = byUnsubscribeToken.get(sha256(token)) as AlertSubscriptionRow | undefined;
      if (!row) return undefined;
      const topics = (rowsOfAddress.all(row.email) as AlertSubscriptionRow[]).filter((r) => r.confirmed_at).map((r) => r.topic);
      return { topics, frequency: row.frequency, language: row.language };
    },

    /**
     * The page that changes the alerts: the address of the mail's token follows exactly `topics` from now
     * on, all of them at this frequency and in this language. No confirmation mail: the token came in a
     * mail to the address, which proves it (a topic added is confirmed at once). Topics asked for on a
     * form and not yet confirmed stay waiting for their link unless chosen here. No topics: everything
     * is removed, as the one-click unsubscribe does. undefined when the token is not (or no longer) known.
     */
    change: db.transaction(
      (
        token: string,
        choice: { topics: AlertTopicId[]; frequency: AlertFrequency; language: AlertLanguage },
        now = Date.now(),
      ): { topics: AlertTopicId[]; language: AlertLanguage } | undefined => {
        const row = byUnsubscribeToken.get(sha256(token)) as AlertSubscriptionRow | undefined;
        if (!row) return undefined;
        if (choice.topics.length === 0) {
          removeAddress.run(row.email);
          return { topics: [], language: choice.language };
        }
        const at = new Date(now).toISOString();
        const rows = rowsOfAddress.all(row.email) as AlertSubscriptionRow[];
        const kept = choice.topics.map((topic) => {
          const own = rows.find((r) => r.topic === topic);
          if (own) {
            changed.run(choice.frequency, choice.language, at, own.id);
            return own.id;
          }
          // A hash no link carries: the row is confirmed already, and its confirmation is never asked for.
          const hash = sha256(newToken());
          return Number(insertConfirmed.run(topic, row.email, choice.frequency, choice.language, hash, at, at, at).lastInsertRowid);
        });
        for (const r of rows) {
          if (choice.topics.includes(r.topic)) continue;
          // Waiting for its confirmation link (asked on a form): left as it is, in the new language and frequency.
          if (!r.confirmed_at) {
            changed.run(choice.frequency, choice.language, null, r.id);
            continue;
          }
          moveTokens.run(kept[0]!, r.id);
          removeRow.run(r.id);
        }
        return { topics: choice.topics, language: choice.language };
      },
    ),

    /**
     * An item was published: kept for the day's digest, and one mail queued to each confirmed "each"
     * subscriber of its topics, in the subscriber's language. Call inside the publishing transaction;
     * the mails go after commit (the outbox), so publishing never waits for SMTP. Returns the mails queued.
     */
    published(item: AlertItem, now = Date.now()): number {
      const at = new Date(now).toISOString();
      pruneItems.run(new Date(now - ITEMS_KEPT_MS).toISOString());
      insertItem.run(JSON.stringify(item.topics), item.kind, item.title, item.titles ? JSON.stringify(item.titles) : null, item.path, at);
      if (item.topics.length === 0) return 0;
      const groups = byAddress(confirmedOf(item.topics, 'each'));
      for (const rows of groups) {
        // A topic with a mail of its own (a project's tender) is the more specific: it is the one written.
        const own = rows.find((r) => styleOf([r.topic])?.item);
        const row = own ?? rows[0]!;
        const unsubscribe = unsubscribeOf(row, at);
        const mail =
          (own && style([own.topic]).item?.(item, own.topic, unsubscribe.url, own.language, unsubscribe.changeUrl)) ??
          alertItemMail(
            mailItem(item, row.language),
            rows.map((r) => r.topic),
            unsubscribe.url,
            row.language,
            unsubscribe.changeUrl,
          );
        outbox.queue(row.email, mail.subject, mail.text, unsubscribe.headers);
      }
      return groups.length;
    },

    /**
     * The digest of India's day `day` (YYYY-MM-DD): the items published in the 24 hours before 17:00 of
     * that day, one mail per "daily" subscriber whose topics had any; none for a day with nothing. Returns the mails queued.
     */
    digest: db.transaction((day: string, now = Date.now()): number => {
      const end = Date.parse(`${day}T17:00:00+05:30`);
      const items = (
        itemsBetween.all(new Date(end - 24 * 3600_000).toISOString(), new Date(end).toISOString()) as Array<{
          topics: string;
          kind: AlertItemKind;
          title: string;
          titles: string | null;
          path: string;
        }>
      ).map((r) => ({ ...r, topics: JSON.parse(r.topics) as string[], titles: r.titles ? (JSON.parse(r.titles) as AlertItem['titles']) : undefined }));
      if (items.length === 0) return 0;
      const at = new Date(now).toISOString();
      let mails = 0;
      for (const rows of byAddress(dailySubscribers.all() as AlertSubscriptionRow[])) {
        const followed = new Set<string>(rows.map((r) => r.topic));
        const theirs = items.filter((i) => i.topics.some((t) => followed.has(t)));
        if (theirs.length === 0) continue;
        const row = rows[0]!;
        const unsubscribe = unsubscribeOf(row, at);
        const mail = alertDigestMail(
          day,
          theirs.map((i) => mailItem(i, row.language)),
          unsubscribe.url,
          row.language,
          unsubscribe.changeUrl,
        );
        outbox.queue(row.email, mail.subject, mail.text, unsubscribe.headers);
        mails++;
      }
      return mails;
    }),

    /** Per topic, confirmed and pending subscribers: counts only, never an address. */
    counts(): Array<{ topic: string; confirmed: number; pending: number }> {
      return counts.all() as Array<{ topic: string; confirmed: number; pending: number }>;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    alertSubscriptions: AlertSubscriptionRepository;
  }
}

export default fp(
  async (app) => {
    const siteUrl = app.config.publicUrl;
    const repository = createAlertSubscriptionRepository(app.db, app.outbox, { siteUrl, styleOf: projectAlertStyle(siteUrl) });
    app.decorate('alertSubscriptions', {
      ...repository,
      /** As the repository's, and the mail is sent once the publishing transaction has committed (better-sqlite3 transactions are synchronous). */
      published(item: AlertItem, now?: number) {
        const queued = repository.published(item, now);
        // The same item's Web Push notifications, to the phones subscribed to its topics, in the same transaction.
        const pushed = app.push.queue(item);
        if (queued > 0) setImmediate(() => void app.mail.kick());
        if (pushed > 0) app.push.kick();
        return queued;
      },
    });
  },
  { name: 'alert-subscription-repository', dependencies: ['db', 'mail', 'push-sender'] },
);
