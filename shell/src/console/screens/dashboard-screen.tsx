import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { STAFF_ROLE_LABELS, WORKFLOW_KIND_LABELS, type BackupStatusResponse, type GrievanceStatsResponse, type ReviewDueResponse } from '@aec/contracts';
import { usePageTitle, useStaffConsole } from '@aec/ui';
import { consoleScreens, mayOpen } from '../console-screens';
import { formatDateTime } from '../console-format';
import { BusyButton } from '../console-fields';

function greeting(now = new Date()): string {
  const hour = Number(new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone: 'Asia/Kolkata' }).format(now));
  if (hour < 12) return 'Good morning';
  if (hour < 17) return 'Good afternoon';
  return 'Good evening';
}

/** The public, cheap count of overdue grievances, for those who work on them. */
function useOverdueGrievances(enabled: boolean) {
  const [stats, setStats] = useState<GrievanceStatsResponse | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    fetch('/api/grievance-stats', { signal: controller.signal, headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<GrievanceStatsResponse>) : null))
      .then((body) => body && typeof body.overdue === 'number' && setStats(body))
      .catch(() => undefined);
    return () => controller.abort();
  }, [enabled]);
  return stats;
}

/**
 * Items of every kind whose validity ends soon or that are a year unreviewed (publishers and approvers;
 * a failure shows nothing), each linked to its editor; a publisher marks a checked one reviewed.
 */
function ReviewDue() {
  const { request, can } = useStaffConsole();
  const [due, setDue] = useState<ReviewDueResponse['items'] | null>(null);
  const [reload, setReload] = useState(0);
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    request<ReviewDueResponse>('/workflow/review-due', { signal: controller.signal }).then(
      (body) => setDue(body.items),
      () => undefined,
    );
    return () => controller.abort();
  }, [request, reload]);
  const markReviewed = (item: ReviewDueResponse['items'][number]) => {
    setBusy(`${item.kind}-${item.id}`);
    request(`/workflow/${item.kind}/${item.id}/reviewed`, { method: 'POST' })
      .then(
        () => setOutcome(`“${item.title}” is marked reviewed today.`),
        () => setOutcome(`“${item.title}” could not be marked reviewed. Try again.`),
      )
      .finally(() => {
        setBusy(null);
        setReload((n) => n + 1);
      });
  };
  if (!due) return null;
  return (
    <section aria-labelledby="review-due" data-testid="review-due">
      <h2 id="review-due">Due for review</h2>
      <div role="status">{outcome && <p className="console-alert console-alert--success">{outcome}</p>}</div>
      {due.length === 0 ? (
        <p>Nothing is due for review.</p>
      ) : (
        <ul>
          {due.map((item) => (
            <li key={`${item.kind}-${item.id}`}>
              {WORKFLOW_KIND_LABELS[item.kind]}: <Link to={item.editPath}>{item.title}</Link>,{' '}
              {item.reason === 'expiring' ? `valid until ${formatDateTime(item.dueAt)}` : `last reviewed over a year ago (due ${formatDateTime(item.dueAt)})`}
              {item.reason === 'review' && can('publisher') && (
                <>
                  {' '}
                  <BusyButton
                    type="button"
                    className="button button--secondary"
                    busy={busy === `${item.kind}-${item.id}`}
                    busyLabel="Marking…"
                    aria-label={`Mark reviewed: ${item.title}`}
                    onClick={() => markReviewed(item)}
                  >
                    Mark reviewed
                  </BusyButton>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The newest backup (administrators only; a failure shows nothing, the dashboard stays usable). */
function useBackupStatus(enabled: boolean) {
  const { request } = useStaffConsole();
  const [status, setStatus] = useState<BackupStatusResponse | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    request<BackupStatusResponse>('/backups', { signal: controller.signal }).then(setStatus, () => undefined);
    return () => controller.abort();
  }, [enabled, request]);
  return status;
}

/** 'less than a minute', '3 hours', '2 days': how old the newest backup is. */
export function backupAge(seconds: number): string {
  if (seconds < 60) return 'less than a minute';
  const [value, unit] =
    seconds < 5400 ? [Math.round(seconds / 60), 'minute'] : seconds < 172_800 ? [Math.round(seconds / 3600), 'hour'] : [Math.round(seconds / 86_400), 'day'];
  return `${value} ${unit}${value === 1 ? '' : 's'}`;
}

export function backupSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The newest backup's age and size, for administrators: a warning when none is newer than two intervals (or two days). */
export function BackupCallout({ status }: { status: BackupStatusResponse }) {
  const { last, everyHours } = status;
  const stale = !last || last.ageSeconds > 2 * 3600 * (everyHours || 24);
  return (
    <p className={`console-callout${stale ? ' console-callout--warn' : ''}`} data-testid="backup-status">
      {last
        ? `Last backup ${backupAge(last.ageSeconds)} ago (${formatDateTime(last.createdAt)}), ${backupSize(last.sizeBytes)} in ${last.files} files.`
        : 'No backup has been taken yet.'}{' '}
      {everyHours > 0
        ? `The server takes one every ${everyHours} hours.`
        : 'The server takes none itself (AEC_BACKUP_EVERY_HOURS=0): run npm run backup -w api.'}
      {stale && last ? ' Backups are overdue: check the server log.' : ''}
    </p>
  );
}

export default function DashboardScreen() {
  const { account, can } = useStaffConsole();
  usePageTitle('Dashboard – Staff console');
  const screens = consoleScreens.filter((screen) => mayOpen(account.role, screen.role));
  const stats = useOverdueGrievances(can('grievance_officer'));
  const backups = useBackupStatus(can('admin'));
  return (
    <section className="console-screen">
      <h1>
        {greeting()}, {account.name}
      </h1>
      <p className="console-lead">
        You are signed in as {STAFF_ROLE_LABELS[account.role].toLowerCase()} ({account.email}). Choose what to work on.
      </p>
      {stats && (
        <p className={`console-callout${stats.overdue > 0 ? ' console-callout--warn' : ''}`}>
          {stats.overdue === 0
            ? `No grievance is overdue (not disposed within ${stats.overdueDays} days).`
            : `${stats.overdue} ${stats.overdue === 1 ? 'grievance is' : 'grievances are'} overdue: not disposed within ${stats.overdueDays} days of the details being submitted.`}{' '}
          {stats.overdue > 0 && <Link to="/admin/grievances">Open the grievance desk</Link>}
        </p>
      )}
      {backups && <BackupCallout status={backups} />}
      {(can('publisher') || can('approver')) && <ReviewDue />}
      <ul className="link-cards">
        {screens.map((screen) => (
          <li key={screen.path}>
            <Link to={screen.path} className="card">
              <strong>{screen.label}</strong>
              <span>{screen.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
