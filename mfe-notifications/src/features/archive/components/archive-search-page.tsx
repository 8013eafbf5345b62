import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { SearchKind, SearchResponse } from '@aec/contracts';
import { EmptyState, ErrorState, LoadingState, PageHeader, Select, TextField, formatDate, usePageHead, useResource, usePageNow } from '@aec/ui';
import { archiveYears, snippetParts } from '../api/snippet';

const KIND_LABEL: Record<SearchKind, string> = { notice: 'Notices', tender: 'Tenders', news: 'News', event: 'Events' };
// A type import keeps zod (the contracts' runtime) out of this bundle.
const SEARCH_KINDS: SearchKind[] = ['notice', 'tender', 'news', 'event'];
const KIND_ONE: Record<SearchKind, string> = { notice: 'Notice', tender: 'Tender', news: 'News', event: 'Event' };
const KIND_OPTIONS = [{ value: '', label: 'Everything' }, ...SEARCH_KINDS.map((k) => ({ value: k, label: KIND_LABEL[k] }))];

const TITLE = 'Search the Archive';
const LEAD = 'Find any notice, tender, news item or event, including those no longer on the boards.';

function searchUrl(q: string, kind: string, year: string): string | null {
  if (q.trim().length < 2) return null;
  const params = new URLSearchParams({ q: q.trim(), limit: '50' });
  if (kind) params.set('kind', kind);
  if (year) params.set('year', year);
  return `/api/search?${params}`;
}

/** /notifications/archive: one search over every notice, tender, news item and event, old ones included. */
export function ArchiveSearchPage() {
  const now = usePageNow();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const kind = params.get('kind') ?? '';
  const year = params.get('year') ?? '';
  const [draft, setDraft] = useState(q);
  useEffect(() => setDraft(q), [q]);
  const resource = useResource<SearchResponse>(searchUrl(q, kind, year));
  // Results pages are not for search engines (endless combinations of words); the form page is.
  usePageHead({ title: TITLE, description: LEAD, noindex: q !== '' });

  const update = (next: { q?: string; kind?: string; year?: string }) => {
    const merged = { q, kind, year, ...next };
    setParams(Object.fromEntries(Object.entries(merged).filter(([, v]) => v)) as Record<string, string>);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ q: draft.trim() });
  };
  const tooShort = q !== '' && q.trim().length < 2;

  return (
    <>
      <PageHeader title={TITLE} lead={LEAD} />
      <form className="nt-archive-form" role="search" onSubmit={submit}>
        <TextField label="Words to find" type="search" value={draft} onChange={setDraft} minLength={2} maxLength={100} required />
        <Select label="Kind" options={KIND_OPTIONS} value={kind} onChange={(value) => update({ kind: value })} />
        <Select
          label="Year"
          options={[{ value: '', label: 'Any year' }, ...archiveYears(now).map((y) => ({ value: String(y), label: String(y) }))]}
          value={year}
          onChange={(value) => update({ year: value })}
        />
        <button type="submit" className="button">
          Search
        </button>
      </form>
      <div aria-live="polite">
        {tooShort && <p>Type at least 2 characters to search.</p>}
        {!q && <p className="nt-muted">Results appear here, best matches first.</p>}
        {resource.status === 'loading' && q.trim().length >= 2 && <LoadingState label="Searching…" minHeight="6rem" />}
        {resource.status === 'failed' && <ErrorState title="The search did not work" message={resource.error} onRetry={resource.retry} />}
        {resource.status === 'ready' && resource.data.results.length === 0 && (
          <EmptyState>Nothing matches “{q}”{kind ? ` among ${KIND_LABEL[kind as SearchKind]?.toLowerCase()}` : ''}{year ? ` in ${year}` : ''}. Try other words or fewer filters.</EmptyState>
        )}
        {resource.status === 'ready' && resource.data.results.length > 0 && (
          <>
            <p>
              {resource.data.results.length === 1 ? '1 result' : `${resource.data.results.length} results`} for “{q}”
            </p>
            <ol className="nt-results">
              {resource.data.results.map((r) => (
                <li key={`${r.kind}-${r.id}`} className="nt-result">
                  <p className="nt-item__meta">
                    <span className="nt-tag">{KIND_ONE[r.kind]}</span>
                    <time dateTime={r.date}>{formatDate(r.date)}</time>
                  </p>
                  <h2 className="nt-result__title">
                    <Link to={r.url}>{r.title}</Link>
                  </h2>
                  <p className="nt-result__snippet">
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
