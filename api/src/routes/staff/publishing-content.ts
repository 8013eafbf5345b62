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
  type WorkflowKind,
} from '@aec/contracts';
import { toFileRef } from '../../plugins/app/files/file-repository';
import type { AttachmentKind } from '../../plugins/app/staff/content-publishing-repository';
import { registerPublishableRoutes, withHeldChange } from './publishable-routes';
import type { ZodTypeProvider } from '../../lib/route-schemas';

/**
 * /api/staff/news, /events, /department-notifications (publisher): the same calls as notices
 * (list with q and page, get, create 201, update, publish/unpublish, delete 204), and
 * /attachments/{kind}/{id}: an item's files with their ids, so that an edit keeps them.
 */
const contentPublishingRoutes: FastifyPluginAsync = async (app) => {
  const content = app.contentPublishing;
  const publisher = app.requireRole('publisher');

  // The editor opens on a change that waits (decision 201), so it lists that change's files, not the live item's.
  const heldOf = {
    notices: ['notices', app.publishing.getNotice],
    tenders: ['tenders', app.publishing.getTender],
    news: ['news', content.news.get],
    events: ['events', content.events.get],
    'department-notifications': ['department_notices', content.departmentNotifications.get],
  } satisfies Record<AttachmentKind, [WorkflowKind, (id: number) => unknown]>;
  const heldFiles = (kind: AttachmentKind, id: number) => {
    const [workflowKind, get] = heldOf[kind];
    const held = withHeldChange(app, workflowKind, get(id) as object) as { held?: { draft: Record<string, unknown> } };
    if (!held.held) return undefined;
    const { fileIds, images } = held.held.draft as { fileIds?: number[]; images?: Array<{ fileId: number; alt: string }> };
    const wanted = images ?? (fileIds ?? []).map((fileId) => ({ fileId, alt: undefined }));
    return wanted.flatMap(({ fileId, alt }) => {
      const file = app.files.get(fileId);
      return file ? [{ id: file.id, ...toFileRef(file), ...(alt === undefined ? {} : { alt }) }] : [];
    });
  };

  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/attachments/:kind/:id', { preValidation: publisher, schema: { params: AttachmentKindParams } }, async (request) => {
      const { kind, id } = request.params;
      const { attachmentText } = app;
      return StaffAttachmentsResponse.parse({
        rows: (heldFiles(kind, id) ?? content.attachments(kind, id)).map((file) => ({ ...file, text: attachmentText.stateOfUrl(file.url) })),
        ocrOff: attachmentText.ocr.on ? undefined : attachmentText.ocr.reason,
      });
    });

  registerPublishableRoutes(app, publisher, {
    path: '/news',
    workflowKind: 'news',
    query: StaffTranslatedContentQuery,
    write: NewsWrite,
    item: StaffNews,
    repository: content.news,
  });
  registerPublishableRoutes(app, publisher, {
    path: '/events',
    workflowKind: 'events',
    query: StaffTranslatedContentQuery,
    write: EventWrite,
    item: StaffEvent,
    repository: content.events,
  });
  registerPublishableRoutes(app, publisher, {
    path: '/department-notifications',
    workflowKind: 'department_notices',
    query: DepartmentNotificationQuery,
    write: DepartmentNotificationWrite,
    item: StaffDepartmentNotification,
    repository: content.departmentNotifications,
  });
};
export default contentPublishingRoutes;
