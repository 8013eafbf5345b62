import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { OUTBOX_STATES, type OutboxListResponse, type OutboxMail } from '@aec/contracts';
import { ErrorState, LoadingState, Select, usePageTitle, useStaffConsole } from '@aec/ui';
import { BusyButton } from '../console-fields';
import { formatDateTime, messageOf } from '../console-format';
import { ConsolePager, pageOf } from '../console-pager';
import { useStaffList } from '../use-staff-list';

const STATE_LABELS: Record<OutboxMail['state'], string> = { queued: 'Queued', sent: 'Sent', failed: 'Failed' };
const STATE_CLASS: Record<OutboxMail['state'], string> = { queued: 'console-state--wait', sent: 'console-state--ok', failed: 'console-state--bad' };
const stateOptions = [{ value: '', label: 'All mail' }, ...OUTBOX_STATES.map((state) => ({ value: state, label: STATE_LABELS[state] }))];

function RetryButton({ mail, onDone }: { mail: OutboxMail; onDone: (message: string, ok: boolean) => void }) {
  const { request } = useStaffConsole();
  const [busy, setBusy] = useState(false);
  const retry = () => {
    setBusy(true);
    request<{ message: string }>(`/outbox/${mail.id}/retry`, { method: 'POST' })
      .then(
        (answer) => onDone(`Mail to ${mail.to}: ${answer?.message ?? 'queued again.'}`, true),
        (error: unknown) => onDone(messageOf(error), false),
      )
      .finally(() => setBusy(false));
  };
  return (
    <BusyButton
      type="button"
      className="button button--secondary"
      busy={busy}
      busyLabel="Retrying…"
      onClick={retry}
      aria-label={`Retry the mail to ${mail.to}: ${mail.subject}`}
    >
      Retry
    </BusyButton>
  );
}

export default function OutboxScreen() {
  usePageTitle('Mail outbox – Staff console');
  const [params, setParams] = useSearchParams();
  const rawState = params.get('state') ?? '';
  const state = (OUTBOX_STATES as readonly string[]).includes(rawState) ? rawState : '';
  const page = pageOf(params);
  const query = new URLSearchParams({ page: String(page) });
  if (state) query.set('state', state);
  const list = useStaffList<OutboxListResponse>(`/outbox?${query}`);
  const [draft, setDraft] = useState(state);
  const [result, setResult] = useState<{ message: string; ok: boolean } | null>(null);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setParams(draft ? new URLSearchParams({ state: draft }) : new URLSearchParams());
  };

  const data = list.data;
  return (
    <section className="console-screen">
      <h1>Mail outbox</h1>
      <p className="console-lead">
        Mail the site sends (grievance receipts and status changes, tender alerts), kept until it is sent. Failed mail is tried again on its own; Retry tries it
        now.
      </p>
      {data && !data.smtpConfigured && (
        <p className="console-alert console-alert--info">
          No mail server is configured (SMTP_URL is not set), so mail is not sent: it stays here as queued, and can be read below.
        </p>
      )}
      <form className="console-filters" onSubmit={apply} aria-label="Filter the outbox">
        <Select label="State" value={draft} onChange={setDraft} options={stateOptions} />
        <div className="console-actions">
          <button type="submit" className="button">
            Show
          </button>
        </div>
      </form>
      <div role="status">{result?.ok && <p className="console-alert console-alert--success">{result.message}</p>}</div>
      <div role="alert">{result && !result.ok && <p className="console-alert console-alert--error">{result.message}</p>}</div>

      {list.status === 'failed' && <ErrorState title="The outbox could not be loaded" message={list.message} onRetry={list.reload} />}
      {list.status === 'loading' && !data && <LoadingState label="Loading the outbox…" />}
      {data && (
        <>
          {data.rows.length === 0 ? (
            <p className="state state--empty">{state ? `No ${STATE_LABELS[state as OutboxMail['state']].toLowerCase()} mail.` : 'The outbox is empty.'}</p>
          ) : (
            <div className="table-scroll" role="region" aria-labelledby="outbox-caption" tabIndex={0}>
              <table className="data console-table">
                <caption id="outbox-caption" className="table-caption">
                  {state ? `${STATE_LABELS[state as OutboxMail['state']]} mail` : 'All mail'}, newest first
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Recipient</th>
                    <th scope="col">Subject</th>
                    <th scope="col">State</th>
                    <th scope="col">Attempts</th>
                    <th scope="col">Last error</th>
                    <th scope="col">Action</th>
                  </tr>
                </thead>
                <tbody>
                  {data.rows.map((mail) => (
                    <tr key={mail.id}>
                      <td>{mail.to}</td>
                      <td>
                        <details className="console-changes">
                          <summary>{mail.subject}</summary>
                          <pre className="console-mail-body">{mail.body}</pre>
                        </details>
                        <span className="console-muted">Queued {formatDateTime(mail.createdAt)}</span>
                      </td>
                      <td>
                        <span className={`console-state ${STATE_CLASS[mail.state]}`}>{STATE_LABELS[mail.state]}</span>
                        {mail.sentAt && <div className="console-muted">{formatDateTime(mail.sentAt)}</div>}
                      </td>
                      <td>{mail.attempts}</td>
                      <td>{mail.lastError ?? <span className="console-muted">None</span>}</td>
                      <td className="console-table__actions">
                        {mail.state === 'sent' ? (
                          <span className="console-muted">Sent</span>
                        ) : (
                          <RetryButton
                            mail={mail}
                            onDone={(message, ok) => {
                              setResult({ message, ok });
                              list.reload();
                            }}
                          />
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <ConsolePager page={page} total={data.total} pageSize={data.pageSize} noun={['mail', 'mails']} />
        </>
      )}
    </section>
  );
}
