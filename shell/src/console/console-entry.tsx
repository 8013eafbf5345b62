import { lazy, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { ErrorState, LoadingState } from '@aec/ui';

// Its own chunk (and CSS file): a visitor of the public site never downloads any console code.
const StaffConsoleApp = lazy(() => import(/* webpackChunkName: "staff-console" */ './console-app').then((module) => ({ default: module.StaffConsoleApp })));

/** Everything under /admin: the console downloads on first use, outside the public site's layout. */
export function StaffConsoleEntry() {
  return (
    <ErrorBoundary
      onError={(error) => console.warn('[shell] the staff console could not be loaded', error)}
      fallback={
        <main className="container" id="main">
          <ErrorState
            title="The staff console could not be loaded"
            message="The connection may have dropped while the console was downloading. Check the connection and try again."
            onRetry={() => window.location.reload()}
          />
        </main>
      }
    >
      <Suspense fallback={<LoadingState label="Loading the staff console…" minHeight="100vh" />}>
        <StaffConsoleApp />
      </Suspense>
    </ErrorBoundary>
  );
}
