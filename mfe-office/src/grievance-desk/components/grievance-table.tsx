import { Link } from 'react-router';
import type { GrievanceSummary } from '@aec/contracts';
import { formatDate } from '@aec/ui';
import { daysOpen, deadlineLabel } from '../grievance-timing';
import { TYPE_LABELS } from './grievance-filter-form';
import { StatusBadge } from './status-badge';

interface GrievanceTableProps {
  rows: GrievanceSummary[];
  overdueDays: number;
  caption: string;
  /** The list's query, carried to the detail so its back link returns to the same filters. */
  listSearch: string;
  busy: boolean;
}

/** The page of grievances; scrolls sideways in its own box on a phone. */
export function GrievanceTable({ rows, overdueDays, caption, listSearch, busy }: GrievanceTableProps) {
  const now = new Date();
  return (
    <div className="table-scroll" role="region" aria-labelledby="desk-table-caption" tabIndex={0}>
      <table className="data desk-table" aria-busy={busy}>
        <caption id="desk-table-caption" className="table-caption">
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">Registration no.</th>
            <th scope="col">Subject</th>
            <th scope="col">Type</th>
            <th scope="col">Registered</th>
            <th scope="col">Status</th>
            <th scope="col">Overdue</th>
            <th scope="col">Days open</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const deadline = deadlineLabel(row, overdueDays, now);
            return (
              <tr key={row.registration_id}>
                <th scope="row">
                  <Link to={row.registration_id} state={{ listSearch }} className="registration-id">
                    {row.registration_id}
                  </Link>
                </th>
                <td>{row.subject || <span className="note">Details not submitted yet</span>}</td>
                <td>{TYPE_LABELS[row.type]}</td>
                <td>
                  <time dateTime={row.registered_at}>{formatDate(row.registered_at)}</time>
                </td>
                <td>
                  <StatusBadge status={row.status} />
                </td>
                <td>
                  {deadline.overdue ? <span className="desk-badge desk-badge--overdue">{deadline.text}</span> : <span className="note">{deadline.text}</span>}
                </td>
                <td className="desk-table__number">{daysOpen(row, now)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
