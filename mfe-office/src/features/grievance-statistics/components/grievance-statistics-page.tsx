import { useMemo } from 'react';
import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState, useDateFormats, useResource, usePageNow, MarkedText } from '@aec/ui';
import { useOfficeT } from '../../../messages/hooks';
import { useMonthNames } from '../month-names';
import { everyMonth, totalsOf } from '../monthly-statistics';
import { MonthlyBarChart } from './monthly-bar-chart';
import '../grievance-statistics.css';
import { grievanceStatsAnswer } from '../../../api/answer-checks';

const CHART_MONTHS = 12;

/**
 * /office/grievance-statistics: public monthly counts of grievances; no personal data reaches this
 * page. Read with useResource, so the table is in the server's HTML and hydration fetches nothing.
 */
export function GrievanceStatisticsPage() {
  const t = useOfficeT();
  const formats = useDateFormats();
  const monthNames = useMonthNames();
  const n = formats.number;
  const loaded = useResource('/api/grievance-stats', { schema: grievanceStatsAnswer });
  const answer = loaded.data;
  const now = usePageNow();
  const months = useMemo(() => (answer ? everyMonth(answer.months, now) : []), [answer, now]);
  const totals = useMemo(() => totalsOf(months), [months]);

  if (loaded.status === 'loading') return <LoadingState label={t('stats.loading')} />;
  if (loaded.status === 'failed') return <ErrorState title={t('stats.failed')} message={loaded.error} onRetry={loaded.retry} retryLabel={t('common.retry')} />;

  const stats = loaded.data;
  return (
    <div className="grievance-stats">
      <div className="prose">
        <p>
          <MarkedText text={t('stats.explain', { days: n(stats.overdueDays) })} parts={{ b: (words) => <strong>{words}</strong> }} />
        </p>
        <p className="note">{t('stats.privacy')}</p>
      </div>

      {months.length === 0 ? (
        <EmptyState>
          <p>{t('stats.empty')}</p>
        </EmptyState>
      ) : (
        <>
          <dl className="figures figures--large stats-figures">
            <div>
              <dt>{t('stats.received')}</dt>
              <dd>{n(totals.received)}</dd>
            </div>
            <div>
              <dt>{t('stats.disposed')}</dt>
              <dd>{n(totals.disposed)}</dd>
            </div>
            <div>
              <dt>{t('stats.pending')}</dt>
              <dd>{n(totals.pending)}</dd>
            </div>
            <div>
              <dt>{t('stats.overdueNow')}</dt>
              <dd>{n(stats.overdue)}</dd>
            </div>
          </dl>
          <p className="note">{t('stats.totals', { count: months.length, number: n(months.length), days: n(stats.overdueDays) })}</p>

          <div className="stats-layout">
            <div className="table-scroll" role="region" aria-labelledby="grievance-stats-caption" tabIndex={0}>
              <table className="data data--fit stats-table">
                <caption id="grievance-stats-caption" className="table-caption">
                  {t('stats.caption')}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t('stats.month')}</th>
                    <th scope="col">{t('stats.received')}</th>
                    <th scope="col">{t('stats.disposed')}</th>
                    <th scope="col">{t('stats.pending')}</th>
                  </tr>
                </thead>
                <tbody>
                  {months.map((m) => (
                    <tr key={m.month}>
                      <th scope="row">
                        <time dateTime={m.month}>
                          <span className="stats-month--long">{monthNames.long(m.month)}</span>
                          <span className="stats-month--short">{monthNames.short(m.month)}</span>
                        </time>
                      </th>
                      <td>{n(m.received)}</td>
                      <td>{n(m.disposed)}</td>
                      <td>{n(m.pending)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">{t('stats.total')}</th>
                    <td>{n(totals.received)}</td>
                    <td>{n(totals.disposed)}</td>
                    <td>{n(totals.pending)}</td>
                  </tr>
                </tfoot>
              </table>
            </div>
            <MonthlyBarChart months={months.slice(0, CHART_MONTHS)} />
          </div>
        </>
      )}

      <p className="grievance-aside">
        <MarkedText
          text={t('stats.aside')}
          parts={{ submit: (words) => <Link to="/office/complain">{words}</Link>, status: (words) => <Link to="/office/status">{words}</Link> }}
        />
      </p>
    </div>
  );
}
