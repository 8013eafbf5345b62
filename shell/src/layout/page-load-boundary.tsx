import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { ErrorState } from '@aec/ui';

/**
 * A page of the shell whose code could not be downloaded (a dropped connection on a phone) says so
 * and offers a retry, instead of leaving the page blank; header and footer stay. Another address
 * (`resetKey`, the location) clears the error.
 */
export function PageLoadBoundary({ resetKey, children }: { resetKey: string; children: ReactNode }) {
  return (
    <ErrorBoundary
      resetKeys={[resetKey]}
      onError={(error) => console.warn('[shell] a page could not be shown', error)}
      fallback={
        <div className="container">
          <ErrorState
            title="This page could not be loaded"
            message="The connection may have dropped while the page was downloading. The rest of the site still works."
            // A lazily loaded page remembers its failed download, so only a fresh load retries it.
            onRetry={() => window.location.reload()}
          />
        </div>
      }
    >
      {children}
    </ErrorBoundary>
  );
}
