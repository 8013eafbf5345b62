import { useEffect, useRef, useState } from 'react';
import { TwoFactorConfirmRequest, TwoFactorSetupRequest, type StaffAccount, type TwoFactorConfirmResponse, type TwoFactorSetupResponse } from '@aec/contracts';
import { TextField, useStaffConsole } from '@aec/ui';
import { BusyButton, FormError } from './console-fields';
import { checkedBy, useConsoleForm } from './use-console-form';

/** "JBSW Y3DP …": a long key is copied by hand in groups. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Turning two-step sign-in on: the password again (ASVS 7.5.1: a session left open must not bind
 * someone else's app), then a new secret as a QR code and as text, one code from the app to confirm
 * it, then the ten recovery codes, shown once. `onEnabled` runs when they have been saved.
 */
export function TwoFactorSetup({ onEnabled }: { onEnabled: (account: StaffAccount) => void }) {
  const { request } = useStaffConsole();
  const [setup, setSetup] = useState<TwoFactorSetupResponse | null>(null);
  const [enabled, setEnabled] = useState<TwoFactorConfirmResponse | null>(null);
  const [code, setCode] = useState('');

  const { errors, failure, busy, submit } = useConsoleForm(
    () => checkedBy(TwoFactorConfirmRequest.safeParse({ code })),
    async (body) => setEnabled(await request<TwoFactorConfirmResponse>('/two-factor/confirm', { method: 'POST', body })),
    () => setCode(''),
  );

  if (enabled) return <RecoveryCodes codes={enabled.recoveryCodes} onSaved={() => onEnabled(enabled.account)} />;
  if (!setup) return <PasswordAgain onSetup={setSetup} />;

  return (
    <div className="console-two-factor">
      <h2>1. Add the console to your authenticator app</h2>
      <p>Scan this QR code with an authenticator app on your phone (for example Google Authenticator, Microsoft Authenticator, FreeOTP or Aegis).</p>
      <img className="console-two-factor__qr" src={setup.qrCode} width={200} height={200} alt="QR code holding the key for your authenticator app" />
      <p>
        Or type this key into the app by hand (time-based, 6 digits):{' '}
        <code className="console-two-factor__secret" data-testid="two-factor-secret">
          {grouped(setup.secret)}
        </code>
      </p>
      <h2>2. Type the code the app shows</h2>
      <form className="console-form" onSubmit={submit} noValidate>
        <FormError message={failure.message} shownAt={failure.at} />
        <TextField
          label="Code from the app"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          hint="6 digits; a new one comes every 30 seconds."
          value={code}
          onChange={setCode}
          error={errors.code}
          required
        />
        <BusyButton type="submit" busy={busy} busyLabel="Checking the code…">
          Turn on two-step sign-in
        </BusyButton>
      </form>
    </div>
  );
}

/** The account's password again before a new key is made; a wrong one is the server's sentence (and counts toward the lock). */
function PasswordAgain({ onSetup }: { onSetup: (setup: TwoFactorSetupResponse) => void }) {
  const { request } = useStaffConsole();
  const [password, setPassword] = useState('');
  const { errors, failure, busy, submit } = useConsoleForm(
    () => checkedBy(TwoFactorSetupRequest.safeParse({ password })),
    async (body) => onSetup(await request<TwoFactorSetupResponse>('/two-factor/setup', { method: 'POST', body })),
    () => setPassword(''),
  );
  return (
    <form className="console-form" onSubmit={submit} noValidate>
      <h2>Confirm it is you</h2>
      <p>Before a new key is made for your authenticator app, type your password again.</p>
      <FormError message={failure.message} shownAt={failure.at} />
      <TextField
        label="Your password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        error={errors.password}
        required
      />
      <BusyButton type="submit" busy={busy} busyLabel="Checking your password…">
        Continue
      </BusyButton>
    </form>
  );
}

/** The recovery codes, shown this once: the server keeps only their hashes. */
function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState<string | null>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const copy = () => {
    navigator.clipboard.writeText(codes.join('\n')).then(
      () => setCopied('Copied to the clipboard.'),
      () => setCopied('The browser did not allow copying; select the codes and copy them yourself.'),
    );
  };
  return (
    <section className="console-otp" aria-labelledby="recovery-codes-title">
      <h2 id="recovery-codes-title" ref={headingRef} tabIndex={-1}>
        Two-step sign-in is on: save your recovery codes
      </h2>
      <p>
        If you lose your phone, each of these codes signs you in once in place of the app&apos;s code. Print them or keep them in a password manager, apart from
        your phone. They are shown only now.
      </p>
      <ol className="console-recovery-codes" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="console-actions">
        <button type="button" className="button button--secondary" onClick={copy}>
          Copy the codes
        </button>
        <span role="status">{copied}</span>
      </div>
      <div className="console-actions">
        <button type="button" className="button" onClick={onSaved}>
          I have saved the codes
        </button>
      </div>
    </section>
  );
}
