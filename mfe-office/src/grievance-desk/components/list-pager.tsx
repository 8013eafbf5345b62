import { Link } from 'react-router';

interface ListPagerProps {
  page: number;
  pages: number;
  linkTo: (page: number) => string;
}

/** Previous and next as links, so each page has its own URL. */
export function ListPager({ page, pages, linkTo }: ListPagerProps) {
  if (pages <= 1) return null;
  return (
    <nav className="desk-pager" aria-label="Pages of the list">
      {page > 1 ? (
        <Link to={linkTo(page - 1)} rel="prev">
          ← Previous page
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link to={linkTo(page + 1)} rel="next">
          Next page →
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
    </nav>
  );
}
