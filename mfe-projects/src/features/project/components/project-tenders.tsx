import { useDeferredValue, useId, useMemo, useState } from 'react';
import { DownloadButton, EmptyState, ErrorState, LoadingState, TextField, formatDate, formatListDate } from '@aec/ui';
import type { TenderRow, TenderStatus } from '@aec/contracts';
import type { Project } from '../../../data/projects';
import { useProjectTenders } from '../api/projects-api';
import { SubscribeBox } from './subscribe-box';

const statusLabel: Record<TenderStatus, string> = { open: 'Open', closing: 'Closing soon', closed: 'Closed', awarded: 'Awarded' };

/** SPEC §5: case-insensitive substring match on the title. */
export function matchesTitle(tender: Pick<TenderRow, 'title'>, query: string): boolean {
  return tender.title.toLowerCase().includes(query.trim().toLowerCase());
}

/** The project's tenders with live search by title, and the subscribe-by-email box. */
export function ProjectTenders({ project, type }: { project: Project; type: string }) {
  const id = useId();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const tenders = useProjectTenders(type);
  const all = tenders.data?.rows;
  const shown = useMemo(() => (all ?? []).filter((t) => matchesTitle(t, deferredQuery)), [all, deferredQuery]);

  return (
    <>
      <section aria-labelledby={`${id}-heading`} className="project-tenders">
        <h2 id={`${id}-heading`} className="visually-hidden">
          {project.name} tenders
        </h2>
        <TextField label="Search tenders by title" className="project-search" type="search" value={query} onChange={setQuery} autoComplete="off" />
        {tenders.status === 'loading' && <LoadingState label="Loading tenders…" />}
        {tenders.status === 'failed' && <ErrorState title="Could not load the tenders" message={tenders.error} onRetry={tenders.retry} />}
        {all && (
          <>
            <p className="project-search__count" aria-live="polite">
              {query.trim() ? `${shown.length} of ${all.length} tenders match “${query.trim()}”` : `${all.length} tenders`}
            </p>
            {all.length === 0 ? (
              <EmptyState>There are no {project.name} tenders at present. Subscribe below to hear of the next one.</EmptyState>
            ) : shown.length === 0 ? (
              <EmptyState>No tender title contains “{query.trim()}”.</EmptyState>
            ) : (
              <ul className="project-items">
                {shown.map((t) => (
                  <TenderItem key={t.id} tender={t} />
                ))}
              </ul>
            )}
          </>
        )}
      </section>
      <SubscribeBox project={project} />
    </>
  );
}

function TenderItem({ tender }: { tender: TenderRow }) {
  return (
    <li className="project-item">
      <h3 className="project-item__title">{tender.title}</h3>
      <p className="project-item__meta">
        <span className={`tender-status tender-status--${tender.status}`}>{statusLabel[tender.status]}</span> Tender no. {tender.tender_no} · posted{' '}
        <time dateTime={tender._date_}>{formatListDate(tender._date_)}</time> · {tender.type}
      </p>
      <dl className="project-item__dates">
        <div>
          <dt>Last date of submission</dt>
          <dd>{formatDate(tender.date_closing)}</dd>
        </div>
        <div>
          <dt>Bid opening</dt>
          <dd>{formatDate(tender.date_opening)}</dd>
        </div>
      </dl>
      {tender.files.length > 0 && (
        <div className="project-item__files">
          {tender.files.map((file, i) => (
            <DownloadButton key={file.url} href={file.url} label={`Attachment ${i + 1}`} fileName={`${tender.title}${i ? ` (${i + 1})` : ''}.pdf`} />
          ))}
        </div>
      )}
      {tender.corrigenda.length > 0 && (
        <div className="project-item__corrigenda">
          <p className="project-item__corrigenda-title">Corrigenda</p>
          <ul>
            {tender.corrigenda.map((c) => (
              <li key={c.id}>
                {c.title} ({formatDate(c._date_)})
                {c.files.map((file, i) => (
                  <DownloadButton key={file.url} href={file.url} label={`Corrigendum file ${i + 1}`} fileName={`${c.title}.pdf`} />
                ))}
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}
