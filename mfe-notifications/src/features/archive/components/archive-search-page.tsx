import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { searchResultPath, type SearchKind, type SearchResponse, type SearchResultKind } from '@aec/contracts';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  PageHeader,
  Select,
  TextField,
  useDateFormats,
  useFailureText,
  useLanguage,
  usePageHead,
  usePageNow,
  useResource,
  useT,
} from '@aec/ui';
import { NAMESPACE } from '../../../messages/catalogue';
import { archiveYears, snippetParts } from '../api/snippet';

// A type import keeps zod (the contracts' runtime) out of this bundle.
export const SEARCH_KINDS: SearchKind[] = ['notice', 'tender', 'news', 'event'];
/** /search also finds the site's pages. */
const SITE_KINDS: SearchResultKind[] = ['page', ...SEARCH_KINDS];

function searchUrl(q: string, kind: string, year: string, lang: string): string | null {
  if (q.trim().length < 2) return null;
  const params = new URLSearchParams({ q: q.trim(), limit: '50', lang });
  if (kind) params.set('kind', kind);
  if (year) params.set('year', year);
  return `/api/search?${params}`;
}

/** A year in the page's digits, never grouped ('২০২৬', not '২,০২৬'). */
function useYearText(): (year: number | string) => string {
  const formats = useDateFormats();
  return (year) => formats.number(Number(year)).replace(/,/g, '');
}

/** "Nothing matches “exam” among notices in 2024. Try other words or fewer filters." */
function NoMatch({ q, kind, year }: { q: string; kind: string; year: string }) {
  const t = useT(NAMESPACE);
  const yearText = useYearText();
  const kindText = SITE_KINDS.includes(kind as SearchResultKind) ? t(`archive.kindsInSentence.${kind}`) : '';
  const values = { query: q, kind: kindText, year: year ? yearText(year) : '' };
  const sentence = kindText
    ? year
      ? t('archive.noMatchKindYear', values)
      : t('archive.noMatchKind', values)
    : year
      ? t('archive.noMatchYear', values)
      : t('archive.noMatch', values);
  return (
    <EmptyState>
      {sentence} {t('archive.tryOther')}
    </EmptyState>
  );
}

/**
 * /notifications/archive: one search over every notice, tender, news item and event, old ones included.
 * /search (`site`): the same over the site's pages too, from the header's search box.
 */
export function ArchiveSearchPage({ site = false }: { site?: boolean }) {
  const t = useT(NAMESPACE);
  const formats = useDateFormats();
  const yearText = useYearText();
  const failureText = useFailureText();
  const now = usePageNow();
  const language = useLanguage();
  // Each result says the language of its title and snippet when it is not the page's (English where the
  // item has no version in the page's language).
  const kinds = site ? SITE_KINDS : SEARCH_KINDS;
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const kind = params.get('kind') ?? '';
  const year = params.get('year') ?? '';
  const [draft, setDraft] = useState(q);
  useEffect(() => setDraft(q), [q]);
  const resource = useResource<SearchResponse>(searchUrl(q, kind, year, language));
  const title = t(site ? 'archive.siteTitle' : 'archive.title');
  const lead = t(site ? 'archive.siteLead' : 'archive.lead');
  // Results pages are not for search engines (endless combinations of words); the form page is.
  usePageHead({ title, description: lead, noindex: q !== '' });

  const update = (next: { q?: string; kind?: string; year?: string }) => {
    const merged = { q, kind, year, ...next };
    setParams(Object.fromEntries(Object.entries(merged).filter(([, v]) => v)) as Record<string, string>);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ q: draft.trim() });
  };
  const tooShort = q !== '' && q.trim().length < 2;
  const kindOptions = [{ value: '', label: t('archive.everything') }, ...kinds.map((k) => ({ value: k, label: t(`archive.kinds.${k}`) }))];
  const yearOptions = [{ value: '', label: t('archive.anyYear') }, ...archiveYears(now).map((y) => ({ value: String(y), label: yearText(y) }))];

  return (
    <>
      <PageHeader title={title} lead={lead} />
      {/* Named as the page reads its address: submitted before the scripts run (or without them), the server answers with the results. */}
      <form className="nt-archive-form" role="search" onSubmit={submit}>
        <TextField name="q" label={t('archive.words')} type="search" value={draft} onChange={setDraft} minLength={2} maxLength={100} required />
        <Select name="kind" label={t('archive.kind')} options={kindOptions} value={kind} onChange={(value) => update({ kind: value })} />
        <Select name="year" label={t('archive.year')} options={yearOptions} value={year} onChange={(value) => update({ year: value })} />
        <button type="submit" className="button">
          {t('archive.search')}
        </button>
      </form>
      <div aria-live="polite">
        {tooShort && <p>{t('archive.tooShort')}</p>}
        {!q && <p className="nt-muted">{t('archive.hint')}</p>}
        {resource.status === 'loading' && q.trim().length >= 2 && <LoadingState label={t('archive.searching')} minHeight="6rem" />}
        {resource.status === 'failed' && (
          <ErrorState
            title={t('archive.failed')}
            // 400: words of signs or punctuation alone; said in the page's language rather than the API's English.
            message={resource.httpStatus === 400 ? t('archive.badWords') : failureText(resource.error, resource.httpStatus)}
            onRetry={resource.retry}
          />
        )}
        {resource.status === 'ready' && resource.data.results.length === 0 && <NoMatch q={q} kind={kind} year={year} />}
        {resource.status === 'ready' && resource.data.results.length > 0 && (
          <>
            <p>{t('archive.results', { count: resource.data.results.length, n: formats.number(resource.data.results.length), query: q })}</p>
            <ol className="nt-results">
              {resource.data.results.map((r) => (
                <li key={`${r.kind}-${r.kind === 'page' ? r.url : r.id}-${r.attachment?.index ?? ''}-${r.attachment?.page ?? ''}`} className="nt-result">
                  <p className="nt-item__meta">
                    <span className="nt-tag">{t(`archive.kindOne.${r.kind}`)}</span>
                    {r.date && <time dateTime={r.date}>{formats.date(r.date)}</time>}
                    {r.attachment && <span>{t('archive.attachmentPage', { index: r.attachment.index + 1, page: r.attachment.page })}</span>}
                    {r.lang === 'en' && language !== 'en' && <span>{t('archive.inEnglish')}</span>}
                  </p>
                  <h2 className="nt-result__title" lang={r.lang === language ? undefined : r.lang}>
                    {/* A hit inside a document opens it in the viewer at the page where the words are. */}
                    <Link to={searchResultPath(r)}>{r.title}</Link>
                  </h2>
                  <p className="nt-result__snippet" lang={r.lang === language ? undefined : r.lang}>
                    {snippetParts(r.snippet).map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}
                  </p>
                </li>
              ))}
            </ol>
          </>
        )}
      </div>
    </>
  );
}
