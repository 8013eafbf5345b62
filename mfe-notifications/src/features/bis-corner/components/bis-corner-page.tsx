import { useMemo } from 'react';
import type { ExternalNotification } from '@aec/contracts';
import { EmptyState, ErrorState, LoadingState, PageHeader, useDateFormats, useFailureText, useLanguage, useResource, useT } from '@aec/ui';
import { NAMESPACE } from '../../../messages/catalogue';
import { bisDay, newestFirst } from '../api/bis-dates';

/** /bis-corner: academic notifications of the Bureau of Indian Standards, newest first. */
export function BisCornerPage() {
  const t = useT(NAMESPACE);
  const failureText = useFailureText();
  const formats = useDateFormats();
  const english = useLanguage() === 'en';
  // English pages show the date as the Bureau wrote it; Assamese and Hindi pages write its day in their own words.
  const createdOn = (text: string) => {
    const day = english ? null : bisDay(text);
    return day ? formats.date(day) : text;
  };
  const resource = useResource<ExternalNotification[]>('/api/bis-corner');
  const data = resource.status === 'ready' ? resource.data : undefined;
  const items = useMemo(() => (Array.isArray(data) ? newestFirst(data) : []), [data]);
  return (
    <div className="container page">
      <PageHeader title={t('bis.title')} lead={t('bis.lead')} />
      {resource.status === 'loading' && <LoadingState label={t('bis.loading')} />}
      {resource.status === 'failed' && (
        <ErrorState title={t('bis.failed')} message={failureText(resource.error, resource.httpStatus)} onRetry={resource.retry} />
      )}
      {resource.status === 'ready' && items.length === 0 && <EmptyState>{t('bis.empty')}</EmptyState>}
      {items.length > 0 && (
        <ul className="nt-list">
          {items.map((item, i) => (
            <li key={`${item.url}-${i}`}>
              <article className="nt-item">
                <h2 className="nt-item__title nt-item__title--h3">{item.title}</h2>
                <p className="nt-item__meta">
                  {t('bis.createdOn')} {createdOn(item.created_at)}
                </p>
                {item.description && <p className="prose">{item.description}</p>}
                {/^https?:\/\//.test(item.url) && (
                  <a className="button button--secondary" href={item.url} target="_blank" rel="noopener noreferrer">
                    {t('bis.view')}
                    <span className="visually-hidden">{t('bis.viewDetails', { title: item.title })}</span>
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
