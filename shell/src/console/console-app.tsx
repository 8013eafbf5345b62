import './console.css';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  ErrorState,
  LoadingState,
  StaffApiError,
  StaffConsoleContext,
  createStaffClient,
  usePageTitle,
  type StaffConsole,
  type StaffRequestOptions,
  type StaffUploadOptions,
} from '@aec/ui';
import type { SessionResponse, StaffAccount, StaffRole } from '@aec/contracts';
import { fetchSession } from './console-client';
import { messageOf } from './console-format';
import { SignInForm } from './sign-in-form';
import { ConsoleLayout, ConsoleTopBar } from './console-layout';
import { ConsoleRoutes } from './console-routes';
import { ForcedPasswordChange } from './forced-password-change';
import { ForcedTwoFactor } from './forced-two-factor';
import { SessionEndedDialog, IdleWarningDialog } from './session-dialogs';
import { useNoIndex } from './use-no-index';

type Phase =
  { kind: 'checking' } | { kind: 'unreachable'; message: string } | { kind: 'signed-out'; notice?: string } | { kind: 'signed-in'; session: SessionResponse };

/** Warn this long before the idle end of a session (or at half the idle time when that is shorter). */
const WARN_BEFORE_MS = 2 * 60_000;
const IDLE_CHECK_MS = 5_000;

/** The /admin application: the session (sign-in, idle warning, re-sign-in over the screen) and the console around the screens. */
export function StaffConsoleApp() {
  useNoIndex();
  const [phase, setPhase] = useState<Phase>({ kind: 'checking' });
  const [ended, setEnded] = useState(false);
  const [warning, setWarning] = useState(false);
  // A re-sign-in gets a new CSRF token; the client reads it at every call, so screens keep their request function.
  const tokenRef = useRef('');
  const lastUseRef = useRef(Date.now());

  const start = useCallback((session: SessionResponse) => {
    tokenRef.current = session.csrfToken;
    lastUseRef.current = Date.now();
    setEnded(false);
    setWarning(false);
    setPhase({ kind: 'signed-in', session });
  }, []);

  const check = useCallback(() => {
    setPhase({ kind: 'checking' });
    fetchSession().then(start, (error: unknown) => {
      if (error instanceof StaffApiError && error.status === 401) setPhase({ kind: 'signed-out' });
      else setPhase({ kind: 'unreachable', message: messageOf(error) });
    });
  }, [start]);

  useEffect(check, [check]);

  const client = useMemo(() => {
    const current = () => createStaffClient({ csrfToken: tokenRef.current, onUnauthorized: () => setEnded(true) });
    function request<T = unknown>(path: string, options?: StaffRequestOptions): Promise<T> {
      lastUseRef.current = Date.now();
      return current().request<T>(path, options);
    }
    function upload(file: File, options?: StaffUploadOptions) {
      lastUseRef.current = Date.now();
      return current().upload(file, options);
    }
    return { request, upload };
  }, []);

  const session = phase.kind === 'signed-in' ? phase.session : null;
  const account = session?.account ?? null;

  const staffConsole = useMemo<StaffConsole | null>(
    () =>
      account && {
        account,
        can: (role: StaffRole) => account.role === 'admin' || account.role === role,
        request: client.request,
        upload: client.upload,
      },
    [account, client],
  );

  // Idle: the server ends a session after idleMinutes without a call; warn before, and at the end ask the server.
  const endCheckRef = useRef(false);
  useEffect(() => {
    if (!session || ended) return;
    const idleMs = session.idleMinutes * 60_000;
    const warnAt = idleMs - Math.min(WARN_BEFORE_MS, idleMs / 2);
    const timer = window.setInterval(() => {
      const idle = Date.now() - lastUseRef.current;
      if (idle < idleMs) {
        setWarning(idle >= warnAt);
        return;
      }
      setWarning(false);
      if (endCheckRef.current) return;
      endCheckRef.current = true;
      // Another tab may have kept the shared session alive; a 401 here opens the sign-in dialog.
      client
        .request('/me')
        .then(
          () => undefined,
          () => undefined,
        )
        .finally(() => {
          endCheckRef.current = false;
        });
    }, IDLE_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [session, ended, client]);

  const staySignedIn = useCallback(async () => {
    const fresh = await client.request<SessionResponse>('/me');
    tokenRef.current = fresh.csrfToken;
    setWarning(false);
  }, [client]);

  const signOut = useCallback(async () => {
    try {
      await client.request('/sign-out', { method: 'POST' });
    } catch (error) {
      // Already ended (401) is as good as signed out; anything else leaves the session alive, so say so.
      if (!(error instanceof StaffApiError && error.status === 401)) throw error;
    }
    tokenRef.current = '';
    setEnded(false);
    setWarning(false);
    setPhase({ kind: 'signed-out', notice: 'You have signed out.' });
  }, [client]);

  const updateAccount = useCallback((next: StaffAccount) => {
    setPhase((current) => (current.kind === 'signed-in' ? { kind: 'signed-in', session: { ...current.session, account: next } } : current));
  }, []);

  if (phase.kind === 'checking') return <LoadingState label="Opening the staff console…" minHeight="100vh" />;
  if (phase.kind === 'unreachable') {
    return (
      <main className="console-centre" id="console-main">
        <ErrorState title="The staff console cannot reach the server" message={phase.message} onRetry={check} />
      </main>
    );
  }
  if (phase.kind === 'signed-out' || !staffConsole || !session)
    return <SignInPage notice={phase.kind === 'signed-out' ? phase.notice : undefined} onSignedIn={start} />;

  return (
    <StaffConsoleContext.Provider value={staffConsole}>
      {staffConsole.account.mustChangePassword ? (
        <>
          <ConsoleTopBar onSignOut={signOut} />
          <ForcedPasswordChange onChanged={updateAccount} />
        </>
      ) : staffConsole.account.twoFactorRequired && !staffConsole.account.twoFactorEnabled ? (
        <>
          <ConsoleTopBar onSignOut={signOut} />
          <ForcedTwoFactor account={staffConsole.account} onEnabled={updateAccount} />
        </>
      ) : (
        // A different person signing in over an ended session gets fresh screens, not the last one's work.
        <ConsoleLayout key={staffConsole.account.id} onSignOut={signOut}>
          <ConsoleRoutes />
        </ConsoleLayout>
      )}
      <SessionEndedDialog open={ended} email={staffConsole.account.email} onSignedIn={start} />
      <IdleWarningDialog open={warning && !ended} onStay={staySignedIn} onSignOut={signOut} />
    </StaffConsoleContext.Provider>
  );
}

function SignInPage({ notice, onSignedIn }: { notice?: string; onSignedIn: (session: SessionResponse) => void }) {
  usePageTitle('Sign in – Staff console');
  return (
    <main className="console-centre" id="console-main">
      <div className="console-panel console-sign-in">
        <p className="console-sign-in__brand">AEC staff console</p>
        <h1>Sign in</h1>
        {notice && (
          <p className="console-alert console-alert--success" role="status">
            {notice}
          </p>
        )}
        <p className="console-sign-in__lead">For staff of Assam Engineering College who publish on this site or answer grievances.</p>
        <SignInForm onSignedIn={onSignedIn} />
        <p className="note">
          Forgotten your password, or locked out? Ask the site administrator to reset it. <a href="/">Back to the public site</a>
        </p>
      </div>
    </main>
  );
}
