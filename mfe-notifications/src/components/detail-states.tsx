import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorState, LoadingState, PageHeader, type Resource } from '@aec/ui';

interface DetailStatesProps {
  /** The read of the item (the page shows the item itself once it has one). */
  resource: Resource<unknown>;
  /** 'Notice', 'Tender', 'News item', 'Event': says 'Loading the notice…', 'This notice could not be shown'. */
  noun: string;
  /** The page's heading meanwhile; the noun unless given. */
  title?: string;
  /** What an answer without the item, or a 404, shows. */
  notFound: ReactNode;
  /** Where a failed page leads. */
  back: { to: string; label: string };
  className?: string;
  /** Room kept while loading. */
  minHeight?: string;
}

/**
 * A detail page until it has its item: loading (in the browser only: the server render waits),
 * not found (an answer without the item, or a 404: no Retry, asking again would not make it
 * exist), or a failure in words with Retry.
 */
export function DetailStates({ resource, noun, title = noun, notFound, back, className, minHeight }: DetailStatesProps) {
  if (resource.status === 'loading') {
    return (
      <div className={className} aria-busy="true">
        <PageHeader title={title} />
        <LoadingState label={`Loading the ${noun.toLowerCase()}…`} minHeight={minHeight} />
      </div>
    );
  }
  if (resource.status === 'ready' || resource.httpStatus === 404) return notFound;
  return (
    <div className={className}>
      <PageHeader title={title} />
      <ErrorState title={`This ${noun.toLowerCase()} could not be shown`} message={resource.error} onRetry={resource.retry} />
      <Link to={back.to}>{back.label}</Link>
    </div>
  );
}
