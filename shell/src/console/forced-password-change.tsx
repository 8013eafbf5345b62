import type { StaffAccount } from '@aec/contracts';
import { usePageTitle } from '@aec/ui';
import { ChangePasswordForm } from './change-password-form';

/** After a sign-in with a one-time password nothing else opens until the account has its own. */
export function ForcedPasswordChange({ onChanged }: { onChanged: (account: StaffAccount) => void }) {
  usePageTitle('Choose your password – Staff console');
  return (
    <main className="console-centre" id="console-main" tabIndex={-1}>
      <div className="console-panel">
        <h1>Choose your own password</h1>
        <p>
          You signed in with a one-time password. Before anything else, choose a password that only you know: type the one-time password as the current
          password, then your new one twice.
        </p>
        <ChangePasswordForm onChanged={onChanged} submitLabel="Save my password" />
      </div>
    </main>
  );
}
