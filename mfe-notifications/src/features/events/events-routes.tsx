import { Navigate, Route, Routes } from 'react-router';
import { EventsListPage } from './components/events-list-page';
import { EventDetailPage } from './components/event-detail-page';

export function EventsRoutes() {
  return (
    <div className="container page">
      <Routes>
        <Route index element={<EventsListPage />} />
        <Route path="eventlist/:id" element={<EventDetailPage />} />
        <Route path="*" element={<Navigate to="/404" replace />} />
      </Routes>
    </div>
  );
}
