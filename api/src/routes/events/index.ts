import type { FastifyPluginAsync } from 'fastify';
import { cachedAnswerRoute } from '../../lib/answer-cache';
import { EventsResponse, IdParam, ListQuery, RangeParams, rangeToOffset } from '@aec/contracts';
import { notFound } from '../../lib/http-error';

/** docs/product/api-compatibility.md events: rows and b_arr (base64 attachments, left out with ?lean=1). */
const eventRoutes: FastifyPluginAsync = async (app) => {
  const events = app.events;

  app.get('/events/:from/:to', cachedAnswerRoute, (request, reply) => {
    return events.cache.send(request, reply, request.url, () => {
      const { offset, limit } = rangeToOffset(RangeParams.parse(request.params));
      const lean = ListQuery.parse(request.query).lean === '1';
      return EventsResponse.parse(events.list(offset, limit, lean));
    });
  });

  app.get('/events/:id', cachedAnswerRoute, (request, reply) => {
    return events.cache.send(request, reply, request.url, () => {
      const { id } = IdParam.parse(request.params);
      const lean = ListQuery.parse(request.query).lean === '1';
      const item = events.get(id, lean);
      if (!item) throw notFound(`Event ${id}`);
      return EventsResponse.parse(item);
    });
  });
};
export default eventRoutes;
