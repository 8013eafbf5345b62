import { useId, useState } from 'react';
import type { SessionResponse } from '@aec/contracts';
import { Dialog } from '@aec/ui';
import { BusyButton } from './console-fields';
import { messageOf } from './console-format';
import { SignInForm } from './sign-in-form';

/** The session ended under a screen: sign in again on top of it, and the screen carries on. */
export function SessionEndedDialog({ open, email, onSignedIn }: { open: boolean; email: string; onSignedIn: (session: SessionResponse) => void }) {
  const titleId = useId();
  return (
    <Dialog open={open} titleId={titleId}>
      <h2 id={titleId}>Your session has ended</h2>
      <p>
        Sessions end after a time without use, or when you sign out elsewhere. Sign in again to carry on: what you were doing is still on the screen underneath;
        send it again after signing in.
      </p>
      <SignInForm initialEmail={email} onSignedIn={onSignedIn} />
    </Dialog>
  );
}

interface IdleWarningDialogProps {
  open: boolean;
  onStay: () => Promise<void>;
  onSignOut: () => Promise<void>;
}

export function IdleWarningDialog({ open, onStay, onSignOut }: IdleWarningDialogProps) {
  const titleId = useId();
  const [busy, setBusy] = useState<'stay' | 'leave' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = (which: 'stay' | 'leave', action: () => Promise<void>) => {
    setBusy(which);
    setError(null);
    action()
      .catch((failure: unknown) => setError(messageOf(failure)))
      .finally(() => setBusy(null));
  };
  return (
    <Dialog open={open} titleId={titleId} onCancel={() => run('stay', onStay)}>
      <h2 id={titleId}>Your session ends in 2 minutes</h2>
      <p>Nothing has been sent to the server for a while. Stay signed in to keep working; anything not yet saved stays on the screen.</p>
      {error && (
        <p className="console-alert console-alert--error" role="alert">
          {error}
        </p>
      )}
      <div className="console-actions">
        <BusyButton type="button" busy={busy === 'stay'} busyLabel="Staying signed in…" onClick={() => run('stay', onStay)}>
          Stay signed in
        </BusyButton>
        <BusyButton type="button" className="button button--secondary" busy={busy === 'leave'} busyLabel="Signing out…" onClick={() => run('leave', onSignOut)}>
          Sign out now
        </BusyButton>
      </div>
    </Dialog>
  );
}
