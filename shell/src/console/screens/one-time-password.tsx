import { useState } from 'react';
import type { StaffAccount } from '@aec/contracts';

interface OneTimePasswordProps {
  account: StaffAccount;
  password: string;
  reason: 'created' | 'reset';
  onDone: () => void;
}

/** Shown once, right after the server made it: it is not stored anywhere the console can read again. */
export function OneTimePassword({ account, password, reason, onDone }: OneTimePasswordProps) {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = () => {
    navigator.clipboard.writeText(password).then(
      () => setCopied('Copied to the clipboard.'),
      () => setCopied('The browser did not allow copying; select the password and copy it yourself.'),
    );
  };
  return (
    <section className="console-otp" aria-labelledby="one-time-password-title">
      <h2 id="one-time-password-title" tabIndex={-1}>
        {reason === 'created' ? `Account created for ${account.name}` : `Password reset for ${account.name}`}
      </h2>
      <p>One-time password for {account.email}:</p>
      <p className="console-otp__value">
        <code data-testid="one-time-password">{password}</code>
        <button type="button" className="button button--secondary" onClick={copy}>
          Copy password
        </button>
        <span role="status">{copied}</span>
      </p>
      <p>
        Give it to {account.name} in person or by phone, not by email or chat. It works for one sign-in only, after which they must choose their own password.
        It is shown only now: if it is lost, reset the password again.
      </p>
      <button type="button" className="button" onClick={onDone}>
        Done, hide the password
      </button>
    </section>
  );
}
