import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { AuditQuery, type AuditListResponse } from '@aec/contracts';
import { ErrorState, LoadingState, Select, TextField, usePageTitle } from '@aec/ui';
import { BusyButton, FormError } from '../console-fields';
import { fieldSentencesOf, formatDateTime } from '../console-format';
import { ConsolePager, pageOf } from '../console-pager';
import { useStaffList } from '../use-staff-list';
import { AuditChanges } from './audit-changes';

/** The API matches an action exactly or as a prefix ('account' is every account.* entry). */
const ACTIONS: ReadonlyArray<{ value: string; label: string }> = [
  { value: '', label: 'All actions' },
  { value: 'sign-in', label: 'Sign-ins and failed sign-ins' },
  { value: 'sign-in.failed', label: 'Failed sign-ins' },
  { value: 'sign-out', label: 'Sign-outs' },
  { value: 'account', label: 'Account changes (all)' },
  { value: 'account.locked', label: 'Accounts locked' },
  { value: 'account.reset-password', label: 'Password resets' },
  { value: 'notice', label: 'Notices' },
  { value: 'tender', label: 'Tenders' },
  { value: 'file', label: 'Uploads' },
  { value: 'grievance', label: 'Grievance status changes' },
  { value: 'outbox', label: 'Mail retries' },
];

const FILTERS = ['action', 'actor', 'from', 'to'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;

export default function AuditScreen() {
  usePageTitle('Audit log – Staff console');
  const [params, setParams] = useSearchParams();
  const applied: Filters = { action: params.get('action') ?? '', actor: params.get('actor') ?? '', from: params.get('from') ?? '', to: params.get('to') ?? '' };
  const page = pageOf(params);
  const query = new URLSearchParams({ page: String(page) });
  for (const key of FILTERS) if (applied[key]) query.set(key, applied[key]);
  const list = useStaffList<AuditListResponse>(`/audit?${query}`);

  const [draft, setDraft] = useState<Filters>(applied);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<{ message: string | null; at: number }>({ message: null, at: 0 });
  const set = (key: keyof Filters) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const actionOptions = ACTIONS.some((a) => a.value === draft.action) ? ACTIONS : [...ACTIONS, { value: draft.action, label: draft.action }];

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = { action: draft.action, actor: draft.actor.trim(), from: draft.from, to: draft.to };
    const parsed = AuditQuery.safeParse(Object.fromEntries(Object.entries(trimmed).filter(([, v]) => v)));
    const found = parsed.success ? {} : fieldSentencesOf(parsed.error);
    if (!found.to && trimmed.from && trimmed.to && trimmed.from > trimmed.to) found.to = 'The end date is before the start date.';
    if (Object.keys(found).length) {
      setErrors(found);
      setFailure({ message: 'Check the filters marked below.', at: Date.now() });
      return;
    }
    setErrors({});
    setFailure({ message: null, at: 0 });
    const next = new URLSearchParams();
    for (const key of FILTERS) if (trimmed[key]) next.set(key, trimmed[key]);
    setParams(next);
  };

  const clear = () => {
    setDraft({ action: '', actor: '', from: '', to: '' });
    setErrors({});
    setFailure({ message: null, at: 0 });
    setParams(new URLSearchParams());
  };

  const data = list.data;
  return (
    <section className="console-screen">
      <h1>Audit log</h1>
      <p className="console-lead">
        Every sign-in, failed sign-in, sign-out and change made through the console or on the server, newest first. Entries cannot be edited or deleted by
        anyone.
      </p>
      <form className="console-filters" onSubmit={apply} noValidate aria-label="Filter the audit log">
        <FormError message={failure.message} shownAt={failure.at} />
        <Select label="Action" value={draft.action} onChange={set('action')} options={actionOptions} error={errors.action} />
        <TextField
          label="Who"
          type="text"
          spellCheck={false}
          placeholder="email, cli or system"
          value={draft.actor}
          onChange={set('actor')}
          error={errors.actor}
        />
        <TextField label="From" type="date" value={draft.from} onChange={set('from')} error={errors.from} />
        <TextField label="To" type="date" value={draft.to} onChange={set('to')} error={errors.to} />
        <div className="console-actions">
          <BusyButton type="submit" busy={false} busyLabel="">
            Apply filters
          </BusyButton>
          <button type="button" className="button button--secondary" onClick={clear}>
            Clear
          </button>
        </div>
      </form>

      {list.status === 'failed' && <ErrorState title="The audit log could not be loaded" message={list.message} onRetry={list.reload} />}
      {list.status === 'loading' && !data && <LoadingState label="Loading the audit log…" />}
      {data && (
        <>
          {data.rows.length === 0 ? (
            <p className="state state--empty">No entry matches these filters.</p>
          ) : (
            <div className="table-scroll" role="region" aria-labelledby="audit-caption" tabIndex={0}>
              <table className="data console-table" aria-busy={list.status === 'loading' || undefined}>
                <caption id="audit-caption" className="table-caption">
                  Audit entries, newest first
                </caption>
                <thead>
                  <tr>
                    <th scope="col">When</th>
                    <th scope="col">Who</th>
                    <th scope="col">Action</th>
                    <th scope="col">Target</th>
                    <th scope="col">Changes</th>
                    <th scope="col">Address</th>
                  </tr>
                </thead>
                <tbody>
                  {data.rows.map((entry) => (
                    <tr key={entry.id}>
                      <td className="console-nowrap">{formatDateTime(entry.at)}</td>
                      <td>{entry.actor}</td>
                      <td>
                        <code>{entry.action}</code>
                      </td>
                      <td>{entry.target ?? <span className="console-muted">None</span>}</td>
                      <td>
                        <AuditChanges before={entry.before} after={entry.after} />
                      </td>
                      <td>{entry.ip ?? <span className="console-muted">None</span>}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <ConsolePager page={page} total={data.total} pageSize={data.pageSize} noun={['entry', 'entries']} />
        </>
      )}
    </section>
  );
}
