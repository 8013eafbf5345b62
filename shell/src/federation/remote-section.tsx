import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import type { RemoteName } from '@aec/contracts';
import { ErrorState, LoadingState, type RemoteRoutesModule, type RemoteSectionProps } from '@aec/ui';
import { loadRemoteRoutes, resetRemote } from './remote-registry';
import { RemoteBoundary } from './remote-boundary';

interface RemoteSectionMountProps {
  remote: RemoteName;
  section: string;
  basePath: string;
  /** What the visitor was looking for, used in the failure message. */
  label: string;
  /** The remote's exposed module holding `sections`: './routes' for the public site, a console module under /admin. */
  exposed?: string;
}

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; Section: ComponentType<RemoteSectionProps> }
  | { status: 'failed' };

/** Loads one section of a remote on first view; a failure stays inside this section with a Retry. */
export function RemoteSection({ remote, section, basePath, label, exposed = './routes' }: RemoteSectionMountProps) {
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const location = useLocation();

  useEffect(() => {
    let live = true;
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    loadRemoteRoutes(remote, exposed).then(
      (module: RemoteRoutesModule) => {
        const Section = module.sections[section];
        if (!live) return;
        setState(Section ? { status: 'ready', Section } : { status: 'failed' });
      },
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [remote, section, exposed, attempt]);

  const retry = useCallback(() => {
    resetRemote(remote);
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, [remote]);

  const unavailable = (onRetry: () => void) => (
    <div className="container">
      <ErrorState
        title={`${label} is not available right now`}
        message="This part of the site could not be loaded. The rest of the site still works; please try again in a moment."
        onRetry={onRetry}
      />
    </div>
  );

  // A full screen of reserved space keeps the footer out of sight until the section arrives (no layout shift).
  if (state.status === 'loading') return <LoadingState label={`Loading ${label.toLowerCase()}…`} minHeight="100vh" />;
  if (state.status === 'failed') return unavailable(retry);
  const { Section } = state;
  return (
    <RemoteBoundary resetKey={location.pathname} fallback={(reset) => unavailable(() => { retry(); reset(); })}>
      <Section basePath={basePath} />
    </RemoteBoundary>
  );
}
