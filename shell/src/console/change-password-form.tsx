import { useState } from 'react';
import { ChangePasswordRequest, PASSWORD_MIN_LENGTH, type StaffAccount } from '@aec/contracts';
import { fieldErrorsOf, TextField, useStaffConsole } from '@aec/ui';
import { BusyButton, FormError } from './console-fields';
import { checkedBy, useConsoleForm } from './use-console-form';

interface ChangePasswordFormProps {
  onChanged: (account: StaffAccount) => void;
  submitLabel?: string;
}

/** Current password, a new one of at least PASSWORD_MIN_LENGTH characters, typed twice; the server's other rules come back as its sentence. */
export function ChangePasswordForm({ onChanged, submitLabel = 'Change password' }: ChangePasswordFormProps) {
  const { request } = useStaffConsole();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const { errors, failure, busy, submit } = useConsoleForm(
    () => {
      const parsed = ChangePasswordRequest.safeParse({ currentPassword, newPassword });
      const newPasswordOk = parsed.success || !fieldErrorsOf(parsed.error).newPassword;
      const mismatch: Record<string, string> =
        newPasswordOk && newPassword !== repeat ? { repeat: 'The two new passwords are not the same; type the new password again.' } : {};
      return checkedBy(parsed, mismatch);
    },
    async (body) => {
      const { account } = await request<{ account: StaffAccount }>('/password', { method: 'POST', body });
      setCurrentPassword('');
      setNewPassword('');
      setRepeat('');
      onChanged(account);
    },
  );

  return (
    <form className="console-form" onSubmit={submit} noValidate>
      <FormError message={failure.message} shownAt={failure.at} />
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={currentPassword}
        onChange={setCurrentPassword}
        error={errors.currentPassword}
        required
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters, not one of the most common passwords, and without your email name or the college's name. A few unrelated words make a long password that is easy to remember.`}
        value={newPassword}
        onChange={setNewPassword}
        error={errors.newPassword}
        required
        minLength={PASSWORD_MIN_LENGTH}
      />
      <TextField label="Repeat new password" type="password" autoComplete="new-password" value={repeat} onChange={setRepeat} error={errors.repeat} required />
      <BusyButton type="submit" busy={busy} busyLabel="Saving…">
        {submitLabel}
      </BusyButton>
    </form>
  );
}
