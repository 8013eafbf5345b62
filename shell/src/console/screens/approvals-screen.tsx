import { useState } from 'react';
import { WORKFLOW_KIND_LABELS, type WorkflowKind, type WorkflowQueueItem, type WorkflowQueueResponse, type WorkflowSettings } from '@aec/contracts';
import { ErrorState, LoadingState, usePageTitle, useStaffConsole } from '@aec/ui';
import { BusyButton } from '../console-fields';
import { formatDateTime, messageOf } from '../console-format';
import { useStaffList } from '../use-staff-list';

const STATE_LABELS: Record<WorkflowQueueItem['state'], string> = {
  draft: 'Draft',
  submitted: 'Waiting for approval',
  returned: 'Returned for changes',
  scheduled: 'Scheduled',
  live: 'Live',
};
/** The preview in each language, named in that language (the reader may not read English). */
const PREVIEW_LANGUAGES = [
  { lang: 'en', label: 'English' },
  { lang: 'as', label: 'অসমীয়া' },
  { lang: 'hi', label: 'हिन्दी' },
] as const;

type Outcome = { message: string; ok: boolean } | null;

/** The administrator's switches: which kinds need an approver before they go live (the others read which do). */
function ApprovalSettings({ onDone }: { onDone: (outcome: Outcome) => void }) {
  const { request, can } = useStaffConsole();
  const settings = useStaffList<WorkflowSettings>('/workflow/settings');
  const [busy, setBusy] = useState<WorkflowKind | null>(null);
  const toggle = (kind: WorkflowKind, label: string, approval: boolean) => {
    setBusy(kind);
    request<WorkflowSettings>(`/workflow/settings/${kind}`, { method: 'PUT', body: { approval } })
      .then(
        () => onDone({ message: `${label}: ${approval ? 'approval is now needed' : 'published directly again'}.`, ok: true }),
        (error: unknown) => onDone({ message: messageOf(error), ok: false }),
      )
      .finally(() => {
        setBusy(null);
        settings.reload();
      });
  };
  if (!settings.data) return settings.status === 'failed' ? <ErrorState message={settings.message} onRetry={settings.reload} /> : null;
  if (!can('admin')) {
    const held = settings.data.kinds.filter((k) => k.approval).map((k) => k.label);
    return (
      <p className="console-hint" data-testid="approval-kinds">
        {held.length
          ? `Approval is needed for: ${held.join(', ')}. Other kinds are published when saved.`
          : 'No kind needs approval now: saves are published at once.'}
      </p>
    );
  }
  return (
    <fieldset className="console-fieldset">
      <legend>Approval per kind</legend>
      <p className="console-hint">When on, a publisher’s save is a draft that an approver approves before it goes live. Off: published at once, as before.</p>
      <ul className="console-checklist">
        {settings.data.kinds.map((k) => (
          <li key={k.kind}>
            <label>
              <input type="checkbox" checked={k.approval} disabled={busy !== null} onChange={(e) => toggle(k.kind, k.label, e.target.checked)} /> {k.label}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function QueueEntry({ item, onDone }: { item: WorkflowQueueItem; onDone: (outcome: Outcome) => void }) {
  const { request, can, account } = useStaffConsole();
  const [busy, setBusy] = useState(false);
  const [comment, setComment] = useState('');
  const act = (step: 'submit' | 'approve' | 'return', done: string) => {
    setBusy(true);
    request<WorkflowQueueItem>(`/workflow/${item.kind}/${item.id}/${step}`, { method: 'POST', ...(step === 'return' ? { body: { comment } } : {}) })
      .then(
        () => onDone({ message: `“${item.title}”: ${done}`, ok: true }),
        (error: unknown) => onDone({ message: messageOf(error), ok: false }),
      )
      .finally(() => setBusy(false));
  };
  const approver = account.role === 'approver' || account.role === 'admin';
  const headingId = `wf-${item.kind}-${item.id}`;
  return (
    <li className="card console-workflow-item" aria-labelledby={headingId}>
      <h3 id={headingId}>{item.title}</h3>
      <p>
        {WORKFLOW_KIND_LABELS[item.kind]} · {STATE_LABELS[item.state]} · by {item.author} · changed {formatDateTime(item.updatedAt)}
        {item.publishAt && ` · goes live ${formatDateTime(item.publishAt)}`}
      </p>
      {item.comment && <p className="console-callout console-callout--warn">Approver’s comment: {item.comment}</p>}
      {item.changes.length > 0 && (
        <details>
          <summary>Changes from the live version ({item.changes.length})</summary>
          {item.changes.map((c) => (
            <div key={c.field}>
              <h4>{c.field}</h4>
              <pre className="console-diff">{c.diff}</pre>
            </div>
          ))}
        </details>
      )}
      <p>
        Preview:{' '}
        {PREVIEW_LANGUAGES.map(({ lang, label }, i) => (
          <span key={lang}>
            {i > 0 && ' · '}
            <a href={`/api/staff/workflow/${item.kind}/${item.id}/preview?lang=${lang}`} lang={lang} target="_blank" rel="noopener">
              {label}
            </a>
          </span>
        ))}
      </p>
      <div className="console-actions">
        {can('publisher') && (item.state === 'draft' || item.state === 'returned') && (
          <BusyButton type="button" className="button" busy={busy} busyLabel="Submitting…" onClick={() => act('submit', 'submitted for approval.')}>
            Submit for approval
          </BusyButton>
        )}
        {approver && item.state === 'submitted' && (
          <>
            <BusyButton type="button" className="button" busy={busy} busyLabel="Approving…" onClick={() => act('approve', 'approved.')}>
              Approve
            </BusyButton>
            <label className="console-inline-field">
              Comment for the author
              <textarea value={comment} onChange={(e) => setComment(e.target.value)} rows={2} />
            </label>
            <BusyButton
              type="button"
              className="button button--secondary"
              busy={busy}
              busyLabel="Returning…"
              onClick={() => act('return', 'returned to its author.')}
            >
              Return with comment
            </BusyButton>
          </>
        )}
      </div>
    </li>
  );
}

/** Drafts, submissions and scheduled items; approvers approve or return, publishers submit, administrators choose the kinds. */
export default function ApprovalsScreen() {
  usePageTitle('Approvals – Staff console');
  const queue = useStaffList<WorkflowQueueResponse>('/workflow/queue');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const done = (next: Outcome) => {
    setOutcome(next);
    queue.reload();
  };
  return (
    <section className="console-screen">
      <h1>Approvals</h1>
      <p className="console-lead">Items waiting for approval or for their publish-at time. Nothing here is visible to visitors until it goes live.</p>
      <ApprovalSettings onDone={done} />
      <div role="status">{outcome?.ok && <p className="console-alert console-alert--success">{outcome.message}</p>}</div>
      <div role="alert">{outcome && !outcome.ok && <p className="console-alert console-alert--error">{outcome.message}</p>}</div>
      <h2>Waiting</h2>
      {queue.status === 'failed' && <ErrorState message={queue.message} onRetry={queue.reload} />}
      {!queue.data && queue.status === 'loading' && <LoadingState label="Loading the queue…" />}
      {queue.data && queue.data.items.length === 0 && <p>Nothing is waiting.</p>}
      {queue.data && queue.data.items.length > 0 && (
        <ul className="console-workflow">
          {queue.data.items.map((item) => (
            <QueueEntry key={`${item.kind}-${item.id}`} item={item} onDone={done} />
          ))}
        </ul>
      )}
    </section>
  );
}
