import { Route, Routes } from 'react-router';
import { NotFoundRedirect } from '@aec/ui';
import { EventsListPage } from './components/events-list-page';
import { EventDetailPage } from './components/event-detail-page';
import { AttachmentViewerPage } from '../attachments/lazy-attachment-viewer';

export function EventsRoutes() {
  return (
    <div className="container page">
      <Routes>
        <Route index element={<EventsListPage />} />
        <Route path="eventlist/:id" element={<EventDetailPage />} />
        <Route path="eventlist/:id/attachment/:n" element={<AttachmentViewerPage kind="event" />} />
        <Route path="*" element={<NotFoundRedirect />} />
      </Routes>
    </div>
  );
}
