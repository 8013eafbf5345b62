import { Link, Route, Routes, useParams } from 'react-router';
import { NotFoundRedirect, PageHeader, useT } from '@aec/ui';
import { NAMESPACE } from '../../messages/catalogue';
import { NoticeBoard } from './components/notice-board';
import { TenderPanel } from './components/tender-panel';
import { NoticeDetail, NoticeNotFound } from './components/notice-detail';
import { TenderDetail, TenderNotFound } from './components/tender-detail';
import { PagedNoticeList } from './components/paged-notice-list';
import { ArchiveSearchPage } from '../archive/components/archive-search-page';
import { NoticeAlerts } from '../alerts/components/notice-alerts';
import { AttachmentViewerPage } from '../attachments/lazy-attachment-viewer';

function NotificationsHome() {
  const t = useT(NAMESPACE);
  return (
    <>
      <PageHeader title={t('common.notifications')} lead={t('notifications.lead')}>
        <p className="nt-page-links">
          <Link to="/notifications-all">{t('notifications.allPaged')}</Link>
          <Link to="/notifications/archive">{t('notifications.searchArchive')}</Link>
        </p>
      </PageHeader>
      <div className="nt-columns">
        <TenderPanel />
        <NoticeBoard />
      </div>
      <NoticeAlerts />
    </>
  );
}

/** The id in the address, and the number it names (null when it names none: that is a 404 too). */
function useIdParam(): { text: string; id: number | null } {
  const { id: text = '' } = useParams();
  const n = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  return { text, id: Number.isSafeInteger(n) && n >= 1 ? n : null };
}

function NoticeDetailPage() {
  const t = useT(NAMESPACE);
  const { text, id } = useIdParam();
  return (
    <div className="nt-detail-layout">
      {/* key: a new id is a new notice, never the old one's state */}
      {id === null ? <NoticeNotFound id={text} /> : <NoticeDetail key={id} id={id} />}
      <aside aria-label={t('notifications.otherNotices')}>
        <NoticeBoard title={t('notifications.moreNotices')} currentId={id ?? undefined} />
      </aside>
    </div>
  );
}

function TenderDetailPage() {
  const t = useT(NAMESPACE);
  const { text, id } = useIdParam();
  return (
    <div className="nt-detail-layout">
      {id === null ? <TenderNotFound id={text} /> : <TenderDetail key={id} id={id} />}
      <aside aria-label={t('notifications.otherTenders')}>
        <TenderPanel currentId={id ?? undefined} />
      </aside>
    </div>
  );
}

/** /notifications, /notifications/notice, /notifications/tender, their {id} details and the archive. */
export function NotificationsRoutes() {
  const t = useT(NAMESPACE);
  return (
    <div className="container page">
      <Routes>
        <Route index element={<NotificationsHome />} />
        <Route
          path="notice"
          element={
            <>
              <PageHeader title={t('notices.board')} lead={t('notifications.noticeBoardLead')} />
              <NoticeBoard title={t('notices.title')} />
              <NoticeAlerts />
            </>
          }
        />
        <Route
          path="tender"
          element={
            <>
              <PageHeader title={t('tenders.title')} lead={t('notifications.tendersLead')} />
              <TenderPanel />
            </>
          }
        />
        <Route path="notice/:id" element={<NoticeDetailPage />} />
        <Route path="tender/:id" element={<TenderDetailPage />} />
        <Route path="notice/:id/attachment/:n" element={<AttachmentViewerPage kind="notice" />} />
        <Route path="tender/:id/attachment/:n" element={<AttachmentViewerPage kind="tender" />} />
        <Route path="archive" element={<ArchiveSearchPage />} />
        <Route path="*" element={<NotFoundRedirect />} />
      </Routes>
    </div>
  );
}

export function NotificationsAllPage() {
  return <PagedNoticeList />;
}
