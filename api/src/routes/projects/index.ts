import type { FastifyPluginAsync } from 'fastify';
import { ProjectCodeParam, ProjectResponse, SubscriptionResponse, SubscriptionTokenRequest, TenderSubscriptionRequest } from '@aec/contracts';
import { HttpError, notFound } from '../../lib/http-error';

/** Per client: subscriptions per 15 minutes, link follow-ups per 15 minutes (AEC_RATE_LIMIT_MAX replaces both). */
export const defaultSubscriptionLimits = { subscribe: 10, token: 30 };

/** The project microsites: their content, and tender alerts by email (double opt-in). */
const projectRoutes: FastifyPluginAsync = async (app) => {
  const { projects, tenderSubscriptions } = app;
  const max = app.config.rateLimitMax;
  const limit = (n: number) => ({ config: { rateLimit: { max: max ?? n, timeWindow: '15 minutes' } } });

  /** Unknown projects are a 404 like any unknown id, not a malformed request. */
  const projectCodeOf = (params: unknown) => {
    const parsed = ProjectCodeParam.safeParse(params);
    if (!parsed.success) throw notFound(`Project ${String((params as { code?: unknown }).code).slice(0, 40)}`);
    return parsed.data.code;
  };

  app.get('/project/:code', async (request, reply) => {
    const code = projectCodeOf(request.params);
    const project = projects.get(code);
    if (!project) throw notFound(`Project ${code}`);
    // Staff edits show within a minute; the page is small.
    reply.header('cache-control', 'public, max-age=60');
    return ProjectResponse.parse({ rows: [project] });
  });

  app.post('/project/:code/subscribe', limit(defaultSubscriptionLimits.subscribe), async (request, reply) => {
    const code = projectCodeOf(request.params);
    const { email } = TenderSubscriptionRequest.parse(request.body);
    const project = projects.get(code);
    if (!project) throw notFound(`Project ${code}`);
    // Stored and its mail queued before we answer.
    const outcome = tenderSubscriptions.subscribe(code, project.project_name, email);
    if (outcome === 'confirmation-mailed') void app.mail.kick();
    request.log.info({ subscription: outcome, project: code }, 'tender alert subscription');
    reply.code(202).header('cache-control', 'no-store');
    // The same answer whatever the outcome: the form must not tell who is already subscribed.
    return SubscriptionResponse.parse({
      message: `Almost done: we have sent a confirmation link to ${email}. Open it within 7 days to start the ${project.project_name} tender alerts. No mail? Check the spam folder, or try again in a few minutes.`,
      project_code: code,
    });
  });

  app.post('/project/subscription/confirm', limit(defaultSubscriptionLimits.token), async (request, reply) => {
    const { token } = SubscriptionTokenRequest.parse(request.body);
    const outcome = tenderSubscriptions.confirm(token);
    reply.header('cache-control', 'no-store');
    if (outcome.status === 'unknown') throw new HttpError(404, 'This confirmation link is not valid (any more). Subscribe again from the tender page.');
    const name = projects.get(outcome.projectCode)?.project_name ?? outcome.projectCode.toUpperCase();
    if (outcome.status === 'expired') throw new HttpError(410, 'This confirmation link has expired (links work for 7 days). Subscribe again from the tender page.');
    return SubscriptionResponse.parse({
      message:
        outcome.status === 'confirmed'
          ? `Thank you: your subscription is confirmed. We will mail you when a ${name} tender is published or gets a corrigendum. Every mail has a link to stop them.`
          : `Your subscription to ${name} tender alerts was already confirmed. Every alert has a link to stop them.`,
      project_code: outcome.projectCode,
    });
  });

  app.post('/project/subscription/unsubscribe', limit(defaultSubscriptionLimits.token), async (request, reply) => {
    const { token } = SubscriptionTokenRequest.parse(request.body);
    const code = tenderSubscriptions.unsubscribe(token);
    reply.header('cache-control', 'no-store');
    if (!code) {
      // Following the link twice is not an error for the visitor: the address is not subscribed either way.
      return SubscriptionResponse.parse({ message: 'This address is not subscribed (any more). You will not get tender alerts from this link.' });
    }
    const name = projects.get(code)?.project_name ?? code.toUpperCase();
    return SubscriptionResponse.parse({
      message: `You are unsubscribed: we will not mail you about ${name} tenders any more, and we have deleted your address from the list.`,
      project_code: code,
    });
  });
};
export default projectRoutes;
