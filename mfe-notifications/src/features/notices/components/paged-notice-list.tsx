import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '@aec/ui';
import { NoticeItem } from './notice-item';
import { hasNextPage, lastPageOf, pageFromQuery, useNoticePage } from '../hooks/use-notice-page';

function PageControls({ page, canGoBack, canGoOn, label, onGo, lastPage }: {
  page: number;
  canGoBack: boolean;
  canGoOn: boolean;
  label: string;
  lastPage: number | undefined;
  onGo: (page: number) => void;
}) {
  return (
    <nav className="nt-pager" aria-label={label}>
      <button type="button" className="button button--secondary" disabled={!canGoBack} onClick={() => onGo(Math.max(1, page - 1))}>
        Previous Page
      </button>
      <span className="nt-pager__where">
        Page {page}
        {lastPage !== undefined && ` of ${lastPage}`}
      </span>
      <button type="button" className="button button--secondary" disabled={!canGoOn} onClick={() => onGo(page + 1)}>
        Next Page
      </button>
    </nav>
  );
}

/** /notifications-all: every notice, 20 a page, the page kept in the address (?page=3) so Back works. */
export function PagedNoticeList() {
  const [params, setParams] = useSearchParams();
  const page = pageFromQuery(params.get('page'));
  const resource = useNoticePage(page);
  const listTop = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const rows = resource.status === 'ready' ? resource.data.rows : [];
  const total = resource.status === 'ready' ? resource.data.total : undefined;
  const lastPage = lastPageOf(total);
  const canGoOn = resource.status === 'ready' && hasNextPage(page, rows.length, total);
  const canGoBack = page > 1;

  const go = (next: number) => {
    moved.current = true;
    setParams(next <= 1 ? {} : { page: String(next) });
  };

  // After a page change the reader lands on the new list, not at the bottom control they pressed.
  useEffect(() => {
    if (moved.current && resource.status === 'ready') {
      moved.current = false;
      listTop.current?.focus();
      listTop.current?.scrollIntoView({ block: 'start' });
    }
  }, [resource.status, page]);

  const controls = (label: string) => (
    <PageControls page={page} canGoBack={canGoBack} canGoOn={canGoOn} lastPage={lastPage} label={label} onGo={go} />
  );

  return (
    <div className="container page">
      <PageHeader
        title="All Notifications"
        documentTitle={page > 1 ? `All Notifications, page ${page}` : undefined}
        lead="Every notice of the college, newest first, twenty to a page."
      />
      {controls('Pages of notices, top')}
      <h2 className="visually-hidden" ref={listTop} tabIndex={-1}>
        Notices, page {page}
      </h2>
      {resource.status === 'loading' && <LoadingState label={`Loading page ${page}…`} minHeight="40vh" />}
      {resource.status === 'failed' && <ErrorState title={`Page ${page} of the notices could not be loaded`} message={resource.error} onRetry={resource.retry} />}
      {resource.status === 'ready' && rows.length === 0 && (
        <EmptyState>{page === 1 ? 'There are no notices at the moment.' : `There are no notices on page ${page}.`}</EmptyState>
      )}
      {rows.length > 0 && (
        <ol className="nt-list nt-list--paged" start={(page - 1) * 20 + 1}>
          {rows.map((notice) => (
            <li key={notice.id}>
              <NoticeItem notice={notice} />
            </li>
          ))}
        </ol>
      )}
      {controls('Pages of notices, bottom')}
    </div>
  );
}
