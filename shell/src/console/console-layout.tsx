import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { STAFF_ROLE_LABELS } from '@aec/contracts';
import { useStaffConsole } from '@aec/ui';
import { BusyButton } from './console-fields';
import { messageOf } from './console-format';
import { consoleScreens, mayOpen } from './console-screens';

interface SignOutProps {
  onSignOut: () => Promise<void>;
}

export function ConsoleTopBar({ onSignOut }: SignOutProps) {
  const { account } = useStaffConsole();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signOut = () => {
    setBusy(true);
    setError(null);
    onSignOut().catch((failure: unknown) => {
      setError(`Signing out did not work: ${messageOf(failure)}`);
      setBusy(false);
    });
  };
  return (
    <header className="console-bar">
      <div className="console-bar__inner">
        <Link to="/admin" className="console-bar__brand">
          AEC staff console
        </Link>
        <p className="console-bar__who">
          <span className="console-bar__name">{account.name}</span> <span className="console-bar__role">{STAFF_ROLE_LABELS[account.role]}</span>
        </p>
        <div className="console-bar__actions">
          <Link to="/" className="console-bar__link">
            Public site
          </Link>
          <BusyButton type="button" className="button console-bar__sign-out" busy={busy} busyLabel="Signing out…" onClick={signOut}>
            Sign out
          </BusyButton>
        </div>
      </div>
      {error && (
        <p className="console-alert console-alert--error console-bar__error" role="alert">
          {error}
        </p>
      )}
    </header>
  );
}

/** Skip link, top bar, the screens this account may open, and the <main> the screen renders in. */
export function ConsoleLayout({ onSignOut, children }: SignOutProps & { children: ReactNode }) {
  const { account } = useStaffConsole();
  const screens = [{ path: '/admin', label: 'Dashboard' }, ...consoleScreens.filter((screen) => mayOpen(account.role, screen.role))];
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);
  // On a phone the nav is one scrolling row: keep the current screen's link in sight.
  const mainRef = useRef<HTMLElement>(null);
  const shownPath = useRef(pathname);
  // A new screen: focus goes to its <main>, as a new page would start there (not on the first show,
  // and not when only the query changes, e.g. a list's filters).
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (!mainRef.current?.contains(document.activeElement)) mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);
  useEffect(() => {
    const current = navRef.current?.querySelector<HTMLElement>('a[aria-current="page"]');
    const list = current?.closest('ul');
    if (current && list && list.scrollWidth > list.clientWidth) list.scrollLeft = current.offsetLeft - list.offsetLeft - 16;
  }, [pathname]);
  return (
    <div className="console">
      <a className="skip-link" href="#console-main">
        Skip to the screen
      </a>
      <ConsoleTopBar onSignOut={onSignOut} />
      <div className="console__body">
        <nav className="console-nav" aria-label="Console screens" ref={navRef}>
          <ul>
            {screens.map((screen) => (
              <li key={screen.path}>
                <NavLink to={screen.path} end={screen.path === '/admin'}>
                  {screen.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main className="console__main" id="console-main" tabIndex={-1} ref={mainRef}>
          {children}
        </main>
      </div>
    </div>
  );
}
