import { useDeferredValue, useId, useMemo, useState } from 'react';
import {
  AlertSubscribe,
  DownloadButton,
  EmptyState,
  ErrorState,
  LoadingState,
  Localized,
  localizedText,
  TextField,
  useContentLang,
  useDateFormats,
  useFailureText,
  useLanguage,
} from '@aec/ui';
import type { TenderRow } from '@aec/contracts';
import type { Project } from '../../../data/projects';
import { useProjectsT } from '../../../messages/catalogue';
import { WithDate } from '../../../i18n/with-date';
import { useProjectTenders } from '../api/projects-api';

/** docs/product/projects.md: case-insensitive substring match on the title (the English, or the one shown on the page). */
export function matchesTitle(tender: Pick<TenderRow, 'title'>, query: string, shownTitle?: string): boolean {
  const q = query.trim().toLowerCase();
  return tender.title.toLowerCase().includes(q) || Boolean(shownTitle?.toLowerCase().includes(q));
}

/** The project's tenders with live search by title, and the subscribe-by-email box. */
export function ProjectTenders({ project, type }: { project: Project; type: string }) {
  const t = useProjectsT();
  const failureText = useFailureText();
  const language = useLanguage();
  const { number } = useDateFormats();
  const id = useId();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const tenders = useProjectTenders(type);
  const all = tenders.data?.rows;
  const shown = useMemo(
    () => (all ?? []).filter((tender) => matchesTitle(tender, deferredQuery, localizedText(tender.translations, language, 'title', tender.title).text)),
    [all, deferredQuery, language],
  );
  const q = query.trim();

  return (
    <>
      <section aria-labelledby={`${id}-heading`} className="project-tenders">
        <h2 id={`${id}-heading`} className="visually-hidden">
          {t('tenders.heading', { project: project.name })}
        </h2>
        <TextField label={t('tenders.search')} className="project-search" type="search" value={query} onChange={setQuery} autoComplete="off" />
        {tenders.status === 'loading' && <LoadingState label={t('tenders.loading')} />}
        {tenders.status === 'failed' && (
          <ErrorState title={t('tenders.failed')} message={failureText(tenders.error, tenders.httpStatus)} onRetry={tenders.retry} />
        )}
        {all && (
          <>
            <p className="project-search__count" aria-live="polite">
              {q
                ? t('tenders.matching', { count: shown.length, shown: number(shown.length), total: number(all.length), query: q })
                : t('tenders.count', { count: all.length, shown: number(all.length) })}
            </p>
            {all.length === 0 ? (
              <EmptyState>{t('tenders.empty', { project: project.name })}</EmptyState>
            ) : shown.length === 0 ? (
              <EmptyState>{t('tenders.noMatch', { query: q })}</EmptyState>
            ) : (
              <ul className="project-items">
                {shown.map((tender) => (
                  <TenderItem key={tender.id} tender={tender} />
                ))}
              </ul>
            )}
          </>
        )}
      </section>
      <TenderAlerts project={project} />
    </>
  );
}

/**
 * Tender alerts by email: the kit's alert box for the project's topic (`project:<code>`), in the project
 * page's words. Its mails keep the tender alerts' texts and links (api: project-alert-style.ts).
 */
function TenderAlerts({ project }: { project: Project }) {
  const t = useProjectsT();
  return (
    <AlertSubscribe
      // `subscribe-box`: the project page's hook for its tests; the look is the kit's alert box.
      className="subscribe-box"
      topics={[`project:${project.project_code.toLowerCase()}`]}
      heading={t('subscribe.heading', { project: project.name })}
      intro={t('subscribe.intro', { project: project.name })}
      frequency="each"
      // Without the script the page's own action subscribes it (the same subscription, in the project's words).
      pageForm="tender-alerts"
      phone
      texts={{
        'alerts.email': t('subscribe.email'),
        'alerts.submit': t('subscribe.submit'),
        'alerts.sending': t('subscribe.sending'),
        'alerts.keptAfterFailure': t('subscribe.keptAfterFailure'),
        'alerts.errors.emailRequired': t('subscribe.errors.required'),
        'alerts.errors.emailInvalid': t('subscribe.errors.invalid'),
      }}
    />
  );
}

function TenderItem({ tender }: { tender: TenderRow }) {
  const t = useProjectsT();
  const { date, listDate } = useDateFormats();
  // Corrigendum titles are written in English only.
  const englishLang = useContentLang('en');
  const fileTitle = tender.title;
  return (
    <li className="project-item">
      <Localized as="h3" className="project-item__title" translations={tender.translations} field="title" english={tender.title} />
      <p className="project-item__meta">
        <span className={`tender-status tender-status--${tender.status}`}>{t(`tenders.status.${tender.status}`)}</span>{' '}
        <WithDate
          text={t('tenders.meta', { number: tender.tender_no, date: listDate(tender._date_), type: tender.type })}
          date={(text) => <time dateTime={tender._date_}>{text}</time>}
        />
      </p>
      <dl className="project-item__dates">
        <div>
          <dt>{t('tenders.closing')}</dt>
          <dd>{date(tender.date_closing)}</dd>
        </div>
        <div>
          <dt>{t('tenders.opening')}</dt>
          <dd>{date(tender.date_opening)}</dd>
        </div>
      </dl>
      {tender.files.length > 0 && (
        <div className="project-item__files">
          {tender.files.map((file, i) => (
            <DownloadButton key={file.url} href={file.url} label={t('attachment', { number: i + 1 })} fileName={`${fileTitle}${i ? ` (${i + 1})` : ''}.pdf`} />
          ))}
        </div>
      )}
      {tender.corrigenda.length > 0 && (
        <div className="project-item__corrigenda">
          <p className="project-item__corrigenda-title">{t('tenders.corrigenda')}</p>
          <ul>
            {tender.corrigenda.map((c) => (
              <li key={c.id}>
                <span lang={englishLang}>{c.title}</span> ({date(c._date_)})
                {c.files.map((file, i) => (
                  <DownloadButton key={file.url} href={file.url} label={t('tenders.corrigendumFile', { number: i + 1 })} fileName={`${c.title}.pdf`} />
                ))}
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}
