import { Component, type ReactNode } from 'react';
import { ErrorState } from '@aec/ui';

interface PageLoadBoundaryProps {
  /** Changing this (the location) clears a caught error. */
  resetKey: string;
  children: ReactNode;
}

/**
 * A page of the shell whose code could not be downloaded (a dropped connection on a phone) says so
 * and offers a retry, instead of leaving the page blank; header and footer stay.
 */
export class PageLoadBoundary extends Component<PageLoadBoundaryProps, { failedAt: string | null }> {
  override state = { failedAt: null as string | null };

  static getDerivedStateFromError(): { failedAt: string } {
    return { failedAt: '' };
  }

  override componentDidCatch(error: Error): void {
    console.warn('[shell] a page could not be shown', error);
    this.setState({ failedAt: this.props.resetKey });
  }

  override componentDidUpdate(prev: PageLoadBoundaryProps): void {
    if (this.state.failedAt !== null && prev.resetKey !== this.props.resetKey) this.setState({ failedAt: null });
  }

  override render() {
    if (this.state.failedAt === null) return this.props.children;
    return (
      <div className="container">
        <ErrorState
          title="This page could not be loaded"
          message="The connection may have dropped while the page was downloading. The rest of the site still works."
          // A lazily loaded page remembers its failed download, so only a fresh load retries it.
          onRetry={() => window.location.reload()}
        />
      </div>
    );
  }
}
