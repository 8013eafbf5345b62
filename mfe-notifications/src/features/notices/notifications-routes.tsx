import { Navigate, Route, Routes, useParams } from 'react-router';
import { PageHeader } from '@aec/ui';

function NoticeDetailPage({ kind }: { kind: 'notice' | 'tender' }) {
  const { id } = useParams();
  return <PageHeader title={kind === 'notice' ? 'Notice' : 'Tender'} documentTitle={`${kind === 'notice' ? 'Notice' : 'Tender'} ${id}`} />;
}

/** /notifications, /notifications/notice, /notifications/tender and their {id} details. */
export function NotificationsRoutes() {
  return (
    <div className="container page">
      <Routes>
        <Route index element={<PageHeader title="Notifications" lead="Tenders and notices of the college." />} />
        <Route path="notice" element={<PageHeader title="Notice Board" />} />
        <Route path="tender" element={<PageHeader title="Tenders" />} />
        <Route path="notice/:id" element={<NoticeDetailPage kind="notice" />} />
        <Route path="tender/:id" element={<NoticeDetailPage kind="tender" />} />
        <Route path="*" element={<Navigate to="/404" replace />} />
      </Routes>
    </div>
  );
}

export function NotificationsAllPage() {
  return (
    <div className="container page">
      <PageHeader title="All Notifications" lead="Every notice of the college, twenty to a page." />
    </div>
  );
}
