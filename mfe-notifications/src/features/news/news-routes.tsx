import { Navigate, Route, Routes } from 'react-router';
import { NewsListPage } from './components/news-list-page';
import { NewsDetailPage } from './components/news-detail-page';

export function NewsRoutes() {
  return (
    <div className="container page">
      <Routes>
        <Route index element={<NewsListPage />} />
        <Route path="newslist/:id" element={<NewsDetailPage />} />
        <Route path="*" element={<Navigate to="/404" replace />} />
      </Routes>
    </div>
  );
}
