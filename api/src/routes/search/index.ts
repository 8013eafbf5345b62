import type { FastifyPluginAsync } from 'fastify';
import { SearchQuery, SearchResponse } from '@aec/contracts';
import { cachedAnswerRoute } from '../../lib/answer-cache';
import type { ZodTypeProvider } from '../../lib/route-schemas';

/** GET /api/search?q=&kind=&year=&lang= over pages, notices, tenders, news and events in three languages (FTS5, ranked). */
const searchRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get('/search', { ...cachedAnswerRoute, schema: { querystring: SearchQuery } }, (request, reply) => {
    const query = request.query;
    const key = `${query.q.toLowerCase()}\u0000${query.kind ?? ''}\u0000${query.year ?? ''}\u0000${query.lang}\u0000${query.limit}`;
    return app.searchIndex.answers.send(request, reply, key, () =>
      SearchResponse.parse({ results: app.searchIndex.search(query.q, { kind: query.kind, year: query.year, lang: query.lang, limit: query.limit }) }),
    );
  });
};
export default searchRoutes;
