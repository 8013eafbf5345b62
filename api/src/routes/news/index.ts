import type { FastifyPluginAsync } from 'fastify';
import { cachedAnswerRoute } from '../../lib/answer-cache';
import { IdParam, ListQuery, NewsResponse, RangeParams, rangeToOffset } from '@aec/contracts';
import { newsCards } from '../../lib/card-rows';
import { notFound } from '../../lib/http-error';
import type { ZodTypeProvider } from '../../lib/route-schemas';

/** docs/product/api-compatibility.md news: rows and b_arr (base64 images, left out with ?lean=1; the rows carry image URLs). */
const newsRoutes: FastifyPluginAsync = async (app) => {
  const news = app.news;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/news/:from/:to', { ...cachedAnswerRoute, schema: { params: RangeParams, querystring: ListQuery } }, (request, reply) => {
    return news.cache.send(request, reply, request.url, () => {
      const { offset, limit } = rangeToOffset(request.params);
      const lean = request.query.lean === '1';
      const answer = NewsResponse.parse(news.list(offset, limit, lean));
      return request.query.fields === 'card' ? newsCards(answer) : answer;
    });
  });

  routes.get('/news/:id', { ...cachedAnswerRoute, schema: { params: IdParam, querystring: ListQuery } }, (request, reply) => {
    return news.cache.send(request, reply, request.url, () => {
      const { id } = request.params;
      const lean = request.query.lean === '1';
      const item = news.get(id, lean);
      if (!item) throw notFound(`News item ${id}`);
      return NewsResponse.parse(item);
    });
  });
};
export default newsRoutes;
