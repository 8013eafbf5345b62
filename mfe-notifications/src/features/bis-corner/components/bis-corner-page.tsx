import { useMemo } from 'react';
import type { ExternalNotification } from '@aec/contracts';
import { EmptyState, ErrorState, LoadingState, PageHeader, useResource } from '@aec/ui';
import { newestFirst } from '../api/bis-dates';

/** /bis-corner: academic notifications of the Bureau of Indian Standards, newest first. */
export function BisCornerPage() {
  const resource = useResource<ExternalNotification[]>('/api/bis-corner');
  const data = resource.status === 'ready' ? resource.data : undefined;
  const items = useMemo(() => (Array.isArray(data) ? newestFirst(data) : []), [data]);
  return (
    <div className="container page">
      <PageHeader
        title="BIS Corner"
        lead="Academic notifications from the Bureau of Indian Standards (BIS) for students and teachers: standards clubs, competitions, internships and training."
      />
      {resource.status === 'loading' && <LoadingState label="Loading BIS notifications…" />}
      {resource.status === 'failed' && <ErrorState title="The BIS notifications could not be loaded" message={resource.error} onRetry={resource.retry} />}
      {resource.status === 'ready' && items.length === 0 && (
        <EmptyState>There are no notifications from the Bureau of Indian Standards just now. Please look again in a few days.</EmptyState>
      )}
      {items.length > 0 && (
        <ul className="nt-list">
          {items.map((item, i) => (
            <li key={`${item.url}-${i}`}>
              <article className="nt-item">
                <h2 className="nt-item__title nt-item__title--h3">{item.title}</h2>
                <p className="nt-item__meta">Created on {item.created_at}</p>
                {item.description && <p className="prose">{item.description}</p>}
                {/^https?:\/\//.test(item.url) && (
                  <a className="button button--secondary" href={item.url} target="_blank" rel="noopener noreferrer">
                    View<span className="visually-hidden">: {item.title} on the BIS website (opens in a new tab)</span>
                  </a>
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
