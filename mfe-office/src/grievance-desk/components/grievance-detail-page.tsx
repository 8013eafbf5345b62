import { Link, useLocation, useParams } from 'react-router';
import { type GrievanceDetail } from '@aec/contracts';
import { ErrorState, LoadingState, PageHeader } from '@aec/ui';
import { deskErrorMessage, useGrievance } from '../api/use-grievance-desk';
import { daysOpen, deadlineLabel, formatDeskDateTime } from '../grievance-timing';
import { TYPE_LABELS } from './grievance-filter-form';
import { GrievanceHistory } from './grievance-history';
import { StatusBadge } from './status-badge';
import { StatusForm } from './status-form';

const ADDRESSEES: Record<string, string> = { office: 'Office of the Principal', aecsu: "Students' Union", ecta: "Teachers' Association" };

/** /admin/grievances/:reg: the full record, its history, and the status form. */
export function GrievanceDetailPage() {
  const { reg = '' } = useParams();
  const location = useLocation();
  const listSearch = (location.state as { listSearch?: string } | null)?.listSearch ?? '';
  const { loaded, retry, replace } = useGrievance(reg);
  const detail = loaded.data;

  return (
    <div className="desk-detail">
      <p className="desk-back">
        <Link to={{ pathname: '..', search: listSearch }} relative="path">
          ← Back to the list
        </Link>
      </p>
      <PageHeader title={`Grievance ${reg}`} documentTitle={`Grievance ${reg} – Grievance desk`} />
      {loaded.state === 'failed' && !detail && (
        <ErrorState
          title={loaded.error.status === 404 ? 'No such grievance' : 'The grievance could not be loaded'}
          message={loaded.error.status === 404 ? `No grievance has the registration number ${reg}.` : deskErrorMessage(loaded.error)}
          onRetry={loaded.error.status === 404 ? undefined : retry}
        />
      )}
      {!detail && loaded.state === 'loading' && <LoadingState label="Loading the grievance…" />}
      {detail && (
        // Record, form, history: on a phone the form comes before the (long) history; wide, it sits beside both.
        <div className="desk-detail__layout">
          <GrievanceRecord detail={detail} />
          <section className="desk-detail__form desk-panel" aria-labelledby="status-form-heading">
            <h2 id="status-form-heading">Set the status</h2>
            <StatusForm detail={detail} onSaved={replace} />
          </section>
          <GrievanceHistory entries={detail.history} />
        </div>
      )}
    </div>
  );
}

function GrievanceRecord({ detail }: { detail: GrievanceDetail }) {
  const deadline = deadlineLabel(detail);
  const submitted = detail.submitted_at !== null;
  return (
    <section className="desk-panel" aria-labelledby="record-heading">
      <h2 id="record-heading">The grievance</h2>
      <dl className="desk-record">
        <dt>Status</dt>
        <dd>
          <StatusBadge status={detail.status} /> {deadline.overdue && <span className="desk-badge desk-badge--overdue">{deadline.text}</span>}
        </dd>
        <dt>Subject</dt>
        <dd>{submitted ? detail.subject : <span className="note">Not submitted yet: the filer has registered but not sent the details (step 2).</span>}</dd>
        <dt>Message</dt>
        <dd className="desk-record__text">{submitted ? detail.message : '—'}</dd>
        <dt>Feedback to the filer</dt>
        <dd className="desk-record__text">{detail.feedback_message || <span className="note">None yet</span>}</dd>
        <dt>Type</dt>
        <dd>
          {TYPE_LABELS[detail.type]}, to the {ADDRESSEES[detail.addressee] ?? detail.addressee}
        </dd>
        <dt>Name</dt>
        <dd>{detail.name}</dd>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${detail.email}`}>{detail.email}</a>
        </dd>
        <dt>Address</dt>
        <dd className="desk-record__text">{detail.address || <span className="note">Not given</span>}</dd>
        <dt>Registered</dt>
        <dd>{formatDeskDateTime(detail.registered_at)}</dd>
        <dt>Details submitted</dt>
        <dd>{submitted ? formatDeskDateTime(detail.submitted_at) : 'Not yet'}</dd>
        <dt>Last updated</dt>
        <dd>{formatDeskDateTime(detail.updated_at)}</dd>
        <dt>Days open</dt>
        <dd>
          {daysOpen(detail)}
          {detail.status === 2 ? ' (until disposed)' : ''}
        </dd>
      </dl>
    </section>
  );
}
