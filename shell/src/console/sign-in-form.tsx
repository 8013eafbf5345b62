import { useEffect, useRef, useState } from 'react';
import { SignInRequest, type SessionResponse } from '@aec/contracts';
import { StaffApiError, TextField } from '@aec/ui';
import { needsSecondFactor, signIn } from './console-client';
import { BusyButton, FormError } from './console-fields';
import { checkedBy, useConsoleForm } from './use-console-form';

interface SignInFormProps {
  initialEmail?: string;
  onSignedIn: (session: SessionResponse) => void;
}

const WithCode = SignInRequest.required({ code: true });

/**
 * Email and password; then, for an account with two-step sign-in, the code from the authenticator
 * app (or a recovery code). A refusal shows the server's sentence and keeps the typed email.
 */
export function SignInForm({ initialEmail = '', onSignedIn }: SignInFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [askCode, setAskCode] = useState(false);
  const [locked, setLocked] = useState<string | null>(null);
  const passwordForm = useConsoleForm(
    () => checkedBy(SignInRequest.safeParse({ email, password })),
    async ({ email: checkedEmail, password: checkedPassword }) => {
      let answer: Awaited<ReturnType<typeof signIn>>;
      try {
        answer = await signIn(checkedEmail, checkedPassword);
      } catch (error) {
        // A lock others' guesses may have caused: the owner passes it with the password and a code from
        // the app. The lock reads the same for every email, so offering the code step tells nothing.
        if (!(error instanceof StaffApiError && error.status === 423)) throw error;
        setLocked(error.message);
        setAskCode(true);
        return;
      }
      if (needsSecondFactor(answer)) setAskCode(true);
      else onSignedIn(answer);
    },
    () => setPassword(''),
  );

  if (askCode) {
    return (
      <CodeStep
        email={email}
        password={password}
        locked={locked}
        onSignedIn={onSignedIn}
        onStartAgain={() => {
          setPassword('');
          setLocked(null);
          setAskCode(false);
        }}
      />
    );
  }

  const { errors, failure, busy, submit } = passwordForm;
  return (
    <form className="console-form" onSubmit={submit} noValidate>
      <FormError message={failure.message} shownAt={failure.at} />
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="username"
        inputMode="email"
        spellCheck={false}
        value={email}
        onChange={setEmail}
        error={errors.email}
        required
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        data-initial-focus={initialEmail ? '' : undefined}
        value={password}
        onChange={setPassword}
        error={errors.password}
        required
      />
      <BusyButton type="submit" busy={busy} busyLabel="Signing in…">
        Sign in
      </BusyButton>
    </form>
  );
}

interface CodeStepProps {
  email: string;
  password: string;
  /** The lock's sentence when the password step was refused by a lock (the password is then unchecked). */
  locked: string | null;
  onSignedIn: (session: SessionResponse) => void;
  onStartAgain: () => void;
}

/** The second step: the password was right (or a lock stopped the check); the session comes with a code. */
function CodeStep({ email, password, locked, onSignedIn, onStartAgain }: CodeStepProps) {
  const [code, setCode] = useState('');
  const codeRef = useRef<HTMLInputElement>(null);
  const lockRef = useRef<HTMLParagraphElement>(null);
  const { errors, failure, busy, submit } = useConsoleForm(
    () => checkedBy(WithCode.safeParse({ email, password, code })),
    async (checked) => {
      const answer = await signIn(checked.email, checked.password, checked.code);
      // The server asks again only if two-step sign-in went off meanwhile; then the code was not needed.
      if (!needsSecondFactor(answer)) onSignedIn(answer);
    },
    () => setCode(''),
  );
  // The step replaces the password form: the cursor goes where the next thing is typed, or, after a lock,
  // to the lock's sentence, which most who meet it (accounts without two-step sign-in) need to read first.
  useEffect(() => (lockRef.current ?? codeRef.current)?.focus(), []);

  return (
    <form className="console-form" onSubmit={submit} noValidate>
      <FormError message={failure.message} shownAt={failure.at} />
      {locked ? (
        <>
          <p className="console-alert" ref={lockRef} tabIndex={-1}>
            {locked}
          </p>
          <p>
            If <strong>{email}</strong> is your account and it has two-step sign-in, you can still sign in: type the code from your authenticator app (or a
            recovery code). Your password is checked with it.
          </p>
        </>
      ) : (
        <p>
          Two-step sign-in is on for <strong>{email}</strong>.
        </p>
      )}
      <TextField
        label="Authentication code"
        name="code"
        autoComplete="one-time-code"
        spellCheck={false}
        autoCapitalize="off"
        hint="The 6 digits your authenticator app shows for the AEC staff console, or one of your recovery codes."
        inputRef={codeRef}
        value={code}
        onChange={setCode}
        error={errors.code}
        required
      />
      <div className="console-actions">
        <BusyButton type="submit" busy={busy} busyLabel="Checking the code…">
          Verify and sign in
        </BusyButton>
        <button type="button" className="button button--secondary" onClick={onStartAgain}>
          Start again
        </button>
      </div>
    </form>
  );
}
