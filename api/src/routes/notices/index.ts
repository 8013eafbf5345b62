import type { FastifyPluginAsync } from 'fastify';
import { cachedAnswerRoute } from '../../lib/answer-cache';
import { IdParam, ListQuery, NoticeListResponse, RangeParams, rangeToOffset } from '@aec/contracts';
import { z } from 'zod';
import { noticeCards } from '../../lib/card-rows';
import { notFound } from '../../lib/http-error';
import { sendAttachment } from '../../lib/send-file';
import type { ZodTypeProvider } from '../../lib/route-schemas';

export const AttachmentParams = IdParam.extend({
  index: z.coerce.number().int('index must be a whole number').min(0, 'index must be 0 or more').max(99, 'index is too large'),
});

/** docs/product/api-compatibility.md notices: ranges newest first, details, attachments by position. */
const noticeRoutes: FastifyPluginAsync = async (app) => {
  const notices = app.notices;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/notice/:from/:to', { ...cachedAnswerRoute, schema: { params: RangeParams, querystring: ListQuery } }, (request, reply) => {
    // Keyed by the URL, which the route schemas have checked.
    return notices.cache.send(request, reply, request.url, () => {
      const { offset, limit } = rangeToOffset(request.params);
      const query = request.query;
      const flash = query.flash === undefined ? undefined : query.flash === '1';
      const answer = NoticeListResponse.parse(notices.list({ offset, limit, type: query.type?.toUpperCase(), archive: query.archive === '1', flash }));
      return query.fields === 'card' ? noticeCards(answer) : answer;
    });
  });

  routes.get('/notice/:id', { ...cachedAnswerRoute, schema: { params: IdParam } }, (request, reply) => {
    return notices.cache.send(request, reply, request.url, () => {
      const { id } = request.params;
      const row = notices.get(id);
      if (!row) throw notFound(`Notice ${id}`);
      return NoticeListResponse.parse({ rows: [row] });
    });
  });

  routes.get('/notice/attachment/:id/:index', { schema: { params: AttachmentParams } }, async (request, reply) => {
    const { id, index } = request.params;
    const found = notices.attachment(id, index);
    if (!found) throw notFound(`Attachment ${index} of notice ${id}`);
    return sendAttachment(reply, app.files, found.title, index, found.file);
  });
};
export default noticeRoutes;
