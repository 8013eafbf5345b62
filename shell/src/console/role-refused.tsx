import { Link } from 'react-router';
import { STAFF_ROLE_LABELS } from '@aec/contracts';
import { usePageTitle, useStaffConsole } from '@aec/ui';

/** A screen this role may not open: said plainly, at its own address (no redirect). */
export function RoleRefused({ label }: { label: string }) {
  const { account } = useStaffConsole();
  usePageTitle(`${label} – Staff console`);
  return (
    <section className="console-screen">
      <h1>{label}</h1>
      <p className="console-alert console-alert--error">
        Your account ({STAFF_ROLE_LABELS[account.role]}) cannot open the {label.toLowerCase()}.
      </p>
      <p>
        If your work needs it, ask an administrator to change your role. <Link to="/admin">Back to the dashboard</Link>
      </p>
    </section>
  );
}

export function UnknownConsoleScreen() {
  usePageTitle('No such screen – Staff console');
  return (
    <section className="console-screen">
      <h1>No such screen</h1>
      <p>
        The staff console has no screen at this address. <Link to="/admin">Go to the dashboard</Link>
      </p>
    </section>
  );
}
