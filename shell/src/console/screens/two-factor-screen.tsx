import { useEffect, useState, type FormEvent } from 'react';
import type { SecurityPolicy } from '@aec/contracts';
import { Checkbox, ErrorState, usePageTitle, useStaffConsole } from '@aec/ui';
import { BusyButton, FormError } from '../console-fields';
import { messageOf } from '../console-format';
import { TwoFactorSetup } from '../two-factor-setup';
import { useStaffList } from '../use-staff-list';

/** The own account's two-step sign-in; for administrators also whether every account must use it. */
export default function TwoFactorScreen() {
  usePageTitle('Two-step sign-in – Staff console');
  const { account } = useStaffConsole();
  const [settingUp, setSettingUp] = useState(false);
  const [enabledNow, setEnabledNow] = useState(false);
  const on = account.twoFactorEnabled || enabledNow;

  return (
    <section className="console-screen console-screen--narrow">
      <h1>Two-step sign-in</h1>
      <div role="status">
        {on && (
          <p className="console-alert console-alert--success">
            Two-step sign-in is on for your account: after your password the console asks for the code your authenticator app shows.
          </p>
        )}
      </div>
      {on ? (
        <p>
          Lost your phone? Sign in with one of your recovery codes, or ask the site administrator to turn two-step sign-in off for your account; you then set it
          up again with the new phone.
        </p>
      ) : settingUp ? (
        <TwoFactorSetup
          onEnabled={() => {
            setEnabledNow(true);
            setSettingUp(false);
          }}
        />
      ) : (
        <>
          <p className="console-lead">
            With two-step sign-in, a stolen or guessed password is not enough: signing in also takes a code from an app on your phone, which changes every 30
            seconds.
          </p>
          <button type="button" className="button" onClick={() => setSettingUp(true)}>
            Set up two-step sign-in
          </button>
        </>
      )}
      {account.role === 'admin' && <SecurityPolicyForm />}
    </section>
  );
}

function SecurityPolicyForm() {
  const { request } = useStaffConsole();
  const policy = useStaffList<SecurityPolicy>('/security-policy');
  const [forAll, setForAll] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ message: string | null; at: number }>({ message: null, at: 0 });
  const [saved, setSaved] = useState<string | null>(null);
  useEffect(() => {
    if (policy.data) setForAll(policy.data.twoFactorForAll);
  }, [policy.data]);

  const save = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setSaved(null);
    setFailure({ message: null, at: 0 });
    request<SecurityPolicy>('/security-policy', { method: 'PUT', body: { twoFactorForAll: forAll } })
      .then(
        (next) =>
          setSaved(
            next.twoFactorForAll
              ? 'Saved: every staff account must now set up two-step sign-in before it can work.'
              : 'Saved: two-step sign-in is required of administrators only; others may turn it on.',
          ),
        (error: unknown) => setFailure({ message: messageOf(error), at: Date.now() }),
      )
      .finally(() => setBusy(false));
  };

  return (
    <section aria-labelledby="security-policy-title">
      <h2 id="security-policy-title">For every staff account</h2>
      {policy.status === 'failed' && !policy.data ? (
        <ErrorState title="The setting cannot be read right now" message={policy.message} onRetry={policy.reload} />
      ) : (
        <form className="console-form" onSubmit={save} noValidate>
          <FormError message={failure.message} shownAt={failure.at} />
          <Checkbox
            label="Require two-step sign-in for every staff account"
            hint="Administrators always need it. When this is ticked, publishers and grievance officers must set it up at their next request."
            checked={forAll}
            onChange={setForAll}
          />
          <div className="console-actions">
            <BusyButton type="submit" busy={busy} busyLabel="Saving…" disabled={!policy.data}>
              Save
            </BusyButton>
            <span role="status">{saved}</span>
          </div>
        </form>
      )}
    </section>
  );
}
