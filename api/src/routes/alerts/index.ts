import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  AlertCountsResponse,
  AlertSubscribeRequest,
  AlertSubscribeResponse,
  AlertSubscriptionChange,
  AlertSubscriptionQuery,
  AlertSubscriptionResponse,
  AlertTopicsResponse,
  SubscriptionTokenRequest,
  alertTopics,
  PROJECT_SHORT_NAMES,
  type ProjectCode,
} from '@aec/contracts';
import { HttpError } from '../../lib/http-error';
import type { ZodTypeProvider } from '../../lib/route-schemas';
import { alertWords } from '../../plugins/app/alerts/alert-mails';
import { subscriptionWords } from '../../plugins/app/projects/subscription-mails';
import { defaultSubscriptionLimits } from '../projects';

const PROJECT_TOPIC = /^project:([a-z]+)$/;

/** The one-click unsubscribe of RFC 8058: the token in the address, `List-Unsubscribe=One-Click` in a form body (or a JSON { token } from the page). */
const OneClickQuery = z.object({ token: SubscriptionTokenRequest.shape.token.optional() });
const OneClickBody = z
  .object({
    token: SubscriptionTokenRequest.shape.token.optional(),
    'List-Unsubscribe': z.literal('One-Click', { message: "List-Unsubscribe must be 'One-Click'" }).optional(),
  })
  .optional();

/** /api/alerts/*: the topics, subscribing (double opt-in), confirming and one-click unsubscribing; /api/staff/alerts/counts. */
const alertRoutes: FastifyPluginAsync = async (app) => {
  const { alertSubscriptions } = app;
  const max = app.config.rateLimitMax;
  const limit = (n: number) => ({ config: { rateLimit: { max: max ?? n, timeWindow: '15 minutes' } } });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const topics = AlertTopicsResponse.parse({ topics: alertTopics() });

  // A mail program's one-click POST is a form (RFC 8058 section 3.1); only these routes read such bodies.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get('/alerts/topics', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return topics;
  });

  routes.post('/alerts/subscribe', { ...limit(defaultSubscriptionLimits.subscribe), schema: { body: AlertSubscribeRequest } }, async (request, reply) => {
    const { email, topics: chosen, frequency, language } = request.body;
    const outcome = alertSubscriptions.subscribe({ email, topics: chosen, frequency, language });
    if (outcome === 'confirmation-mailed') void app.mail.kick();
    // The outcome is logged, never the address: the answer is the same whoever's address it is.
    request.log.info({ subscription: outcome, topics: chosen.length, frequency, language }, 'alert subscription');
    reply.code(202).header('cache-control', 'no-store');
    // One project's topic (its page's tender box) is answered in the project's words, as its mails are written.
    const code = chosen.length === 1 ? PROJECT_TOPIC.exec(chosen[0]!)?.[1] : undefined;
    const project = code && (app.projects.get(code as ProjectCode)?.project_name ?? PROJECT_SHORT_NAMES[code]);
    const message = project ? subscriptionWords(language).subscribed(email, project) : alertWords(language).subscribed(email);
    return AlertSubscribeResponse.parse({ message });
  });

  routes.post('/alerts/confirm', { ...limit(defaultSubscriptionLimits.token), schema: { body: SubscriptionTokenRequest } }, async (request, reply) => {
    const outcome = alertSubscriptions.confirm(request.body.token);
    reply.header('cache-control', 'no-store');
    if (outcome.status === 'unknown') throw new HttpError(404, alertWords('en').unknownLink);
    const words = alertWords(outcome.language);
    if (outcome.status === 'expired') throw new HttpError(410, words.expiredLink);
    return AlertSubscribeResponse.parse({ message: outcome.status === 'confirmed' ? words.confirmed : words.alreadyConfirmed });
  });

  // No cookie, no session: the mail program posts it on its own (List-Unsubscribe-Post), or the page does.
  routes.post(
    '/alerts/unsubscribe',
    { ...limit(defaultSubscriptionLimits.token), schema: { querystring: OneClickQuery, body: OneClickBody } },
    async (request, reply) => {
      const token = request.query.token ?? request.body?.token;
      if (!token) throw new HttpError(400, 'This link is incomplete; open it again from the email, or copy the whole link');
      const removed = alertSubscriptions.unsubscribe(token);
      reply.header('cache-control', 'no-store');
      if (!removed) return AlertSubscribeResponse.parse({ message: alertWords('en').notSubscribed });
      request.log.info({ topics: removed.topics.length }, 'alert unsubscribe');
      return AlertSubscribeResponse.parse({ message: alertWords(removed.language).unsubscribed });
    },
  );

  // The page a mail's "change your alerts" link opens (/alerts/manage): the token proves the address, which is never answered or logged.
  routes.get('/alerts/subscription', { ...limit(defaultSubscriptionLimits.token), schema: { querystring: AlertSubscriptionQuery } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const found = alertSubscriptions.subscriptionOf(request.query.token);
    if (!found) throw new HttpError(404, alertWords('en').unknownChangeLink);
    return AlertSubscriptionResponse.parse(found);
  });

  routes.post('/alerts/subscription', { ...limit(defaultSubscriptionLimits.token), schema: { body: AlertSubscriptionChange } }, async (request, reply) => {
    const { token, topics: chosen, frequency, language } = request.body;
    reply.header('cache-control', 'no-store');
    const applied = alertSubscriptions.change(token, { topics: chosen, frequency, language });
    if (!applied) throw new HttpError(404, alertWords('en').unknownChangeLink);
    request.log.info({ topics: applied.topics.length, frequency, language }, 'alert subscription changed');
    const words = alertWords(applied.language);
    return AlertSubscribeResponse.parse({ message: applied.topics.length === 0 ? words.unsubscribed : words.changed });
  });

  // Staff: how many follow each topic, confirmed and waiting; no address, for any role.
  app.get('/staff/alerts/counts', { preValidation: app.requireRole('publisher', 'grievance_officer') }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const counted = new Map(alertSubscriptions.counts().map((c) => [c.topic, c]));
    return AlertCountsResponse.parse({
      topics: topics.topics.map((t) => ({ topic: t.id, confirmed: counted.get(t.id)?.confirmed ?? 0, pending: counted.get(t.id)?.pending ?? 0 })),
    });
  });
};
export default alertRoutes;
