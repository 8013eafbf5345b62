import { z } from 'zod';
import { ALERT_LANGUAGES, AlertSubscribeRequest } from './alerts';

/**
 * Web Push (docs/product/offline-and-push.md): a phone's subscription to the same topics as the email
 * alerts (alerts.ts), notified through the push service its browser chose.
 */

/** GET /api/push/key → the server's VAPID public key (base64url), for `pushManager.subscribe`. */
export const PushKeyResponse = z.object({ publicKey: z.string() });
export type PushKeyResponse = z.infer<typeof PushKeyResponse>;

const base64url = (name: string, max: number) =>
  z
    .string({ message: `${name} is required` })
    .min(1, `${name} is required`)
    .max(max, `${name} must be at most ${max} characters`)
    .regex(/^[A-Za-z0-9_-]+=*$/, `${name} must be base64url`);

/** A browser's PushSubscription as `subscription.toJSON()` writes it. */
export const PushSubscriptionJson = z.object({
  endpoint: z.string({ message: 'endpoint is required' }).max(1000, 'endpoint must be at most 1000 characters').url('endpoint must be a URL'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url('keys.p256dh', 200), auth: base64url('keys.auth', 100) }, { message: 'keys must hold p256dh and auth' }),
});
export type PushSubscriptionJson = z.infer<typeof PushSubscriptionJson>;

/** POST /api/push/subscribe → 201 { topics }: the subscription's topics are replaced by these. */
export const PushSubscribeRequest = z.object({
  subscription: PushSubscriptionJson,
  // The email alerts' topics and languages, checked as they are there.
  topics: AlertSubscribeRequest.shape.topics,
  language: AlertSubscribeRequest.shape.language,
});
export type PushSubscribeRequest = z.input<typeof PushSubscribeRequest>;
export const PushSubscribeResponse = z.object({ topics: z.array(z.string()) });
export type PushSubscribeResponse = z.infer<typeof PushSubscribeResponse>;

/** POST /api/push/unsubscribe → 204: the phone gets nothing more (its browser's subscription is ended by the page). */
export const PushUnsubscribeRequest = z.object({ endpoint: PushSubscriptionJson.shape.endpoint });
export type PushUnsubscribeRequest = z.infer<typeof PushUnsubscribeRequest>;

/** What a notification carries, encrypted for one phone: written in the subscriber's language. */
export const PushPayload = z.object({
  title: z.string(),
  body: z.string().optional(),
  /** A path of this site, in the subscriber's language (/as/…, /hi/…). */
  url: z.string().startsWith('/'),
  lang: z.enum(ALERT_LANGUAGES),
  tag: z.string().optional(),
});
export type PushPayload = z.infer<typeof PushPayload>;

/** GET /api/staff/push/counts → the phones subscribed to each topic (no endpoint is ever shown). */
export const PushCountsResponse = z.object({ topics: z.array(z.object({ topic: z.string(), subscribers: z.number().int() })) });
export type PushCountsResponse = z.infer<typeof PushCountsResponse>;
