import type { FastifyError, FastifyPluginAsync } from 'fastify';
import {
  CorrigendumWrite,
  IdParam,
  NoticeTranslatedWrite,
  StaffNotice,
  StaffTender,
  StaffTranslatedContentQuery,
  TenderTranslatedWrite,
  UPLOAD_MAX_BYTES,
  UploadRequest,
  UploadResponse,
} from '@aec/contracts';
import { checkUpload } from '../../lib/upload-check';
import { attachmentDisposition } from '../../lib/send-file';
import { notFound } from '../../lib/http-error';
import { extensionOf } from '../../plugins/app/files/file-repository';
import { registerPublishableRoutes, withHeldChange } from './publishable-routes';
import type { ZodTypeProvider } from '../../lib/route-schemas';

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
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // This scope's bodies may be larger than the site's 1 MB; say so in its own words.
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send({ error: `The file is too large: ${UPLOAD_MAX_BYTES / 1024 / 1024} MB at most.` });
    }
    throw error;
  });

  routes.post('/files', { preValidation: publisher, bodyLimit: UPLOAD_BODY_LIMIT, schema: { body: UploadRequest } }, async (request, reply) => {
    const checked = await checkUpload(request.body);
    reply.code(201);
    return UploadResponse.parse(publishing.upload(checked, app.staffActor(request)));
  });

  // The upload as it came, camera metadata and GPS included: staff only (the staff scope answers no-store).
  routes.get('/files/:id/original', { preValidation: publisher, schema: { params: IdParam } }, async (request, reply) => {
    const file = app.files.get(request.params.id);
    if (!file) throw notFound('The file');
    return reply
      .type(file.type)
      .header('content-disposition', attachmentDisposition(file.name.replace(/\.[a-z0-9]+$/i, ''), extensionOf(file.type)))
      .send(app.files.readOriginal(file));
  });

  registerPublishableRoutes(app, publisher, {
    path: '/notices',
    workflowKind: 'notices',
    query: StaffTranslatedContentQuery,
    write: NoticeTranslatedWrite,
    item: StaffNotice,
    repository: {
      list: publishing.listNotices,
      get: publishing.getNotice,
      create: publishing.createNotice,
      update: publishing.updateNotice,
      setPublished: publishing.setNoticePublished,
      remove: publishing.deleteNotice,
    },
  });

  registerPublishableRoutes(app, publisher, {
    path: '/tenders',
    workflowKind: 'tenders',
    query: StaffTranslatedContentQuery,
    write: TenderTranslatedWrite,
    item: StaffTender,
    repository: {
      list: publishing.listTenders,
      get: publishing.getTender,
      create: publishing.createTender,
      update: publishing.updateTender,
      setPublished: publishing.setTenderPublished,
      remove: publishing.deleteTender,
    },
  });
  routes.post('/tenders/:id/corrigenda', { preValidation: publisher, schema: { params: IdParam, body: CorrigendumWrite } }, async (request, reply) => {
    const { id } = request.params;
    reply.code(201);
    return StaffTender.parse(withHeldChange(app, 'tenders', publishing.addCorrigendum(id, request.body, app.staffActor(request))));
  });
};
export default publishingRoutes;
