import { Route, Routes } from 'react-router';
import { NotFoundRedirect } from '@aec/ui';
import { NewsListPage } from './components/news-list-page';
import { NewsDetailPage } from './components/news-detail-page';

export function NewsRoutes() {
  return (
    <div className="container page">
      <Routes>
        <Route index element={<NewsListPage />} />
        <Route path="newslist/:id" element={<NewsDetailPage />} />
        <Route path="*" element={<NotFoundRedirect />} />
      </Routes>
    </div>
  );
}
