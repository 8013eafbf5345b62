import type { FastifyPluginAsync } from 'fastify';
import { cachedAnswerRoute } from '../../lib/answer-cache';
import { IdParam, ListQuery, RangeParams, TenderListResponse, rangeToOffset } from '@aec/contracts';
import { notFound } from '../../lib/http-error';
import { sendAttachment } from '../../lib/send-file';
import { AttachmentParams } from '../notices';

/** docs/product/api-compatibility.md tenders, with what a procurement portal shows (number, dates, status, corrigenda). */
const tenderRoutes: FastifyPluginAsync = async (app) => {
  const tenders = app.tenders;

  app.get('/tender/:from/:to', cachedAnswerRoute, (request, reply) => {
    return tenders.cache.send(request, reply, request.url, () => {
      const { offset, limit } = rangeToOffset(RangeParams.parse(request.params));
      const query = ListQuery.parse(request.query);
      return TenderListResponse.parse(tenders.list({ offset, limit, type: query.type?.toUpperCase(), archive: query.archive === '1' }));
    });
  });

  app.get('/tender/:id', cachedAnswerRoute, (request, reply) => {
    return tenders.cache.send(request, reply, request.url, () => {
      const { id } = IdParam.parse(request.params);
      const row = tenders.get(id);
      if (!row) throw notFound(`Tender ${id}`);
      return TenderListResponse.parse({ rows: [row] });
    });
  });

  app.get('/tender/attachment/:id/:index', async (request, reply) => {
    const { id, index } = AttachmentParams.parse(request.params);
    const found = tenders.attachment(id, index);
    if (!found) throw notFound(`Attachment ${index} of tender ${id}`);
    return sendAttachment(reply, app.files, found.title, index, found.file);
  });
};
export default tenderRoutes;
