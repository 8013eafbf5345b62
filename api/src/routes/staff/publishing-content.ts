import type { FastifyPluginAsync } from 'fastify';
import {
  AttachmentKindParams,
  DepartmentNotificationQuery,
  DepartmentNotificationWrite,
  EventWrite,
  IdParam,
  NewsWrite,
  StaffAttachmentsResponse,
  StaffContentListResponse,
  StaffContentQuery,
  StaffDepartmentNotification,
  StaffEvent,
  StaffNews,
} from '@aec/contracts';
import { createContentPublishingRepository } from '../../plugins/app/staff/content-publishing-repository';

/**
 * /api/staff/news, /events, /department-notifications (publisher): the same calls as notices
 * (list with q and page, get, create 201, update, publish/unpublish, delete 204), and
 * /attachments/{kind}/{id}: an item's files with their ids, so that an edit keeps them.
 */
const contentPublishingRoutes: FastifyPluginAsync = async (app) => {
  const content = createContentPublishingRepository(app.db, {
    news: app.news,
    events: app.events,
    departmentNotifications: app.departmentNotifications,
    search: app.searchIndex,
    audit: app.audit,
  });
  const publisher = app.requireRole('publisher');
  const idOf = (params: unknown) => IdParam.parse(params).id;

  app.get('/attachments/:kind/:id', { preHandler: publisher }, async (request) => {
    const { kind, id } = AttachmentKindParams.parse(request.params);
    return StaffAttachmentsResponse.parse({ rows: content.attachments(kind, id) });
  });

  app.get('/news', { preHandler: publisher }, async (request) => StaffContentListResponse.parse(content.listNews(StaffContentQuery.parse(request.query))));
  app.get('/news/:id', { preHandler: publisher }, async (request) => StaffNews.parse(content.getNews(idOf(request.params))));
  app.post('/news', { preHandler: publisher }, async (request, reply) => {
    const input = NewsWrite.parse(request.body);
    reply.code(201);
    return StaffNews.parse(content.createNews(input, app.staffActor(request)));
  });
  app.put('/news/:id', { preHandler: publisher }, async (request) =>
    StaffNews.parse(content.updateNews(idOf(request.params), NewsWrite.parse(request.body), app.staffActor(request))),
  );
  app.post('/news/:id/unpublish', { preHandler: publisher }, async (request) =>
    StaffNews.parse(content.setNewsPublished(idOf(request.params), false, app.staffActor(request))),
  );
  app.post('/news/:id/publish', { preHandler: publisher }, async (request) =>
    StaffNews.parse(content.setNewsPublished(idOf(request.params), true, app.staffActor(request))),
  );
  app.delete('/news/:id', { preHandler: publisher }, async (request, reply) => {
    content.deleteNews(idOf(request.params), app.staffActor(request));
    return reply.code(204).send();
  });

  app.get('/events', { preHandler: publisher }, async (request) => StaffContentListResponse.parse(content.listEvents(StaffContentQuery.parse(request.query))));
  app.get('/events/:id', { preHandler: publisher }, async (request) => StaffEvent.parse(content.getEvent(idOf(request.params))));
  app.post('/events', { preHandler: publisher }, async (request, reply) => {
    const input = EventWrite.parse(request.body);
    reply.code(201);
    return StaffEvent.parse(content.createEvent(input, app.staffActor(request)));
  });
  app.put('/events/:id', { preHandler: publisher }, async (request) =>
    StaffEvent.parse(content.updateEvent(idOf(request.params), EventWrite.parse(request.body), app.staffActor(request))),
  );
  app.post('/events/:id/unpublish', { preHandler: publisher }, async (request) =>
    StaffEvent.parse(content.setEventPublished(idOf(request.params), false, app.staffActor(request))),
  );
  app.post('/events/:id/publish', { preHandler: publisher }, async (request) =>
    StaffEvent.parse(content.setEventPublished(idOf(request.params), true, app.staffActor(request))),
  );
  app.delete('/events/:id', { preHandler: publisher }, async (request, reply) => {
    content.deleteEvent(idOf(request.params), app.staffActor(request));
    return reply.code(204).send();
  });

  app.get('/department-notifications', { preHandler: publisher }, async (request) =>
    StaffContentListResponse.parse(content.listDepartmentNotifications(DepartmentNotificationQuery.parse(request.query))),
  );
  app.get('/department-notifications/:id', { preHandler: publisher }, async (request) =>
    StaffDepartmentNotification.parse(content.getDepartmentNotification(idOf(request.params))),
  );
  app.post('/department-notifications', { preHandler: publisher }, async (request, reply) => {
    const input = DepartmentNotificationWrite.parse(request.body);
    reply.code(201);
    return StaffDepartmentNotification.parse(content.createDepartmentNotification(input, app.staffActor(request)));
  });
  app.put('/department-notifications/:id', { preHandler: publisher }, async (request) =>
    StaffDepartmentNotification.parse(
      content.updateDepartmentNotification(idOf(request.params), DepartmentNotificationWrite.parse(request.body), app.staffActor(request)),
    ),
  );
  app.post('/department-notifications/:id/unpublish', { preHandler: publisher }, async (request) =>
    StaffDepartmentNotification.parse(content.setDepartmentNotificationPublished(idOf(request.params), false, app.staffActor(request))),
  );
  app.post('/department-notifications/:id/publish', { preHandler: publisher }, async (request) =>
    StaffDepartmentNotification.parse(content.setDepartmentNotificationPublished(idOf(request.params), true, app.staffActor(request))),
  );
  app.delete('/department-notifications/:id', { preHandler: publisher }, async (request, reply) => {
    content.deleteDepartmentNotification(idOf(request.params), app.staffActor(request));
    return reply.code(204).send();
  });
};
export default contentPublishingRoutes;
