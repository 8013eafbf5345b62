import type { FastifyPluginAsync } from 'fastify';
import {
  AttachmentKindParams,
  DepartmentNotificationQuery,
  DepartmentNotificationWrite,
  EventWrite,
  NewsWrite,
  StaffAttachmentsResponse,
  StaffDepartmentNotification,
  StaffEvent,
  StaffNews,
  StaffTranslatedContentQuery,
} from '@aec/contracts';
import { registerPublishableRoutes } from './publishable-routes';
import type { ZodTypeProvider } from '../../lib/route-schemas';

/**
 * /api/staff/news, /events, /department-notifications (publisher): the same calls as notices
 * (list with q and page, get, create 201, update, publish/unpublish, delete 204), and
 * /attachments/{kind}/{id}: an item's files with their ids, so that an edit keeps them.
 */
const contentPublishingRoutes: FastifyPluginAsync = async (app) => {
  const content = app.contentPublishing;
  const publisher = app.requireRole('publisher');

  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/attachments/:kind/:id', { preValidation: publisher, schema: { params: AttachmentKindParams } }, async (request) => {
      const { kind, id } = request.params;
      const { attachmentText } = app;
      return StaffAttachmentsResponse.parse({
        rows: content.attachments(kind, id).map((file) => ({ ...file, text: attachmentText.stateOfUrl(file.url) })),
        ocrOff: attachmentText.ocr.on ? undefined : attachmentText.ocr.reason,
      });
    });

  registerPublishableRoutes(app, publisher, { path: '/news', query: StaffTranslatedContentQuery, write: NewsWrite, item: StaffNews, repository: content.news });
  registerPublishableRoutes(app, publisher, {
    path: '/events',
    query: StaffTranslatedContentQuery,
    write: EventWrite,
    item: StaffEvent,
    repository: content.events,
  });
  registerPublishableRoutes(app, publisher, {
    path: '/department-notifications',
    query: DepartmentNotificationQuery,
    write: DepartmentNotificationWrite,
    item: StaffDepartmentNotification,
    repository: content.departmentNotifications,
  });
};
export default contentPublishingRoutes;
