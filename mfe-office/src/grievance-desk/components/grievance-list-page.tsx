import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '@aec/ui';
import { deskErrorMessage, useGrievanceList } from '../api/use-grievance-desk';
import { filtersFromSearchParams, filtersToSearchParams, grievanceListPath, hasActiveFilters, NO_FILTERS, type DeskFilters } from '../desk-filters';
import { GrievanceFilterForm } from './grievance-filter-form';
import { GrievanceTable } from './grievance-table';
import { ListPager } from './list-pager';

/** /admin/grievances: search, filters (in the URL) and the paged list. */
export function GrievanceListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearchParams(searchParams);
  const query = filtersToSearchParams(filters).toString();
  const { loaded, retry } = useGrievanceList(grievanceListPath(filters));
  const narrowed = hasActiveFilters(filters);

  const apply = (next: DeskFilters) => setSearchParams(filtersToSearchParams(next));
  const pageLink = (page: number) => {
    const q = filtersToSearchParams({ ...filters, page }).toString();
    return q ? `?${q}` : '.';
  };

  const data = loaded.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const overdueDays = data?.overdueDays;

  return (
    <div className="desk-list">
      <PageHeader
        title="Grievance desk"
        lead={
          overdueDays !== undefined
            ? `Grievances filed with the college. A grievance not disposed within ${overdueDays} days of the filer's final submit is overdue.`
            : 'Grievances filed with the college, newest first.'
        }
      />
      {/* A new URL (back, forward, a link) starts the form from it again. */}
      <GrievanceFilterForm key={query} filters={filters} onApply={apply} />

      <section className="desk-results" aria-labelledby="desk-results-heading" aria-busy={loaded.state === 'loading'}>
        <h2 id="desk-results-heading" className="desk-results__heading">
          {data ? resultSentence(data.total, narrowed) : 'Grievances'}
        </h2>
        {loaded.state === 'failed' && <ErrorState title="The list could not be loaded" message={deskErrorMessage(loaded.error)} onRetry={retry} />}
        {!data && loaded.state === 'loading' && <LoadingState label="Loading grievances…" />}
        {data && data.rows.length === 0 && (
          <EmptyState>
            {narrowed ? (
              <>
                <p>No grievance matches this search and these filters.</p>
                <button type="button" className="button button--secondary" onClick={() => apply(NO_FILTERS)}>
                  Show all grievances
                </button>
              </>
            ) : filters.page > 1 ? (
              <p>There is no page {filters.page}.</p>
            ) : (
              <p>No grievances have been filed yet.</p>
            )}
          </EmptyState>
        )}
        {data && data.rows.length > 0 && (
          <>
            <GrievanceTable
              rows={data.rows}
              overdueDays={data.overdueDays}
              listSearch={query ? `?${query}` : ''}
              busy={loaded.state === 'loading'}
              caption={`Grievances, newest first${pages > 1 ? `: page ${filters.page} of ${pages}` : ''}`}
            />
            <ListPager page={filters.page} pages={pages} linkTo={pageLink} />
          </>
        )}
      </section>
    </div>
  );
}

function resultSentence(total: number, narrowed: boolean): string {
  const count = `${total} grievance${total === 1 ? '' : 's'}`;
  return narrowed ? `${count} found` : `${count} in all`;
}
