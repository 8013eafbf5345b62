import { useState } from 'react';
import { usePageTitle } from '@aec/ui';
import { ChangePasswordForm } from '../change-password-form';

export default function PasswordScreen() {
  usePageTitle('Change password – Staff console');
  const [changed, setChanged] = useState(false);
  return (
    <section className="console-screen console-screen--narrow">
      <h1>Change your password</h1>
      <p className="console-lead">Your other sessions (another browser or device) end when the password changes; this one stays.</p>
      <div role="status">{changed && <p className="console-alert console-alert--success">Your password has been changed.</p>}</div>
      <ChangePasswordForm onChanged={() => setChanged(true)} />
    </section>
  );
}
