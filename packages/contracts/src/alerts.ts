import { z } from 'zod';
import { ALERT_FREQUENCIES, ALERT_LANGUAGES, ALERT_TOPIC_IDS, canonicalAlertTopic, type AlertTopicId as TopicId } from './alert-topics';
import { SubscriptionTokenRequest } from './projects';

export * from './alert-topics';
/** The type of a canonical topic id (alert-topics.ts), under the name of its schema below. */
export type AlertTopicId = TopicId;

// Alerts' API schemas (docs/product/alerts.md); the topics themselves are in alert-topics.ts.

/** One topic id: case and the department's number are folded to the canonical id; an unknown topic is refused with its name. */
export const AlertTopicId = z
  .string()
  .max(40, 'A topic id is at most 40 characters')
  .transform((raw, ctx) => {
    const id = canonicalAlertTopic(raw);
    if (!id) {
      ctx.addIssue({ code: 'custom', message: `Unknown topic '${raw.slice(0, 40)}': see GET /api/alerts/topics for the topics` });
      return z.NEVER;
    }
    return id;
  });

const Names = z.object({ en: z.string(), as: z.string(), hi: z.string() });

/** GET /api/alerts/topics → { topics }: each topic with its name in the three languages. */
export const AlertTopic = z.object({
  id: z.string(),
  group: z.enum(['kind', 'department', 'project']),
  names: Names,
  /** Where the topic's items are listed on this site (English address; /as and /hi prefix it). */
  path: z.string().startsWith('/'),
  /** The topic's RSS feed, when it has one (projects have none: their tenders are in `tenders`). */
  feed: z.string().startsWith('/').optional(),
});
export type AlertTopic = z.infer<typeof AlertTopic>;
export const AlertTopicsResponse = z.object({ topics: z.array(AlertTopic) });
export type AlertTopicsResponse = z.infer<typeof AlertTopicsResponse>;

/** The address a form may subscribe: the same rule as tender alerts and grievances. */
export const AlertEmail = z
  .string({ message: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .email('Enter a valid email address');

/** A list of topic ids (read each once: `unique`). */
const AlertTopicList = z
  .array(AlertTopicId, { message: 'topics must be a list of topic ids' })
  .max(ALERT_TOPIC_IDS.length, `At most ${ALERT_TOPIC_IDS.length} topics`);
const unique = (ids: AlertTopicId[]) => [...new Set(ids)];
const AlertFrequencyField = z.enum(ALERT_FREQUENCIES, { message: "frequency must be 'each' or 'daily'" });
const AlertLanguageField = z.enum(ALERT_LANGUAGES, { message: "language must be 'en', 'as' or 'hi'" });

/** POST /api/alerts/subscribe → 202 AlertSubscribeResponse: a confirmation mail is queued (double opt-in). */
export const AlertSubscribeRequest = z.object({
  email: AlertEmail,
  topics: AlertTopicList.min(1, 'Choose at least one topic').transform(unique),
  frequency: AlertFrequencyField.default('each'),
  language: AlertLanguageField.default('en'),
});
export type AlertSubscribeRequest = z.input<typeof AlertSubscribeRequest>;
export type AlertSubscribeInput = z.output<typeof AlertSubscribeRequest>;

/** Answer of subscribe, confirm and unsubscribe: a sentence to show in the language subscribed in. */
export const AlertSubscribeResponse = z.object({ message: z.string() });
export type AlertSubscribeResponse = z.infer<typeof AlertSubscribeResponse>;

/** The token of a mail's links (the same as its unsubscribe link's): GET /api/alerts/subscription?token=. */
export const AlertSubscriptionQuery = SubscriptionTokenRequest;

/** GET /api/alerts/subscription → what the address follows (confirmed topics), how often and in which language; never the address. */
export const AlertSubscriptionResponse = z.object({
  topics: z.array(z.string()),
  frequency: z.enum(ALERT_FREQUENCIES),
  language: z.enum(ALERT_LANGUAGES),
});
export type AlertSubscriptionResponse = z.infer<typeof AlertSubscriptionResponse>;

/** POST /api/alerts/subscription → 200 AlertSubscribeResponse: applied at once (the token proves the address); no topics stops every alert. */
export const AlertSubscriptionChange = z.object({
  token: SubscriptionTokenRequest.shape.token,
  topics: AlertTopicList.transform(unique),
  frequency: AlertFrequencyField,
  language: AlertLanguageField,
});
export type AlertSubscriptionChange = z.input<typeof AlertSubscriptionChange>;

/** GET /api/staff/alerts/counts → per topic, confirmed and pending subscribers (never their addresses). */
export const AlertTopicCount = z.object({ topic: z.string(), confirmed: z.number().int(), pending: z.number().int() });
export const AlertCountsResponse = z.object({ topics: z.array(AlertTopicCount) });
export type AlertCountsResponse = z.infer<typeof AlertCountsResponse>;
