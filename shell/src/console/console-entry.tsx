import { Component, lazy, Suspense, type ReactNode } from 'react';
import { ErrorState, LoadingState } from '@aec/ui';

// Its own chunk (and CSS file): a visitor of the public site never downloads any console code.
const StaffConsoleApp = lazy(() =>
  import(/* webpackChunkName: "staff-console" */ './console-app').then((module) => ({ default: module.StaffConsoleApp })),
);

class ConsoleLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    console.warn('[shell] the staff console could not be loaded', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="container" id="main">
        <ErrorState
          title="The staff console could not be loaded"
          message="The connection may have dropped while the console was downloading. Check the connection and try again."
          onRetry={() => window.location.reload()}
        />
      </main>
    );
  }
}

/** Everything under /admin: the console downloads on first use, outside the public site's layout. */
export function StaffConsoleEntry() {
  return (
    <ConsoleLoadBoundary>
      <Suspense fallback={<LoadingState label="Loading the staff console…" minHeight="100vh" />}>
        <StaffConsoleApp />
      </Suspense>
    </ConsoleLoadBoundary>
  );
}
