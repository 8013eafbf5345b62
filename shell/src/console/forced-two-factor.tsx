import type { StaffAccount } from '@aec/contracts';
import { usePageTitle } from '@aec/ui';
import { TwoFactorSetup } from './two-factor-setup';

/** An account that must use two-step sign-in (every administrator; everyone when the policy says so) sets it up first. */
export function ForcedTwoFactor({ account, onEnabled }: { account: StaffAccount; onEnabled: (account: StaffAccount) => void }) {
  usePageTitle('Set up two-step sign-in – Staff console');
  return (
    <main className="console-centre" id="console-main" tabIndex={-1}>
      <div className="console-panel console-panel--wide">
        <h1>Set up two-step sign-in</h1>
        <p>
          {account.role === 'admin'
            ? 'Administrators can publish on the college’s behalf and read every grievance, so their accounts sign in with a password and a code from a phone.'
            : 'The site administrator asks every staff account to sign in with a password and a code from a phone.'}{' '}
          Set it up once now; from then on the console asks for the code after your password.
        </p>
        <TwoFactorSetup onEnabled={onEnabled} />
      </div>
    </main>
  );
}
