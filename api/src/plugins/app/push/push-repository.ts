import webPush from 'web-push';
import type { AlertLanguage, PushPayload, PushSubscriptionJson } from '@aec/contracts';
import type { Db } from '../db/database';
import { retryDelayMs } from '../mail/outbox-repository';
import { PAGE_LANGUAGES } from '../render/page-template';

/**
 * A published item as the publishing code describes it to the alerts (the email alerts' AlertItem has
 * the same fields): its topics, its title in English and where translated, and its English page path.
 */
export interface PushItem {
  topics: readonly string[];
  title: string;
  titles?: Partial<Record<'as' | 'hi', string | undefined>>;
  path: string;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface QueuedPush {
  id: number;
  subscription_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  payload: string;
  attempts: number;
}

/** A notification not delivered after this many tries is dropped (the push service keeps refusing it). */
export const MAX_PUSH_ATTEMPTS = 6;

/** The notification of an item for one subscriber: its title in the subscriber's language where it has one, its page in that language. */
export function pushPayload(item: PushItem, language: AlertLanguage): PushPayload {
  const prefix = PAGE_LANGUAGES.find((entry) => entry.code === language)?.prefix ?? '';
  const title = (language !== 'en' && item.titles?.[language]?.trim()) || item.title;
  const siteName = PAGE_LANGUAGES.find((entry) => entry.code === language)?.siteName;
  return { title, body: siteName, url: `${prefix}${item.path}`, lang: language, tag: item.path };
}

export type PushRepository = ReturnType<typeof createPushRepository>;

/** The VAPID keys, the subscriptions by topic and the queue of notifications; writes in the caller's transaction. */
export function createPushRepository(db: Db) {
  const readKeys = db.prepare('SELECT public_key AS publicKey, private_key AS privateKey FROM push_keys WHERE id = 1');
  const insertKeys = db.prepare('INSERT OR IGNORE INTO push_keys (id, public_key, private_key, created_at) VALUES (1, ?, ?, ?)');
  const upsert = db.prepare(
    `INSERT INTO push_subscriptions (endpoint, p256dh, auth, language, created_at) VALUES (@endpoint, @p256dh, @auth, @language, @now)
     ON CONFLICT (endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth, language = excluded.language
     RETURNING id`,
  );
  const clearTopics = db.prepare('DELETE FROM push_subscription_topics WHERE subscription_id = ?');
  const addTopic = db.prepare('INSERT OR IGNORE INTO push_subscription_topics (subscription_id, topic) VALUES (?, ?)');
  const removeByEndpoint = db.prepare('DELETE FROM push_subscriptions WHERE endpoint = ?');
  const removeById = db.prepare('DELETE FROM push_subscriptions WHERE id = ?');
  const subscribersOf = db.prepare(
    `SELECT DISTINCT s.id, s.language FROM push_subscriptions s JOIN push_subscription_topics t ON t.subscription_id = s.id
     WHERE t.topic IN (SELECT value FROM json_each(?))`,
  );
  const enqueue = db.prepare('INSERT INTO push_queue (subscription_id, payload, next_attempt_at, created_at) VALUES (?, ?, ?, ?)');
  const due = db.prepare(
    `SELECT q.id, q.subscription_id, s.endpoint, s.p256dh, s.auth, q.payload, q.attempts
     FROM push_queue q JOIN push_subscriptions s ON s.id = q.subscription_id WHERE q.next_attempt_at <= ? ORDER BY q.id LIMIT ?`,
  );
  const markSent = db.prepare('DELETE FROM push_queue WHERE id = ?');
  const markFailed = db.prepare('UPDATE push_queue SET attempts = attempts + 1, next_attempt_at = ?, last_error = ? WHERE id = ?');
  const topicCounts = db.prepare('SELECT topic, COUNT(*) AS subscribers FROM push_subscription_topics GROUP BY topic ORDER BY topic');

  return {
    /** The key pair: made on the first call (the first start) and kept in the database, so subscriptions outlive restarts. */
    keys(): VapidKeys {
      const stored = readKeys.get() as VapidKeys | undefined;
      if (stored) return stored;
      const made = webPush.generateVAPIDKeys();
      insertKeys.run(made.publicKey, made.privateKey, new Date().toISOString());
      return readKeys.get() as VapidKeys;
    },

    /** A phone's subscription, its topics replaced by these (subscribing again from another page changes them). */
    subscribe: db.transaction((subscription: PushSubscriptionJson, topics: readonly string[], language: AlertLanguage, now = new Date()) => {
      const { id } = upsert.get({
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        language,
        now: now.toISOString(),
      }) as { id: number };
      clearTopics.run(id);
      for (const topic of topics) addTopic.run(id, topic);
      return id;
    }),

    /** true when there was such a subscription. */
    unsubscribe: (endpoint: string) => removeByEndpoint.run(endpoint).changes > 0,

    /** The push service said the subscription is gone (404, 410): it and its queued notifications go. */
    remove: (subscriptionId: number) => void removeById.run(subscriptionId),

    /** One notification per subscriber of any of the item's topics, in its language. Call inside the publishing transaction. */
    queue(item: PushItem, now = new Date()): number {
      const subscribers = subscribersOf.all(JSON.stringify(item.topics)) as { id: number; language: AlertLanguage }[];
      for (const { id, language } of subscribers) enqueue.run(id, JSON.stringify(pushPayload(item, language)), now.toISOString(), now.toISOString());
      return subscribers.length;
    },

    due: (now = new Date(), limit = 50) => due.all(now.toISOString(), limit) as QueuedPush[],
    sent: (id: number) => void markSent.run(id),
    /** A try that failed: again later (the mail outbox's delays), or dropped after MAX_PUSH_ATTEMPTS. */
    failed(row: QueuedPush, error: string, retryBaseMs: number, now = new Date()) {
      if (row.attempts + 1 >= MAX_PUSH_ATTEMPTS) return void markSent.run(row.id);
      markFailed.run(new Date(now.getTime() + retryDelayMs(row.attempts + 1, retryBaseMs)).toISOString(), error.slice(0, 500), row.id);
    },

    /** Subscribed phones per topic, for the console (no endpoint is ever shown). */
    counts: () => topicCounts.all() as { topic: string; subscribers: number }[],
  };
}
