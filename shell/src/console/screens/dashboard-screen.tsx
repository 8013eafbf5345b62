import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { STAFF_ROLE_LABELS, type GrievanceStatsResponse } from '@aec/contracts';
import { usePageTitle, useStaffConsole } from '@aec/ui';
import { consoleScreens, mayOpen } from '../console-screens';

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

export default function DashboardScreen() {
  const { account, can } = useStaffConsole();
  usePageTitle('Dashboard – Staff console');
  const screens = consoleScreens.filter((screen) => mayOpen(account.role, screen.role));
  const stats = useOverdueGrievances(can('grievance_officer'));
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
