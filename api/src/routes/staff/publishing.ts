import type { FastifyError, FastifyPluginAsync } from 'fastify';
import {
  CorrigendumWrite,
  IdParam,
  NoticeRow,
  NoticeWrite,
  StaffContentListResponse,
  StaffContentQuery,
  TenderRow,
  TenderWrite,
  UPLOAD_MAX_BYTES,
  UploadRequest,
  UploadResponse,
} from '@aec/contracts';
import { z } from 'zod';

const StaffNotice = NoticeRow.extend({ unpublishedAt: z.string().nullable() });
const StaffTender = TenderRow.extend({ unpublishedAt: z.string().nullable() });
// base64 is 4/3 of the bytes; the rest is the JSON around them.
const UPLOAD_BODY_LIMIT = Math.ceil((UPLOAD_MAX_BYTES * 4) / 3) + 64 * 1024;

/**
 * /api/staff/files, /notices, /tenders: publishing. Uploads are JSON { name, type, dataBase64 }
 * (one file per request, checked by its bytes) and answer a file id that notices and tenders
 * then list in fileIds. Everything written shows on the public site at once (the repositories
 * clear their answer caches in the write's transaction).
 */
const publishingRoutes: FastifyPluginAsync = async (app) => {
  const publishing = app.publishing;
  const publisher = app.requireRole('publisher');

  // This scope's bodies may be larger than the site's 1 MB; say so in its own words.
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send({ error: `The file is too large: ${UPLOAD_MAX_BYTES / 1024 / 1024} MB at most.` });
    }
    throw error;
  });

  app.post('/files', { preHandler: publisher, bodyLimit: UPLOAD_BODY_LIMIT }, async (request, reply) => {
    const input = UploadRequest.parse(request.body);
    reply.code(201);
    return UploadResponse.parse(publishing.upload(input, app.staffActor(request)));
  });

  app.get('/notices', { preHandler: publisher }, async (request) =>
    StaffContentListResponse.parse(publishing.listNotices(StaffContentQuery.parse(request.query))),
  );
  app.get('/notices/:id', { preHandler: publisher }, async (request) => StaffNotice.parse(publishing.getNotice(IdParam.parse(request.params).id)));
  app.post('/notices', { preHandler: publisher }, async (request, reply) => {
    const input = NoticeWrite.parse(request.body);
    reply.code(201);
    return StaffNotice.parse(publishing.createNotice(input, app.staffActor(request)));
  });
  app.put('/notices/:id', { preHandler: publisher }, async (request) => {
    const { id } = IdParam.parse(request.params);
    return StaffNotice.parse(publishing.updateNotice(id, NoticeWrite.parse(request.body), app.staffActor(request)));
  });
  app.post('/notices/:id/unpublish', { preHandler: publisher }, async (request) =>
    StaffNotice.parse(publishing.setNoticePublished(IdParam.parse(request.params).id, false, app.staffActor(request))),
  );
  app.post('/notices/:id/publish', { preHandler: publisher }, async (request) =>
    StaffNotice.parse(publishing.setNoticePublished(IdParam.parse(request.params).id, true, app.staffActor(request))),
  );
  app.delete('/notices/:id', { preHandler: publisher }, async (request, reply) => {
    publishing.deleteNotice(IdParam.parse(request.params).id, app.staffActor(request));
    return reply.code(204).send();
  });

  app.get('/tenders', { preHandler: publisher }, async (request) =>
    StaffContentListResponse.parse(publishing.listTenders(StaffContentQuery.parse(request.query))),
  );
  app.get('/tenders/:id', { preHandler: publisher }, async (request) => StaffTender.parse(publishing.getTender(IdParam.parse(request.params).id)));
  app.post('/tenders', { preHandler: publisher }, async (request, reply) => {
    const input = TenderWrite.parse(request.body);
    reply.code(201);
    return StaffTender.parse(publishing.createTender(input, app.staffActor(request)));
  });
  app.put('/tenders/:id', { preHandler: publisher }, async (request) => {
    const { id } = IdParam.parse(request.params);
    return StaffTender.parse(publishing.updateTender(id, TenderWrite.parse(request.body), app.staffActor(request)));
  });
  app.post('/tenders/:id/corrigenda', { preHandler: publisher }, async (request, reply) => {
    const { id } = IdParam.parse(request.params);
    reply.code(201);
    return StaffTender.parse(publishing.addCorrigendum(id, CorrigendumWrite.parse(request.body), app.staffActor(request)));
  });
  app.post('/tenders/:id/unpublish', { preHandler: publisher }, async (request) =>
    StaffTender.parse(publishing.setTenderPublished(IdParam.parse(request.params).id, false, app.staffActor(request))),
  );
  app.post('/tenders/:id/publish', { preHandler: publisher }, async (request) =>
    StaffTender.parse(publishing.setTenderPublished(IdParam.parse(request.params).id, true, app.staffActor(request))),
  );
  app.delete('/tenders/:id', { preHandler: publisher }, async (request, reply) => {
    publishing.deleteTender(IdParam.parse(request.params).id, app.staffActor(request));
    return reply.code(204).send();
  });
};
export default publishingRoutes;
