import type { FastifyPluginAsync } from 'fastify';
import { cachedAnswerRoute } from '../../lib/answer-cache';
import { EventsResponse, IdParam, ListQuery, RangeParams, rangeToOffset } from '@aec/contracts';
import { eventCards } from '../../lib/card-rows';
import { notFound } from '../../lib/http-error';
import type { ZodTypeProvider } from '../../lib/route-schemas';

/** docs/product/api-compatibility.md events: rows and b_arr (base64 attachments, left out with ?lean=1). */
const eventRoutes: FastifyPluginAsync = async (app) => {
  const events = app.events;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/events/:from/:to', { ...cachedAnswerRoute, schema: { params: RangeParams, querystring: ListQuery } }, (request, reply) => {
    return events.cache.send(request, reply, request.url, () => {
      const { offset, limit } = rangeToOffset(request.params);
      const lean = request.query.lean === '1';
      const answer = EventsResponse.parse(events.list(offset, limit, lean));
      return request.query.fields === 'card' ? eventCards(answer) : answer;
    });
  });

  routes.get('/events/:id', { ...cachedAnswerRoute, schema: { params: IdParam, querystring: ListQuery } }, (request, reply) => {
    return events.cache.send(request, reply, request.url, () => {
      const { id } = request.params;
      const lean = request.query.lean === '1';
      const item = events.get(id, lean);
      if (!item) throw notFound(`Event ${id}`);
      return EventsResponse.parse(item);
    });
  });
};
export default eventRoutes;
