import { Link, useLocation } from 'react-router';

interface PagerProps {
  page: number;
  total: number;
  pageSize: number;
  /** What is counted, e.g. ['entry', 'entries']. */
  noun: [string, string];
}

/** Previous and next as links (the page lives in the address, so Back and bookmarks work). */
export function ConsolePager({ page, total, pageSize, noun }: PagerProps) {
  const location = useLocation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const to = (n: number) => {
    const params = new URLSearchParams(location.search);
    if (n <= 1) params.delete('page');
    else params.set('page', String(n));
    const search = params.toString();
    return `${location.pathname}${search ? `?${search}` : ''}`;
  };
  return (
    <nav className="console-pager" aria-label="Pages">
      <p>
        Page {Math.min(page, pages)} of {pages} ({total} {total === 1 ? noun[0] : noun[1]})
      </p>
      {page > 1 && (
        <Link className="button button--secondary" to={to(Math.min(page - 1, pages))}>
          Previous page
        </Link>
      )}
      {page < pages && (
        <Link className="button button--secondary" to={to(page + 1)}>
          Next page
        </Link>
      )}
    </nav>
  );
}

/** The page number of the address: a whole number of at least 1, else 1. */
export function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}
