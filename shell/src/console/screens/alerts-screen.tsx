import { alertTopics, type AlertCountsResponse } from '@aec/contracts';
import { ErrorState, LoadingState, usePageTitle } from '@aec/ui';
import { useStaffList } from '../use-staff-list';

const names = new Map(alertTopics().map((topic) => [topic.id, topic.names.en]));

/**
 * Alert subscribers per topic (docs/product/alerts.md): confirmed, and waiting for their confirmation
 * link. Counts only, for every role: no address is shown here to anyone.
 */
export default function AlertsScreen() {
  usePageTitle('Alert subscribers – Staff console');
  const list = useStaffList<AlertCountsResponse>('/alerts/counts');
  const rows = list.data?.topics ?? [];
  const total = rows.reduce((sum, row) => sum + row.confirmed, 0);
  return (
    <>
      <h1>Alert subscribers</h1>
      <p>
        How many follow each topic by email: confirmed, and waiting for the confirmation link (unconfirmed addresses are deleted after 7 days). No address is
        shown.
      </p>
      {list.status === 'loading' && !list.data && <LoadingState label="Loading the counts…" />}
      {list.status === 'failed' && <ErrorState title="The counts could not be loaded" message={list.message} onRetry={list.reload} />}
      {list.data && (
        <div className="table-scroll" role="region" aria-labelledby="alert-counts-caption" tabIndex={0}>
          <table className="data console-table">
            <caption id="alert-counts-caption" className="table-caption">
              Subscribers per topic ({total} confirmed subscriptions in all)
            </caption>
            <thead>
              <tr>
                <th scope="col">Topic</th>
                <th scope="col">Confirmed</th>
                <th scope="col">Waiting for confirmation</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.topic}>
                  <th scope="row">
                    {names.get(row.topic) ?? row.topic} <span className="console-muted">({row.topic})</span>
                  </th>
                  <td>{row.confirmed}</td>
                  <td>{row.pending}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
