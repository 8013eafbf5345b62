import fp from 'fastify-plugin';
import webPush from 'web-push';
import { createPushRepository, type PushItem, type PushRepository, type QueuedPush, type VapidKeys } from './push-repository';

/**
 * The push services of the browsers people use (Chrome and Android, Firefox, Edge, Safari): the server
 * posts only to these (and AEC_PUSH_SERVICES), so a subscription cannot make it post to any address.
 */
const BROWSER_PUSH_SERVICES = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /(^|\.)push\.services\.mozilla\.com$/,
  /(^|\.)notify\.windows\.com$/,
  /(^|\.)push\.apple\.com$/,
];

/** Whether the server will post to this endpoint: https on a browser's push service, or an origin the operator named. */
export function isAllowedPushEndpoint(endpoint: string, extraOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (extraOrigins.includes(url.origin)) return true;
  return url.protocol === 'https:' && BROWSER_PUSH_SERVICES.some((host) => host.test(url.hostname));
}

/** How long a push service may keep a notification for a phone that is off: a day. */
const TTL_SECONDS = 24 * 3600;
/** First retry delay of a failed push; doubles up to an hour (the mail outbox's rule). */
const RETRY_BASE_MS = 30_000;
const POLL_MS = 15_000;

export interface PushSender {
  repository: PushRepository;
  keys: VapidKeys;
  /** Inside the publishing transaction: the item's notifications are queued (sent after commit, by kick). */
  queue(item: PushItem): number;
  /** Sends what is due now, off the request path. */
  kick(): void;
  /** Sends what is due and resolves when done (tests, the drain at shutdown). */
  drain(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    push: PushSender;
  }
}

/**
 * Web Push (docs/product/offline-and-push.md): the VAPID keys are made on the first start and kept in
 * the database; notifications queued in a publishing transaction are encrypted by `web-push` and posted
 * by fetch (web-push's own sender speaks https only); a subscription the push service calls gone
 * (404, 410) is removed.
 */
export default fp(
  async (app) => {
    const repository = createPushRepository(app.db);
    const keys = repository.keys();
    const { extraServices, contact } = app.config.push;
    let running: Promise<void> | undefined;

    const sendOne = async (row: QueuedPush) => {
      if (!isAllowedPushEndpoint(row.endpoint, extraServices)) {
        // Allowed when subscribed, since taken off the list: nothing is sent to it.
        repository.remove(row.subscription_id);
        return;
      }
      const details = webPush.generateRequestDetails({ endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }, row.payload, {
        vapidDetails: { subject: contact, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: TTL_SECONDS,
        contentEncoding: 'aes128gcm',
      });
      try {
        const response = await fetch(details.endpoint, {
          method: details.method,
          headers: details.headers as Record<string, string>,
          body: details.body ? new Uint8Array(details.body) : undefined,
          redirect: 'error',
          signal: AbortSignal.timeout(10_000),
        });
        await response.arrayBuffer().catch(() => undefined);
        if (response.ok) repository.sent(row.id);
        else if (response.status === 404 || response.status === 410) {
          repository.remove(row.subscription_id);
          app.log.info({ status: response.status }, 'a push subscription has ended; removed');
        } else repository.failed(row, `push service answered ${response.status}`, RETRY_BASE_MS);
      } catch (err) {
        repository.failed(row, (err as Error).message, RETRY_BASE_MS);
      }
    };

    const drainOnce = async () => {
      // Each row leaves the due list once tried: sent and deleted, its subscription removed, or put off to a later try.
      for (let batch = repository.due(); batch.length; batch = repository.due()) await Promise.all(batch.map(sendOne));
    };
    const drain = () => {
      running ??= drainOnce()
        .catch((err: unknown) => app.log.warn({ err }, 'sending push notifications failed'))
        .finally(() => (running = undefined));
      return running;
    };

    const timer = setInterval(() => void drain(), POLL_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });

    app.decorate('push', {
      repository,
      keys,
      queue: (item: PushItem) => repository.queue(item),
      kick: () => void setImmediate(() => void drain()),
      drain,
    } satisfies PushSender);
    app.log.info('web push on: VAPID keys in the database');
  },
  { name: 'push-sender', dependencies: ['db'] },
);
