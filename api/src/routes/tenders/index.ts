import type { FastifyPluginAsync } from 'fastify';
import { cachedAnswerRoute } from '../../lib/answer-cache';
import { IdParam, ListQuery, RangeParams, TenderListResponse, rangeToOffset } from '@aec/contracts';
import { notFound } from '../../lib/http-error';
import { sendAttachment } from '../../lib/send-file';
import { AttachmentParams } from '../notices';
import type { ZodTypeProvider } from '../../lib/route-schemas';

/** docs/product/api-compatibility.md tenders, with what a procurement portal shows (number, dates, status, corrigenda). */
const tenderRoutes: FastifyPluginAsync = async (app) => {
  const tenders = app.tenders;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/tender/:from/:to', { ...cachedAnswerRoute, schema: { params: RangeParams, querystring: ListQuery } }, (request, reply) => {
    return tenders.cache.send(request, reply, request.url, () => {
      const { offset, limit } = rangeToOffset(request.params);
      const query = request.query;
      return TenderListResponse.parse(tenders.list({ offset, limit, type: query.type?.toUpperCase(), archive: query.archive === '1' }));
    });
  });

  routes.get('/tender/:id', { ...cachedAnswerRoute, schema: { params: IdParam } }, (request, reply) => {
    return tenders.cache.send(request, reply, request.url, () => {
      const { id } = request.params;
      const row = tenders.get(id);
      if (!row) throw notFound(`Tender ${id}`);
      return TenderListResponse.parse({ rows: [row] });
    });
  });

  routes.get('/tender/attachment/:id/:index', { schema: { params: AttachmentParams } }, async (request, reply) => {
    const { id, index } = request.params;
    const found = tenders.attachment(id, index);
    if (!found) throw notFound(`Attachment ${index} of tender ${id}`);
    return sendAttachment(reply, app.files, found.title, index, found.file);
  });
};
export default tenderRoutes;
