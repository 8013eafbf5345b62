import { useState } from 'react';
import { STAFF_ROLE_LABELS, type AccountListResponse, type OneTimePasswordResponse, type StaffAccount } from '@aec/contracts';
import { ConfirmDialog, ErrorState, LoadingState, usePageTitle, useStaffConsole } from '@aec/ui';
import { formatDateTime } from '../console-format';
import { ListScreenMessages, useListScreen } from '../use-list-screen';
import { CreateAccountForm, EditAccountDialog } from './account-forms';
import { OneTimePassword } from './one-time-password';

function AccountState({ account }: { account: StaffAccount }) {
  if (account.disabled) return <span className="console-state console-state--bad">Disabled</span>;
  if (account.lockedUntil && Date.parse(account.lockedUntil) > Date.now()) {
    return <span className="console-state console-state--wait">Locked until {formatDateTime(account.lockedUntil)}</span>;
  }
  return (
    <>
      <span className="console-state console-state--ok">Active</span>
      {account.mustChangePassword && <span className="console-muted"> (one-time password not used yet)</span>}
      {account.twoFactorEnabled && <span className="console-muted"> (two-step sign-in)</span>}
    </>
  );
}

type Pending = { kind: 'reset' | 'disable'; account: StaffAccount };

export default function AccountsScreen() {
  usePageTitle('Accounts – Staff console');
  const { request, account: me } = useStaffConsole();
  const [oneTime, setOneTime] = useState<(OneTimePasswordResponse & { reason: 'created' | 'reset' }) | null>(null);
  const [editing, setEditing] = useState<StaffAccount | null>(null);
  const { list, notice, rowError, pending, changed, act, ask, dialog } = useListScreen<AccountListResponse, Pending>('/accounts', {
    // Runs what the dialog asked about; a refusal is shown in the dialog, which stays open.
    confirm: async ({ kind, account }) => {
      if (kind === 'reset') {
        const reset = await request<OneTimePasswordResponse>(`/accounts/${account.id}/reset-password`, { method: 'POST' });
        setOneTime({ ...reset, reason: 'reset' });
        return `The password of ${account.name} has been reset; the new one-time password is shown above.`;
      }
      await request(`/accounts/${account.id}`, { method: 'PATCH', body: { disabled: true } });
      return `${account.name} is disabled and signed out.`;
    },
  });

  const enable = (account: StaffAccount) =>
    void act(async () => {
      await request<{ account: StaffAccount }>(`/accounts/${account.id}`, { method: 'PATCH', body: { disabled: false } });
      return `${account.name} can sign in again.`;
    });

  const rows = list.data?.rows ?? [];
  return (
    <section className="console-screen">
      <h1>Staff accounts</h1>
      <p className="console-lead">
        Who may sign in to this console, and what each may do. Passwords are never shown; a new account or a reset gets a one-time password.
      </p>

      {oneTime && <OneTimePassword account={oneTime.account} password={oneTime.oneTimePassword} reason={oneTime.reason} onDone={() => setOneTime(null)} />}

      <ListScreenMessages notice={notice} rowError={rowError} />

      {list.status === 'failed' && <ErrorState title="The accounts could not be loaded" message={list.message} onRetry={list.reload} />}
      {list.status === 'loading' && !list.data && <LoadingState label="Loading the accounts…" />}
      {list.data && (
        <div className="table-scroll" role="region" aria-labelledby="accounts-caption" tabIndex={0}>
          <table className="data console-table">
            <caption id="accounts-caption" className="table-caption">
              {rows.length} staff {rows.length === 1 ? 'account' : 'accounts'}
            </caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">State</th>
                <th scope="col">Last sign-in</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((account) => (
                <tr key={account.id}>
                  <th scope="row">
                    {account.name}
                    {account.id === me.id && <span className="console-muted"> (you)</span>}
                  </th>
                  <td>{account.email}</td>
                  <td>{STAFF_ROLE_LABELS[account.role]}</td>
                  <td>
                    <AccountState account={account} />
                  </td>
                  <td className="console-nowrap">
                    {account.lastSignInAt ? formatDateTime(account.lastSignInAt) : <span className="console-muted">Never</span>}
                  </td>
                  <td className="console-table__actions">
                    <button type="button" className="button button--secondary" onClick={() => setEditing(account)} aria-label={`Edit ${account.name}`}>
                      Edit
                    </button>
                    {account.disabled ? (
                      <button type="button" className="button button--secondary" onClick={() => enable(account)} aria-label={`Enable ${account.name}`}>
                        Enable
                      </button>
                    ) : (
                      <button
                        type="button"
                        className="button button--secondary"
                        onClick={() => ask({ kind: 'disable', account })}
                        aria-label={`Disable ${account.name}`}
                      >
                        Disable
                      </button>
                    )}
                    <button
                      type="button"
                      className="button button--secondary"
                      onClick={() => ask({ kind: 'reset', account })}
                      aria-label={`Reset password for ${account.name}`}
                    >
                      Reset password
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <div className="console-box">
        <h2>Add an account</h2>
        <CreateAccountForm
          onCreated={(created) => {
            setOneTime({ ...created, reason: 'created' });
            changed(`The account of ${created.account.name} has been created.`);
            window.setTimeout(() => document.getElementById('one-time-password-title')?.focus());
          }}
        />
      </div>

      <EditAccountDialog
        account={editing}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          setEditing(null);
          changed(`The changes to ${saved.name} have been saved.`);
        }}
      />
      <ConfirmDialog
        title={pending?.kind === 'reset' ? `Reset the password of ${pending.account.name}?` : `Disable ${pending?.account.name ?? ''}?`}
        confirmLabel={pending?.kind === 'reset' ? 'Reset password' : 'Disable account'}
        busyLabel={pending?.kind === 'reset' ? 'Resetting…' : 'Disabling…'}
        {...dialog}
      >
        {pending?.kind === 'reset' ? (
          <p>Their current password stops working and their sessions end. You get a one-time password to give them; a locked account is unlocked.</p>
        ) : (
          <p>They are signed out at once and cannot sign in until the account is enabled again. Their work stays on the site.</p>
        )}
      </ConfirmDialog>
    </section>
  );
}
