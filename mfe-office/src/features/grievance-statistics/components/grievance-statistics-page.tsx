import { useMemo } from 'react';
import { Link } from 'react-router';
import { GrievanceStatsResponse } from '@aec/contracts';
import { EmptyState, ErrorState, LoadingState, useResource, usePageNow } from '@aec/ui';
import { everyMonth, formatMonth, totalsOf } from '../monthly-statistics';
import { MonthlyBarChart } from './monthly-bar-chart';
import '../grievance-statistics.css';

const CHART_MONTHS = 12;

/**
 * /office/grievance-statistics: public monthly counts of grievances; no personal data reaches this
 * page. Read with useResource, so the table is in the server's HTML and hydration fetches nothing.
 */
export function GrievanceStatisticsPage() {
  const loaded = useResource('/api/grievance-stats', { schema: GrievanceStatsResponse });
  const answer = loaded.data;
  const now = usePageNow();
  const months = useMemo(() => (answer ? everyMonth(answer.months, now) : []), [answer, now]);
  const totals = useMemo(() => totalsOf(months), [months]);

  if (loaded.status === 'loading') return <LoadingState label="Loading the statistics…" />;
  if (loaded.status === 'failed') return <ErrorState title="The statistics could not be loaded" message={loaded.error} onRetry={loaded.retry} />;

  const stats = loaded.data;
  return (
    <div className="grievance-stats">
      <div className="prose">
        <p>
          Each row counts the grievances whose details were submitted in that month (India time). <strong>Received</strong> is all of them;{' '}
          <strong>disposed</strong> and <strong>pending</strong> are where those grievances stand today: disposed ones have been closed with an
          answer to the filer, pending ones are still being dealt with. A grievance is <strong>overdue</strong> when it is not disposed within{' '}
          {stats.overdueDays} days of its details being submitted.
        </p>
        <p className="note">Only counts are published here: no names, email addresses, subjects or registration numbers. The numbers are refreshed every few minutes.</p>
      </div>

      {months.length === 0 ? (
        <EmptyState>
          <p>No grievances have been submitted yet, so there is nothing to count.</p>
        </EmptyState>
      ) : (
        <>
          <dl className="figures figures--large stats-figures">
            <div>
              <dt>Received</dt>
              <dd>{totals.received}</dd>
            </div>
            <div>
              <dt>Disposed</dt>
              <dd>{totals.disposed}</dd>
            </div>
            <div>
              <dt>Pending</dt>
              <dd>{totals.pending}</dd>
            </div>
            <div>
              <dt>Overdue now</dt>
              <dd>{stats.overdue}</dd>
            </div>
          </dl>
          <p className="note">
            Totals of the {months.length} month{months.length === 1 ? '' : 's'} below. Overdue now: pending grievances older than {stats.overdueDays} days.
          </p>

          <div className="stats-layout">
            <div className="table-scroll" role="region" aria-labelledby="grievance-stats-caption" tabIndex={0}>
              <table className="data data--fit stats-table">
                <caption id="grievance-stats-caption" className="table-caption">
                  Grievances by month, newest first
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Month</th>
                    <th scope="col">Received</th>
                    <th scope="col">Disposed</th>
                    <th scope="col">Pending</th>
                  </tr>
                </thead>
                <tbody>
                  {months.map((m) => (
                    <tr key={m.month}>
                      <th scope="row">
                        <time dateTime={m.month}>
                          <span className="stats-month--long">{formatMonth(m.month)}</span>
                          <span className="stats-month--short">{formatMonth(m.month).replace(/^(\w{3})\w*/, '$1')}</span>
                        </time>
                      </th>
                      <td>{m.received}</td>
                      <td>{m.disposed}</td>
                      <td>{m.pending}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">Total</th>
                    <td>{totals.received}</td>
                    <td>{totals.disposed}</td>
                    <td>{totals.pending}</td>
                  </tr>
                </tfoot>
              </table>
            </div>
            <MonthlyBarChart months={months.slice(0, CHART_MONTHS)} />
          </div>
        </>
      )}

      <p className="grievance-aside">
        <Link to="/office/complain">Submit a grievance</Link> or <Link to="/office/status">check the status of yours</Link>.
      </p>
    </div>
  );
}
