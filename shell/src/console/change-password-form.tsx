import { useState, type FormEvent } from 'react';
import { ChangePasswordRequest, PASSWORD_MIN_LENGTH, type StaffAccount } from '@aec/contracts';
import { useStaffConsole } from '@aec/ui';
import { BusyButton, FormError, TextField } from './console-fields';
import { fieldErrorsOf, messageOf } from './console-format';

interface ChangePasswordFormProps {
  onChanged: (account: StaffAccount) => void;
  submitLabel?: string;
}

/** Current password, a new one of at least PASSWORD_MIN_LENGTH characters, typed twice. */
export function ChangePasswordForm({ onChanged, submitLabel = 'Change password' }: ChangePasswordFormProps) {
  const { request } = useStaffConsole();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<{ message: string | null; at: number }>({ message: null, at: 0 });
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = ChangePasswordRequest.safeParse({ currentPassword, newPassword });
    const found = parsed.success ? {} : fieldErrorsOf(parsed.error);
    if (!found.newPassword && newPassword !== repeat) found.repeat = 'The two new passwords are not the same; type the new password again.';
    if (!parsed.success || found.repeat) {
      setErrors(found);
      setFailure({ message: 'Check the fields marked below.', at: Date.now() });
      return;
    }
    setErrors({});
    setFailure({ message: null, at: 0 });
    setBusy(true);
    try {
      const { account } = await request<{ account: StaffAccount }>('/password', { method: 'POST', body: parsed.data });
      setCurrentPassword('');
      setNewPassword('');
      setRepeat('');
      onChanged(account);
    } catch (error) {
      setFailure({ message: messageOf(error), at: Date.now() });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="console-form" onSubmit={submit} noValidate>
      <FormError message={failure.message} shownAt={failure.at} />
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={currentPassword}
        onValueChange={setCurrentPassword}
        error={errors.currentPassword}
        required
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a long password that is easy to remember.`}
        value={newPassword}
        onValueChange={setNewPassword}
        error={errors.newPassword}
        required
        minLength={PASSWORD_MIN_LENGTH}
      />
      <TextField
        label="Repeat new password"
        type="password"
        autoComplete="new-password"
        value={repeat}
        onValueChange={setRepeat}
        error={errors.repeat}
        required
      />
      <BusyButton type="submit" busy={busy} busyLabel="Saving…">
        {submitLabel}
      </BusyButton>
    </form>
  );
}
