import { Navigate, Route, Routes } from 'react-router';
import { PageHeader } from '@aec/ui';

export function EventsRoutes() {
  return (
    <div className="container page">
      <Routes>
        <Route index element={<PageHeader title="Events" lead="Upcoming and past events at the college." />} />
        <Route path="eventlist/:id" element={<PageHeader title="Event" />} />
        <Route path="*" element={<Navigate to="/404" replace />} />
      </Routes>
    </div>
  );
}
