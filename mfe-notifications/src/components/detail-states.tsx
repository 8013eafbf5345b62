import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorState, LoadingState, PageHeader, useFailureText, useT, type Resource } from '@aec/ui';
import { NAMESPACE } from '../messages/catalogue';

/** The kinds of item a detail page shows: each has '<kind>.heading', '.loading', '.failed', '.back' and '.notFound.*' messages. */
export type ItemKind = 'notice' | 'tender' | 'news' | 'event';
export const ITEM_KINDS: readonly ItemKind[] = ['notice', 'tender', 'news', 'event'];

interface DetailStatesProps {
  /** The read of the item (the page shows the item itself once it has one). */
  resource: Resource<unknown>;
  /** Says 'Loading the notice…', 'This notice could not be shown', and heads the page meanwhile ('Notice'). */
  kind: ItemKind;
  /** What an answer without the item, or a 404, shows. */
  notFound: ReactNode;
  /** Where a failed page leads (its link text is '<kind>.back'). */
  back: string;
  className?: string;
  /** Room kept while loading. */
  minHeight?: string;
}

/**
 * A detail page until it has its item: loading (in the browser only: the server render waits),
 * not found (an answer without the item, or a 404: no Retry, asking again would not make it
 * exist), or a failure in words with Retry.
 */
export function DetailStates({ resource, kind, notFound, back, className, minHeight }: DetailStatesProps) {
  const t = useT(NAMESPACE);
  const failureText = useFailureText();
  const title = t(`${kind}.heading`);
  if (resource.status === 'loading') {
    return (
      <div className={className} aria-busy="true">
        <PageHeader title={title} />
        <LoadingState label={t(`${kind}.loading`)} minHeight={minHeight} />
      </div>
    );
  }
  if (resource.status === 'ready' || resource.httpStatus === 404) return notFound;
  return (
    <div className={className}>
      <PageHeader title={title} />
      <ErrorState title={t(`${kind}.failed`)} message={failureText(resource.error, resource.httpStatus)} onRetry={resource.retry} />
      <Link to={back}>{t(`${kind}.back`)}</Link>
    </div>
  );
}
