import crypto from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import type { AppConfig } from './config';
import errorHandling from './plugins/app/error-handling';
import { zodValidatorCompiler } from './lib/route-schemas';
import securityHeaders from './plugins/external/security-headers';
import compression from './plugins/external/compression';
import rateLimit from './plugins/external/rate-limit';
import storedFiles from './plugins/external/stored-files';
import webAssets from './plugins/external/web-assets';
import pageRenderer from './plugins/app/render/page-renderer';
import db from './plugins/app/db/db-plugin';
import fileRepository from './plugins/app/files/file-repository';
import searchRepository from './plugins/app/search/search-repository';
import sitePageIndex from './plugins/app/search/site-page-index';
import noticeRepository from './plugins/app/notices/notice-repository';
import translationStore from './plugins/app/translations/translation-store';
import tenderRepository from './plugins/app/tenders/tender-repository';
import newsRepository from './plugins/app/news/news-repository';
import eventRepository from './plugins/app/events/event-repository';
import videoRepository from './plugins/app/videos/video-repository';
import attachmentText from './plugins/app/attachment-text/attachment-text';
import imageConversion from './plugins/app/files/image-conversion';
import departmentNotificationRepository from './plugins/app/departments/department-notification-repository';
import mail from './plugins/app/mail/mail-sender';
import complaintRepository from './plugins/app/complaints/complaint-repository';
import bisClient from './plugins/app/bis/bis-client';
import backup from './plugins/app/backup/backup';
import sampleData from './plugins/app/sample-data';
import healthRoutes from './routes/health';
import metricsRoutes from './routes/metrics';
import lifecycle from './plugins/app/lifecycle/drain';
import requestMetrics from './plugins/app/metrics/request-metrics';
import remotesRoutes from './routes/site/remotes';
import webAppManifestRoutes from './routes/site/web-app-manifest';
import liteRoutes from './routes/site/lite';
import attachmentTextRoutes from './routes/site/attachment-text';
import noticeRoutes from './routes/notices';
import tenderRoutes from './routes/tenders';
import newsRoutes from './routes/news';
import eventRoutes from './routes/events';
import videoRoutes from './routes/videos';
import complaintRoutes from './routes/complaints';
import departmentRoutes from './routes/departments';
import hostelRoutes from './routes/hostels';
import searchRoutes from './routes/search';
import feedRoutes from './routes/feeds';
import pushSender from './plugins/app/push/push-sender';
import pushRoutes from './routes/push';
import bisCornerRoutes from './routes/bis-corner';
import projectRepository from './plugins/app/projects/project-repository';
import alertSubscriptionRepository from './plugins/app/alerts/alert-subscription-repository';
import alertDigest from './plugins/app/alerts/alert-digest';
import tenderSubscriptionRepository from './plugins/app/projects/tender-subscription-repository';
import tenderPublisher from './plugins/app/projects/tender-publisher';
import projectRoutes from './routes/projects';
import alertRoutes from './routes/alerts';
import auditLog from './plugins/app/staff/audit-repository';
import staffAccounts from './plugins/app/staff/account-repository';
import staffAuth from './plugins/app/staff/staff-auth';
import grievanceDesk from './plugins/app/staff/grievance-desk-repository';
import publishing from './plugins/app/staff/publishing-repository';
import workflow from './plugins/app/workflow/workflow-repository';
import publishScheduler from './plugins/app/workflow/publish-scheduler';
import contentPublishing from './plugins/app/staff/content-publishing-repository';
import projectContent from './plugins/app/staff/project-content-repository';
import pageReviews from './plugins/app/workflow/page-reviews';
import pageReviewRoutes from './routes/page-reviews';
import outboxAdmin from './plugins/app/staff/outbox-admin-repository';
import releases from './plugins/app/releases/release-manager';
import staffRoutes from './routes/staff';
import grievanceStatsRoutes from './routes/grievance-stats';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export interface BuildOptions {
  config: AppConfig;
  logger?: FastifyServerOptions['logger'];
  /** Told of every route as it is added (the route fuzz test lists them so that none is forgotten). */
  onRoute?: (route: RouteOptions) => void;
}

/** Default per-client limits of the grievance calls (per 15 minutes; lookups per minute). */
export const defaultRateLimits = { register: 20, edit: 20, lookup: 60 };

// Request ids: a per-process prefix and a counter (unique, ordered, and cheaper than a UUID each).
const requestIdPrefix = crypto.randomBytes(4).toString('hex');
let requestCounter = 0;

/**
 * Registration numbers and link tokens open a grievance or a subscription: no log line carries
 * either, wherever it comes from (a request's URL, the message or stack of a render or asset error,
 * a plugin's own line). Tokens are masked wherever a `token` is given a value (`?token=…`,
 * `"token":"…"`, `unsubscribeToken: …`), escaped inside a logged string or not.
 */
export function maskSecrets(text: string): string {
  // Two groups or four (the 80-bit numbers, SECURITY.md): all of it, never a part left readable.
  return text.replace(/\bAEC(?:-[0-9A-Z]{4}){2,4}(?![0-9A-Z])/gi, 'AEC-****-****').replace(/(token\\?["']?\s*[:=]\s*\\?["']?)[^\s"'\\&#,;)}]+/gi, '$1****');
}

/** Logs carry method, path and request id, never bodies (the whole line is masked: maskSecrets). */
const requestSerializer = (request: { method: string; url: string; id: string }) => ({
  method: request.method,
  url: request.url,
  id: request.id,
});

/** The app's logger options; tests pass a stream to read what would be logged. */
export function loggerOptions(level: AppConfig['logLevel'], stream?: { write(line: string): void }) {
  // pino's last step before the stream: each finished line, whatever wrote it, is masked once there.
  return { level, serializers: { req: requestSerializer }, hooks: { streamWrite: maskSecrets }, ...(stream ? { stream } : {}) };
}

/** Builds the whole server without listening: tests call inject() on it, server.ts listens. */
export async function buildApp({ config, logger, onRoute }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? loggerOptions(config.logLevel),
    bodyLimit: 1024 * 1024,
    // Only a proxy on this machine may say who the client is (rate limits key on the client address).
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => `${requestIdPrefix}-${(++requestCounter).toString(36)}`,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  app.decorate('config', config);
  // Routes' params, querystring and body schemas are the contracts' zod schemas (decision 080).
  app.setValidatorCompiler(zodValidatorCompiler);
  if (onRoute) app.addHook('onRoute', onRoute);

  // First: every request under way is known to the drain (SIGTERM), and every answer is timed.
  await app.register(lifecycle);
  await app.register(requestMetrics);
  await app.register(errorHandling);
  await app.register(securityHeaders);
  await app.register(compression);
  await app.register(rateLimit);

  await app.register(db);
  await app.register(fileRepository);
  await app.register(searchRepository);
  await app.register(translationStore);
  await app.register(noticeRepository);
  await app.register(tenderRepository);
  await app.register(newsRepository);
  await app.register(eventRepository);
  await app.register(imageConversion);
  await app.register(attachmentText);
  await app.register(departmentNotificationRepository);
  await app.register(mail);
  await app.register(complaintRepository);
  await app.register(bisClient);
  await app.register(backup);
  await app.register(sampleData);
  await app.register(projectRepository);
  await app.register(pushSender);
  await app.register(alertSubscriptionRepository);
  await app.register(alertDigest);
  await app.register(tenderSubscriptionRepository);
  await app.register(tenderPublisher);
  // The staff console: after the content repositories, whose writes it audits.
  await app.register(auditLog);
  await app.register(videoRepository);
  await app.register(staffAccounts);
  await app.register(staffAuth);
  await app.register(grievanceDesk);
  await app.register(workflow);
  await app.register(publishing);
  await app.register(contentPublishing);
  await app.register(projectContent);
  await app.register(pageReviews);
  await app.register(publishScheduler);
  await app.register(outboxAdmin);
  // Which release of each app is served: read by /remotes.json, the page renderer and web-assets.
  await app.register(releases);

  const max = config.rateLimitMax;
  const limits = max ? { register: max, edit: max, lookup: max } : defaultRateLimits;
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(metricsRoutes);
  await app.register(noticeRoutes, { prefix: '/api' });
  await app.register(tenderRoutes, { prefix: '/api' });
  await app.register(newsRoutes, { prefix: '/api' });
  await app.register(eventRoutes, { prefix: '/api' });
  await app.register(videoRoutes, { prefix: '/api' });
  await app.register(complaintRoutes, { prefix: '/api', limits });
  await app.register(searchRoutes, { prefix: '/api' });
  await app.register(pageReviewRoutes, { prefix: '/api' });
  await app.register(feedRoutes, { prefix: '/api' });
  await app.register(pushRoutes, { prefix: '/api' });
  await app.register(bisCornerRoutes, { prefix: '/api' });
  await app.register(projectRoutes, { prefix: '/api' });
  await app.register(alertRoutes, { prefix: '/api' });
  await app.register(staffRoutes, { prefix: '/api/staff', signInLimit: max ?? 30 });
  await app.register(grievanceStatsRoutes, { prefix: '/api' });
  await app.register(liteRoutes, { prefix: '/api' });
  await app.register(departmentRoutes);
  await app.register(hostelRoutes);
  await app.register(remotesRoutes);
  await app.register(webAppManifestRoutes);
  await app.register(attachmentTextRoutes);
  await app.register(storedFiles);
  await app.register(pageRenderer);
  await app.register(sitePageIndex);
  // Last: it owns the not-found handler that serves the shell for client-side routes.
  await app.register(webAssets);
  return app;
}
