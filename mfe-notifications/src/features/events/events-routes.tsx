import { Route, Routes } from 'react-router';
import { NotFoundRedirect } from '@aec/ui';
import { EventsListPage } from './components/events-list-page';
import { EventDetailPage } from './components/event-detail-page';

export function EventsRoutes() {
  return (
    <div className="container page">
      <Routes>
        <Route index element={<EventsListPage />} />
        <Route path="eventlist/:id" element={<EventDetailPage />} />
        <Route path="*" element={<NotFoundRedirect />} />
      </Routes>
    </div>
  );
}
