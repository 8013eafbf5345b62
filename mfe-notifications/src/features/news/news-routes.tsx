import { Navigate, Route, Routes } from 'react-router';
import { PageHeader } from '@aec/ui';

export function NewsRoutes() {
  return (
    <div className="container page">
      <Routes>
        <Route index element={<PageHeader title="News" lead="News from Assam Engineering College." />} />
        <Route path="newslist/:id" element={<PageHeader title="News" />} />
        <Route path="*" element={<Navigate to="/404" replace />} />
      </Routes>
    </div>
  );
}
