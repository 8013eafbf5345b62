import { alertTopics, type AlertCountsResponse, type PushCountsResponse } from '@aec/contracts';
import { ErrorState, LoadingState, usePageTitle } from '@aec/ui';
import { useStaffList } from '../use-staff-list';

const names = new Map(alertTopics().map((topic) => [topic.id, topic.names.en]));
const order = [...names.keys()];

type Row = { topic: string; confirmed: number; pending: number; phones: number };

/** One row a topic followed by email or on a phone, in the /alerts page's order (topics no longer listed last). */
function countRows(email: AlertCountsResponse['topics'], push: PushCountsResponse['topics']): Row[] {
  const rows = new Map<string, Row>();
  const row = (topic: string) => rows.get(topic) ?? rows.set(topic, { topic, confirmed: 0, pending: 0, phones: 0 }).get(topic)!;
  for (const count of email) Object.assign(row(count.topic), { confirmed: count.confirmed, pending: count.pending });
  for (const count of push) row(count.topic).phones = count.subscribers;
  const rank = (topic: string) => (order.includes(topic) ? order.indexOf(topic) : order.length);
  return [...rows.values()].sort((a, b) => rank(a.topic) - rank(b.topic) || a.topic.localeCompare(b.topic));
}

/**
 * Alert subscribers per topic (docs/product/alerts.md): confirmed, and waiting for their confirmation
 * link; beside them the phones notified by Web Push (docs/product/offline-and-push.md). Counts only, for
 * every role: no address or push endpoint is shown here to anyone.
 */
export default function AlertsScreen() {
  usePageTitle('Alert subscribers – Staff console');
  const list = useStaffList<AlertCountsResponse>('/alerts/counts');
  const push = useStaffList<PushCountsResponse>('/push/counts');
  const rows = countRows(list.data?.topics ?? [], push.data?.topics ?? []);
  const total = rows.reduce((sum, row) => sum + row.confirmed, 0);
  const phones = rows.reduce((sum, row) => sum + row.phones, 0);
  return (
    <>
      <h1>Alert subscribers</h1>
      <p>
        How many follow each topic by email: confirmed, and waiting for the confirmation link (unconfirmed addresses are deleted after 7 days); and how many
        phones are notified of it (“Notify me on this phone”). No address is shown.
      </p>
      {list.status === 'loading' && !list.data && <LoadingState label="Loading the counts…" />}
      {list.status === 'failed' && <ErrorState title="The counts could not be loaded" message={list.message} onRetry={list.reload} />}
      {push.status === 'failed' && <ErrorState title="The phone counts could not be loaded" message={push.message} onRetry={push.reload} />}
      {list.data && (
        <div className="table-scroll" role="region" aria-labelledby="alert-counts-caption" tabIndex={0}>
          <table className="data console-table">
            <caption id="alert-counts-caption" className="table-caption">
              Subscribers per topic ({total} confirmed by email and {phones} by phone, in all)
            </caption>
            <thead>
              <tr>
                <th scope="col">Topic</th>
                <th scope="col">Confirmed</th>
                <th scope="col">Waiting for confirmation</th>
                <th scope="col">Phones (push)</th>
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
                  <td>{push.data ? row.phones : '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
