import { Link, Route, Routes, useParams } from 'react-router';
import { NotFoundRedirect, PageHeader } from '@aec/ui';
import { NoticeBoard } from './components/notice-board';
import { TenderPanel } from './components/tender-panel';
import { NoticeDetail, NoticeNotFound } from './components/notice-detail';
import { TenderDetail, TenderNotFound } from './components/tender-detail';
import { PagedNoticeList } from './components/paged-notice-list';
import { ArchiveSearchPage } from '../archive/components/archive-search-page';

function NotificationsHome() {
  return (
    <>
      <PageHeader title="Notifications" lead="Tenders and notices of Assam Engineering College, newest first.">
        <p className="nt-page-links">
          <Link to="/notifications-all">All notices, page by page</Link>
          <Link to="/notifications/archive">Search the archive</Link>
        </p>
      </PageHeader>
      <div className="nt-columns">
        <TenderPanel />
        <NoticeBoard />
      </div>
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
  const { text, id } = useIdParam();
  return (
    <div className="nt-detail-layout">
      {/* key: a new id is a new notice, never the old one's state */}
      {id === null ? <NoticeNotFound id={text} /> : <NoticeDetail key={id} id={id} />}
      <aside aria-label="Other notices">
        <NoticeBoard title="More notices" currentId={id ?? undefined} />
      </aside>
    </div>
  );
}

function TenderDetailPage() {
  const { text, id } = useIdParam();
  return (
    <div className="nt-detail-layout">
      {id === null ? <TenderNotFound id={text} /> : <TenderDetail key={id} id={id} />}
      <aside aria-label="Other tenders">
        <TenderPanel currentId={id ?? undefined} />
      </aside>
    </div>
  );
}

/** /notifications, /notifications/notice, /notifications/tender, their {id} details and the archive. */
export function NotificationsRoutes() {
  return (
    <div className="container page">
      <Routes>
        <Route index element={<NotificationsHome />} />
        <Route
          path="notice"
          element={
            <>
              <PageHeader title="Notice Board" lead="Notices of the college and its projects. Type in the box to find one by its title." />
              <NoticeBoard title="Notices" />
            </>
          }
        />
        <Route
          path="tender"
          element={
            <>
              <PageHeader title="Tenders" lead="Tenders and quotations of the college, with their corrigenda." />
              <TenderPanel />
            </>
          }
        />
        <Route path="notice/:id" element={<NoticeDetailPage />} />
        <Route path="tender/:id" element={<TenderDetailPage />} />
        <Route path="archive" element={<ArchiveSearchPage />} />
        <Route path="*" element={<NotFoundRedirect />} />
      </Routes>
    </div>
  );
}

export function NotificationsAllPage() {
  return <PagedNoticeList />;
}
