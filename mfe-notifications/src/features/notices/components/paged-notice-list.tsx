import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState, LoadingState, PageHeader, useDateFormats, useFailureText, useT } from '@aec/ui';
import { NAMESPACE } from '../../../messages/catalogue';
import { NoticeItem } from './notice-item';
import { hasNextPage, lastPageOf, pageFromQuery, useNoticePage } from '../hooks/use-notice-page';

function PageControls({
  page,
  canGoBack,
  canGoOn,
  label,
  onGo,
  lastPage,
}: {
  page: number;
  canGoBack: boolean;
  canGoOn: boolean;
  label: string;
  lastPage: number | undefined;
  onGo: (page: number) => void;
}) {
  const t = useT(NAMESPACE);
  const formats = useDateFormats();
  const where = { page: formats.number(page), last: lastPage === undefined ? '' : formats.number(lastPage) };
  return (
    <nav className="nt-pager" aria-label={label}>
      <button type="button" className="button button--secondary" disabled={!canGoBack} onClick={() => onGo(Math.max(1, page - 1))}>
        {t('paged.previous')}
      </button>
      <span className="nt-pager__where">{lastPage === undefined ? t('paged.page', where) : t('paged.pageOf', where)}</span>
      <button type="button" className="button button--secondary" disabled={!canGoOn} onClick={() => onGo(page + 1)}>
        {t('paged.next')}
      </button>
    </nav>
  );
}

/** /notifications-all: every notice, 20 a page, the page kept in the address (?page=3) so Back works. */
export function PagedNoticeList() {
  const t = useT(NAMESPACE);
  const formats = useDateFormats();
  const failureText = useFailureText();
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

  const controls = (label: string) => <PageControls page={page} canGoBack={canGoBack} canGoOn={canGoOn} lastPage={lastPage} label={label} onGo={go} />;

  const pageText = { page: formats.number(page) };
  return (
    <div className="container page">
      <PageHeader title={t('paged.title')} documentTitle={page > 1 ? t('paged.titlePage', pageText) : undefined} lead={t('paged.lead')} />
      {controls(t('paged.pagesTop'))}
      <h2 className="visually-hidden" ref={listTop} tabIndex={-1}>
        {t('paged.listHeading', pageText)}
      </h2>
      {resource.status === 'loading' && <LoadingState label={t('paged.loading', pageText)} minHeight="40vh" />}
      {resource.status === 'failed' && (
        <ErrorState title={t('paged.failed', pageText)} message={failureText(resource.error, resource.httpStatus)} onRetry={resource.retry} />
      )}
      {resource.status === 'ready' && rows.length === 0 && <EmptyState>{page === 1 ? t('paged.empty') : t('paged.emptyPage', pageText)}</EmptyState>}
      {rows.length > 0 && (
        <ol className="nt-list nt-list--paged" start={(page - 1) * 20 + 1}>
          {rows.map((notice) => (
            <li key={notice.id}>
              <NoticeItem notice={notice} />
            </li>
          ))}
        </ol>
      )}
      {controls(t('paged.pagesBottom'))}
    </div>
  );
}
