import type { FastifyPluginAsync } from 'fastify';
import { cachedAnswerRoute } from '../../lib/answer-cache';
import { IdParam, ListQuery, NewsResponse, RangeParams, rangeToOffset } from '@aec/contracts';
import { notFound } from '../../lib/http-error';

/** docs/product/api-compatibility.md news: rows and b_arr (base64 images, left out with ?lean=1; the rows carry image URLs). */
const newsRoutes: FastifyPluginAsync = async (app) => {
  const news = app.news;

  app.get('/news/:from/:to', cachedAnswerRoute, (request, reply) => {
    return news.cache.send(request, reply, request.url, () => {
      const { offset, limit } = rangeToOffset(RangeParams.parse(request.params));
      const lean = ListQuery.parse(request.query).lean === '1';
      return NewsResponse.parse(news.list(offset, limit, lean));
    });
  });

  app.get('/news/:id', cachedAnswerRoute, (request, reply) => {
    return news.cache.send(request, reply, request.url, () => {
      const { id } = IdParam.parse(request.params);
      const lean = ListQuery.parse(request.query).lean === '1';
      const item = news.get(id, lean);
      if (!item) throw notFound(`News item ${id}`);
      return NewsResponse.parse(item);
    });
  });
};
export default newsRoutes;
