import type { FastifyPluginAsync } from 'fastify';
import { cachedAnswerRoute } from '../../lib/answer-cache';
import { IdParam, ListQuery, NoticeListResponse, RangeParams, rangeToOffset } from '@aec/contracts';
import { z } from 'zod';
import { notFound } from '../../lib/http-error';
import { sendAttachment } from '../../lib/send-file';

export const AttachmentParams = IdParam.extend({
  index: z.coerce.number().int('index must be a whole number').min(0, 'index must be 0 or more').max(99, 'index is too large'),
});

/** docs/product/api-compatibility.md notices: ranges newest first, details, attachments by position. */
const noticeRoutes: FastifyPluginAsync = async (app) => {
  const notices = app.notices;

  app.get('/notice/:from/:to', cachedAnswerRoute, (request, reply) => {
    // Keyed by the URL: a cached answer's URL was valid, so a hit skips parsing too.
    return notices.cache.send(request, reply, request.url, () => {
      const { offset, limit } = rangeToOffset(RangeParams.parse(request.params));
      const query = ListQuery.parse(request.query);
      const flash = query.flash === undefined ? undefined : query.flash === '1';
      return NoticeListResponse.parse(notices.list({ offset, limit, type: query.type?.toUpperCase(), archive: query.archive === '1', flash }));
    });
  });

  app.get('/notice/:id', cachedAnswerRoute, (request, reply) => {
    return notices.cache.send(request, reply, request.url, () => {
      const { id } = IdParam.parse(request.params);
      const row = notices.get(id);
      if (!row) throw notFound(`Notice ${id}`);
      return NoticeListResponse.parse({ rows: [row] });
    });
  });

  app.get('/notice/attachment/:id/:index', async (request, reply) => {
    const { id, index } = AttachmentParams.parse(request.params);
    const found = notices.attachment(id, index);
    if (!found) throw notFound(`Attachment ${index} of notice ${id}`);
    return sendAttachment(reply, app.files, found.title, index, found.file);
  });
};
export default noticeRoutes;
