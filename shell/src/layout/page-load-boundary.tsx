import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { ErrorState, useT } from '@aec/ui';
import { SHELL_NAMESPACE } from '../messages/catalogue';

/**
 * A page of the shell whose code could not be downloaded (a dropped connection on a phone) says so
 * and offers a retry, instead of leaving the page blank; header and footer stay. Another address
 * (`resetKey`, the location) clears the error.
 */
export function PageLoadBoundary({ resetKey, children }: { resetKey: string; children: ReactNode }) {
  const t = useT(SHELL_NAMESPACE);
  return (
    <ErrorBoundary
      resetKeys={[resetKey]}
      onError={(error) => console.warn('[shell] a page could not be shown', error)}
      fallback={
        <div className="container">
          <ErrorState
            title={t('page.loadFailedTitle')}
            message={t('page.loadFailedMessage')}
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
