import type { FastifyPluginAsync } from 'fastify';
import { ProjectCodeParam, SubscriptionResponse, SubscriptionTokenRequest, TenderSubscriptionRequest } from '@aec/contracts';
import { HttpError, notFound } from '../../lib/http-error';
import { projectAnswer } from '../../plugins/app/projects/project-repository';
import { subscriptionWords } from '../../plugins/app/projects/subscription-mails';
import { alertWords } from '../../plugins/app/alerts/alert-mails';
import type { ZodTypeProvider } from '../../lib/route-schemas';

/** Per client: subscriptions per 15 minutes, link follow-ups per 15 minutes (AEC_RATE_LIMIT_MAX replaces both). */
export const defaultSubscriptionLimits = { subscribe: 10, token: 30 };

/** The project microsites: their content, and tender alerts by email (double opt-in). */
const projectRoutes: FastifyPluginAsync = async (app) => {
  const { projects, tenderSubscriptions } = app;
  const max = app.config.rateLimitMax;
  const limit = (n: number) => ({ config: { rateLimit: { max: max ?? n, timeWindow: '15 minutes' } } });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  /** Unknown projects are a 404 like any unknown id, not a malformed request (hand-parsed: a params schema would answer 400). */
  const projectCodeOf = (params: unknown) => {
    const parsed = ProjectCodeParam.safeParse(params);
    if (!parsed.success) throw notFound(`Project ${String((params as { code?: unknown }).code).slice(0, 40)}`);
    return parsed.data.code;
  };

  app.get('/project/:code', async (request, reply) => {
    const answer = projectAnswer(app, projectCodeOf(request.params));
    // Staff edits show within a minute; the page is small.
    reply.header('cache-control', 'public, max-age=60');
    return answer;
  });

  routes.post(
    '/project/:code/subscribe',
    {
      ...limit(defaultSubscriptionLimits.subscribe),
      // The unknown project's 404 comes before the body's 400, as it did when the handler parsed both.
      preValidation: async (request) => void projectCodeOf(request.params),
      schema: { body: TenderSubscriptionRequest },
    },
    async (request, reply) => {
      const code = projectCodeOf(request.params);
      const { email, language = 'en' } = request.body;
      const project = projects.get(code);
      if (!project) throw notFound(`Project ${code}`);
      // Stored and its mail queued before we answer; the mail, the alerts and this answer in the page's language.
      const outcome = tenderSubscriptions.subscribe(code, project.project_name, email, Date.now(), language);
      if (outcome === 'confirmation-mailed') void app.mail.kick();
      request.log.info({ subscription: outcome, project: code, language }, 'tender alert subscription');
      reply.code(202).header('cache-control', 'no-store');
      // The same answer whatever the outcome: the form must not tell who is already subscribed.
      return SubscriptionResponse.parse({
        message: subscriptionWords(language).subscribed(email, project.project_name),
        project_code: code,
      });
    },
  );

  routes.post(
    '/project/subscription/confirm',
    { ...limit(defaultSubscriptionLimits.token), schema: { body: SubscriptionTokenRequest } },
    async (request, reply) => {
      const { token } = request.body;
      const outcome = tenderSubscriptions.confirm(token);
      reply.header('cache-control', 'no-store');
      if (outcome.status === 'unknown') throw new HttpError(404, 'This confirmation link is not valid (any more). Subscribe again from the tender page.');
      if (outcome.status === 'expired')
        throw new HttpError(410, 'This confirmation link has expired (links work for 7 days). Subscribe again from the tender page.');
      const confirmed = outcome.status === 'confirmed';
      const code = outcome.projectCode;
      // A link of the /alerts page opened here: the same subscription, told in the alerts' words.
      if (!code) return SubscriptionResponse.parse({ message: alertWords(outcome.language)[confirmed ? 'confirmed' : 'alreadyConfirmed'] });
      const name = projects.get(code)?.project_name ?? code.toUpperCase();
      const words = subscriptionWords(outcome.language);
      return SubscriptionResponse.parse({ message: confirmed ? words.confirmed(name) : words.alreadyConfirmed(name), project_code: code });
    },
  );

  routes.post(
    '/project/subscription/unsubscribe',
    { ...limit(defaultSubscriptionLimits.token), schema: { body: SubscriptionTokenRequest } },
    async (request, reply) => {
      const { token } = request.body;
      const removed = tenderSubscriptions.unsubscribe(token);
      reply.header('cache-control', 'no-store');
      if (!removed) {
        // Following the link twice is not an error for the visitor: the address is not subscribed either way.
        return SubscriptionResponse.parse({ message: 'This address is not subscribed (any more). You will not get tender alerts from this link.' });
      }
      const code = removed.projectCode;
      if (!code) return SubscriptionResponse.parse({ message: alertWords(removed.language).unsubscribed });
      const name = projects.get(code)?.project_name ?? code.toUpperCase();
      return SubscriptionResponse.parse({ message: subscriptionWords(removed.language).unsubscribed(name), project_code: code });
    },
  );
};
export default projectRoutes;
