import { useState } from 'react';
import type { PageReviewsResponse } from '@aec/contracts';
import { ErrorState, LoadingState, usePageTitle, useStaffConsole } from '@aec/ui';
import { shellPages } from '../../data/site-pages';
import { BusyButton } from '../console-fields';
import { formatDateTime } from '../console-format';
import { useStaffList } from '../use-staff-list';

/** The institutional pages whose public "Last reviewed" line this screen sets: the shell's listed pages, not its sign-in forms. */
const reviewedPages = shellPages.filter((p) => p.feature !== 'login' && p.inSitemap !== false);

/** GIGW: staff check an institutional page and mark it reviewed today; the page's footer says so at once. */
export default function PageReviewsScreen() {
  usePageTitle('Page reviews – Staff console');
  const { request, can } = useStaffConsole();
  const reviews = useStaffList<PageReviewsResponse>('/workflow/page-reviews');
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const byPath = new Map(reviews.data?.pages.map((p) => [p.path, p]));
  const mark = (path: string, title: string) => {
    setBusy(path);
    request('/workflow/page-reviews', { method: 'POST', body: { path } })
      .then(
        () => setOutcome({ ok: true, message: `“${title}” is marked reviewed today: its page says so now.` }),
        () => setOutcome({ ok: false, message: `“${title}” could not be marked reviewed. Try again.` }),
      )
      .finally(() => {
        setBusy(null);
        reviews.reload();
      });
  };
  return (
    <section className="console-screen">
      <h1>Page reviews</h1>
      <p className="console-lead">
        Each institutional page shows when it was last reviewed. Read the page, correct it if needed, then mark it reviewed. A page never reviewed shows its
        last update.
      </p>
      <div role="status">{outcome?.ok && <p className="console-alert console-alert--success">{outcome.message}</p>}</div>
      <div role="alert">{outcome && !outcome.ok && <p className="console-alert console-alert--error">{outcome.message}</p>}</div>
      {reviews.status === 'failed' && <ErrorState message={reviews.message} onRetry={reviews.reload} />}
      {!reviews.data && reviews.status === 'loading' && <LoadingState label="Loading the pages…" />}
      {reviews.data && (
        <table className="console-table">
          <caption className="visually-hidden">Institutional pages and when each was last reviewed</caption>
          <thead>
            <tr>
              <th scope="col">Page</th>
              <th scope="col">Last reviewed</th>
              <th scope="col">
                <span className="visually-hidden">Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {reviewedPages.map((page) => {
              const review = byPath.get(page.path);
              return (
                <tr key={page.path}>
                  <th scope="row">
                    <a href={page.path} target="_blank" rel="noopener">
                      {page.title}
                    </a>
                  </th>
                  <td>{review ? `${formatDateTime(review.reviewedAt)} by ${review.reviewedBy}` : `Never (last updated ${page.updated})`}</td>
                  <td>
                    {can('publisher') && (
                      <BusyButton
                        type="button"
                        className="button button--secondary"
                        busy={busy === page.path}
                        busyLabel="Marking…"
                        aria-label={`Mark reviewed: ${page.title}`}
                        onClick={() => mark(page.path, page.title)}
                      >
                        Mark reviewed
                      </BusyButton>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
