import type { FastifyPluginAsync } from 'fastify';
import { PageReviewQuery, PageReviewResponse } from '@aec/contracts';
import { cachedAnswerRoute } from '../../lib/answer-cache';
import type { ZodTypeProvider } from '../../lib/route-schemas';

/** GET /api/page-review?path=/about: the institutional page's "Last reviewed" date (public, cached until staff mark a review). */
const pageReviewRoutes: FastifyPluginAsync = async (app) => {
  const { pageReviews } = app;
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/page-review', { ...cachedAnswerRoute, schema: { querystring: PageReviewQuery } }, (request, reply) =>
      pageReviews.cache.send(request, reply, request.query.path, () => PageReviewResponse.parse(pageReviews.of(request.query.path))),
    );
};
export default pageReviewRoutes;
