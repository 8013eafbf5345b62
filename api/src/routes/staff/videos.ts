import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { IdParam, StaffVideo, StaffVideoListResponse, VIDEO_MAX_BYTES, VideoMove, VideoUploadRequest, VideoUploadResponse, VideoWrite } from '@aec/contracts';
import { checkMp4 } from '../../lib/mp4-check';
import { uploadName } from '../../lib/upload-check';
import type { ZodTypeProvider } from '../../lib/route-schemas';

// base64 is 4/3 of the bytes; the rest is the JSON around them.
const VIDEO_BODY_LIMIT = Math.ceil((VIDEO_MAX_BYTES * 4) / 3) + 64 * 1024;

/**
 * /api/staff/videos: the videos of the resources page and of news items and events (publisher).
 * An MP4 is uploaded first (POST /videos/files, checked by its bytes), a poster through /files as any
 * photo; every change is audited, and the pages show it at once (an API write clears the page cache).
 */
const staffVideoRoutes: FastifyPluginAsync = async (app) => {
  const { videos } = app;
  const publisher = app.requireRole('publisher');
  const routes = app.withTypeProvider<ZodTypeProvider>();

  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send({ error: `The video is too large: ${VIDEO_MAX_BYTES / 1024 / 1024} MB at most.` });
    }
    throw error;
  });

  routes.get('/videos', { preValidation: publisher }, async () => StaffVideoListResponse.parse({ rows: videos.listForStaff() }));

  routes.post('/videos/files', { preValidation: publisher, bodyLimit: VIDEO_BODY_LIMIT, schema: { body: VideoUploadRequest } }, async (request, reply) => {
    const bytes = Buffer.from(request.body.dataBase64, 'base64');
    const size = checkMp4(bytes);
    reply.code(201);
    return VideoUploadResponse.parse(videos.upload(bytes, uploadName(request.body.name, 'video/mp4'), size, app.staffActor(request)));
  });

  routes.post('/videos', { preValidation: publisher, schema: { body: VideoWrite } }, async (request, reply) => {
    reply.code(201);
    return StaffVideo.parse(videos.create(request.body, app.staffActor(request)));
  });

  routes.put('/videos/:id', { preValidation: publisher, schema: { params: IdParam, body: VideoWrite } }, async (request) => {
    return StaffVideo.parse(videos.update(request.params.id, request.body, app.staffActor(request)));
  });

  routes.delete('/videos/:id', { preValidation: publisher, schema: { params: IdParam } }, async (request, reply) => {
    videos.remove(request.params.id, app.staffActor(request));
    return reply.code(204).send();
  });

  routes.post('/videos/:id/move', { preValidation: publisher, schema: { params: IdParam, body: VideoMove } }, async (request) => {
    return StaffVideoListResponse.parse({ rows: videos.move(request.params.id, request.body, app.staffActor(request)) });
  });
};
export default staffVideoRoutes;
