import { useState, type FormEvent } from 'react';
import { SignInRequest, type SessionResponse } from '@aec/contracts';
import { signIn } from './console-client';
import { BusyButton, FormError, TextField } from './console-fields';
import { fieldErrorsOf, messageOf } from './console-format';

interface SignInFormProps {
  initialEmail?: string;
  onSignedIn: (session: SessionResponse) => void;
}

/** Email and password; a refusal shows the server's sentence and keeps the typed email. */
export function SignInForm({ initialEmail = '', onSignedIn }: SignInFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<{ message: string | null; at: number }>({ message: null, at: 0 });
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = SignInRequest.safeParse({ email, password });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      setFailure({ message: 'Check the fields marked below.', at: Date.now() });
      return;
    }
    setErrors({});
    setFailure({ message: null, at: 0 });
    setBusy(true);
    try {
      const session = await signIn(parsed.data.email, parsed.data.password);
      onSignedIn(session);
    } catch (error) {
      setPassword('');
      setFailure({ message: messageOf(error), at: Date.now() });
      setBusy(false);
    }
  };

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
        onValueChange={setEmail}
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
        onValueChange={setPassword}
        error={errors.password}
        required
      />
      <BusyButton type="submit" busy={busy} busyLabel="Signing in…">
        Sign in
      </BusyButton>
    </form>
  );
}
