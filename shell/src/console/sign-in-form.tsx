import { useState } from 'react';
import { SignInRequest, type SessionResponse } from '@aec/contracts';
import { TextField } from '@aec/ui';
import { signIn } from './console-client';
import { BusyButton, FormError } from './console-fields';
import { checkedBy, useConsoleForm } from './use-console-form';

interface SignInFormProps {
  initialEmail?: string;
  onSignedIn: (session: SessionResponse) => void;
}

/** Email and password; a refusal shows the server's sentence and keeps the typed email. */
export function SignInForm({ initialEmail = '', onSignedIn }: SignInFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const { errors, failure, busy, submit } = useConsoleForm(
    () => checkedBy(SignInRequest.safeParse({ email, password })),
    async ({ email: checkedEmail, password: checkedPassword }) => onSignedIn(await signIn(checkedEmail, checkedPassword)),
    () => setPassword(''),
  );

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
