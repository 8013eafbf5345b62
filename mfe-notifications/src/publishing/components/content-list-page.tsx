import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DEPARTMENT_CODES, DEPARTMENT_LABELS, type StaffTranslatedListResponse, type StaffTranslatedSummary } from '@aec/contracts';
import { Checkbox, ConfirmDialog, formatDate, Select, StaffApiError, TextField, usePageTitle, useStaffConsole } from '@aec/ui';
import { KINDS, type ContentKind } from '../kinds';
import { STATUS_LABELS, statusOf } from '../status';

/** A row's marker of the languages its headline is missing in ('' when it has both). */
export function missingLanguages(row: Pick<StaffTranslatedSummary, 'languages'>): string {
  const missing = [
    ['as', 'Assamese'],
    ['hi', 'Hindi'],
  ]
    .filter(([code]) => !row.languages.includes(code as 'as' | 'hi'))
    .map(([, name]) => name);
  return missing.length ? `No ${missing.join(' or ')} headline` : '';
}

/** The list of one kind: search, paging, status, and Edit, Unpublish/Publish, Delete per row. */
export function ContentListPage({ kind, basePath }: { kind: ContentKind; basePath: string }) {
  const info = KINDS[kind];
  usePageTitle(`${info.title} | Staff console`);
  const { request } = useStaffConsole();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = params.get('q') ?? '';
  const department = params.get('department') ?? '';
  const missing = params.get('missing') === 'translation';
  const [query, setQuery] = useState(q);
  const [dept, setDept] = useState(department);
  // Ticked at once: the address (what the list reads) follows a moment later.
  const [missingTicked, setMissingTicked] = useState(missing);
  useEffect(() => setMissingTicked(missing), [missing]);
  const [list, setList] = useState<StaffTranslatedListResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<StaffTranslatedSummary | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [reload, setReload] = useState(0);
  // `?archive=<id>`: the review reminder mail's link; the item is named, then unpublished on confirmation.
  const archiveId = Number(params.get('archive'));
  const [archiving, setArchiving] = useState<Pick<StaffTranslatedSummary, 'id' | 'title'> | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    const search = new URLSearchParams({ page: String(page) });
    if (q) search.set('q', q);
    if (kind === 'department-notifications' && department) search.set('department', department);
    if (missing) search.set('missing', 'translation');
    request<StaffTranslatedListResponse>(`/${kind}?${search}`, { signal: controller.signal }).then(
      (answer) => {
        setList(answer);
        setError(null);
      },
      (err: unknown) => {
        if ((err as Error).name !== 'AbortError') setError(err instanceof StaffApiError ? err.message : 'The list could not be loaded.');
      },
    );
    return () => controller.abort();
  }, [kind, page, q, department, missing, reload, request]);

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  useEffect(() => {
    if (!Number.isInteger(archiveId) || archiveId < 1) return;
    const controller = new AbortController();
    request<{ id: number; title: string }>(`/${kind}/${archiveId}`, { signal: controller.signal }).then(
      (item) => setArchiving({ id: item.id, title: item.title }),
      (err: unknown) => {
        if ((err as Error).name !== 'AbortError')
          setNotice({ kind: 'error', text: err instanceof StaffApiError ? err.message : 'That item could not be loaded.' });
      },
    );
    return () => controller.abort();
  }, [kind, archiveId, request]);
  /** Closes the archive question and drops `archive` from the address, so a reload does not ask again. */
  const closeArchive = () => {
    setArchiving(null);
    const next = new URLSearchParams(params);
    next.delete('archive');
    setParams(next, { replace: true });
  };

  const search = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (query.trim()) next.set('q', query.trim());
    if (dept) next.set('department', dept);
    if (missing) next.set('missing', 'translation');
    setParams(next);
  };
  /** The missing-translation filter applies at once (the search words as last searched). */
  const showMissing = (on: boolean) => {
    setMissingTicked(on);
    const next = new URLSearchParams(params);
    next.delete('page');
    if (on) next.set('missing', 'translation');
    else next.delete('missing');
    setParams(next);
  };
  const goTo = (n: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(n));
    setParams(next);
  };

  const act = useCallback(
    (row: Pick<StaffTranslatedSummary, 'id' | 'title'>, action: 'publish' | 'unpublish') => {
      setBusy(row.id);
      request(`/${kind}/${row.id}/${action}`, { method: 'POST' }).then(
        () => {
          setBusy(null);
          const done = action === 'publish' ? 'published: it shows on the public site again' : 'unpublished: it no longer shows on the public site';
          setNotice({ kind: 'ok', text: `“${row.title}” was ${done}.` });
          setReload((n) => n + 1);
        },
        (err: unknown) => {
          setBusy(null);
          setNotice({ kind: 'error', text: `“${row.title}” was not changed. ${err instanceof StaffApiError ? err.message : ''}`.trim() });
        },
      );
    },
    [kind, request],
  );

  /** Deletes the row the dialog asks about; the dialog stays open, saying why, when that fails. */
  const confirmDelete = () => {
    const row = deleting!;
    setDeleteBusy(true);
    setDeleteError(null);
    request(`/${kind}/${row.id}`, { method: 'DELETE' }).then(
      () => {
        setDeleteBusy(false);
        setDeleting(null);
        setNotice({ kind: 'ok', text: `“${row.title}” was deleted.` });
        setReload((n) => n + 1);
      },
      (err: unknown) => {
        setDeleteBusy(false);
        setDeleteError(`“${row.title}” was not deleted. ${err instanceof StaffApiError ? err.message : 'Try again.'}`);
      },
    );
  };

  const pages = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;
  const searchLabel = `Search ${info.title.toLowerCase()}`;
  return (
    <div className="pub-screen">
      <div className="pub-list-head">
        <h1>{info.title}</h1>
        <Link to={`${basePath}/new`} className="pub-button pub-button--primary">
          New {info.one}
        </Link>
      </div>
      <form role="search" aria-label={searchLabel} className="pub-search" onSubmit={search}>
        <TextField
          id={`${kind}-search`}
          label={kind === 'tenders' ? 'Title or tender number' : kind === 'events' ? 'Title or venue' : 'Words of the headline'}
          type="search"
          value={query}
          onChange={setQuery}
        />
        {kind === 'department-notifications' && (
          <Select
            id="dn-filter"
            label="Department"
            value={dept}
            onChange={setDept}
            options={[{ value: '', label: 'All departments' }, ...DEPARTMENT_CODES.map((code) => ({ value: code, label: DEPARTMENT_LABELS[code] }))]}
          />
        )}
        <button type="submit" className="pub-button">
          Search
        </button>
        <Checkbox
          id={`${kind}-missing`}
          className="pub-search__missing"
          label="Missing a translation"
          hint="Only those without an Assamese or a Hindi headline."
          checked={missingTicked}
          onChange={showMissing}
        />
      </form>
      {notice && (
        <p ref={noticeRef} tabIndex={-1} className={notice.kind === 'ok' ? 'pub-saved' : 'message--error'} role={notice.kind === 'ok' ? 'status' : 'alert'}>
          {notice.text}
        </p>
      )}
      {error ? (
        <p role="alert" className="message--error">
          {error}
        </p>
      ) : !list ? (
        <p role="status">Loading…</p>
      ) : list.rows.length === 0 ? (
        <p>
          {missing && !q && !department
            ? `Every ${info.one} has its Assamese and Hindi headline.`
            : q || department || missing
              ? 'Nothing matches that search.'
              : `No ${info.one} yet.`}
        </p>
      ) : (
        <>
          <p className="pub-muted" aria-live="polite">
            {list.total} {list.total === 1 ? 'item' : 'items'}
            {q ? ` matching “${q}”` : ''}
            {missing ? ' missing a translation' : ''}, page {page} of {pages}.
          </p>
          <table className="pub-table">
            <caption className="visually-hidden">
              {info.title}, page {page} of {pages}
            </caption>
            <thead>
              <tr>
                <th scope="col">{info.titleLabel}</th>
                {info.typeLabel && <th scope="col">{kind === 'department-notifications' ? 'Department' : 'Type'}</th>}
                <th scope="col">{info.dateLabel}</th>
                <th scope="col">Status</th>
                <th scope="col">Files</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.rows.map((row) => {
                const status = statusOf(row);
                const untranslated = missingLanguages(row);
                return (
                  <tr key={row.id}>
                    <th scope="row" data-label={info.titleLabel}>
                      <span className="pub-table__title">{row.title}</span>
                      {row.flash && <span className="pub-badge pub-badge--flash">Flash</span>}
                      {untranslated && <span className="pub-badge pub-badge--missing">{untranslated}</span>}
                    </th>
                    {info.typeLabel && <td data-label={kind === 'department-notifications' ? 'Department' : 'Type'}>{info.typeLabel(row.type)}</td>}
                    <td data-label={info.dateLabel} className="pub-table__date">
                      {formatDate(row.publishedAt)}
                    </td>
                    <td data-label="Status">
                      <span className={`pub-badge pub-badge--${status}`}>{STATUS_LABELS[status]}</span>
                    </td>
                    <td data-label="Files">{row.files}</td>
                    <td className="pub-table__actions-cell">
                      <div className="pub-table__actions">
                        <Link to={`${basePath}/${row.id}`} className="pub-button pub-button--small" aria-label={`Edit “${row.title}”`}>
                          Edit
                        </Link>
                        <button
                          type="button"
                          className="pub-button pub-button--small"
                          disabled={busy === row.id}
                          aria-label={`${row.unpublishedAt ? 'Publish' : 'Unpublish'} “${row.title}”`}
                          onClick={() => act(row, row.unpublishedAt ? 'publish' : 'unpublish')}
                        >
                          {row.unpublishedAt ? 'Publish' : 'Unpublish'}
                        </button>
                        <button
                          type="button"
                          className="pub-button pub-button--small pub-button--danger"
                          disabled={busy === row.id}
                          aria-label={`Delete “${row.title}”`}
                          onClick={() => {
                            setDeleteError(null);
                            setDeleting(row);
                          }}
                        >
                          Delete
                        </button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {pages > 1 && (
            <nav className="pub-paging" aria-label="Pages">
              <button type="button" className="pub-button" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                Previous page
              </button>
              <span>
                Page {page} of {pages}
              </span>
              <button type="button" className="pub-button" disabled={page >= pages} onClick={() => goTo(page + 1)}>
                Next page
              </button>
            </nav>
          )}
        </>
      )}
      <ConfirmDialog
        open={archiving !== null}
        title={`Archive this ${info.one}?`}
        confirmLabel="Unpublish it"
        onCancel={closeArchive}
        onConfirm={() => {
          act(archiving!, 'unpublish');
          closeArchive();
        }}
      >
        <p>“{archiving?.title}” will no longer show on the public site. It stays in this console, where it can be published again.</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete this ${info.one}?`}
        confirmLabel={`Delete ${info.one}`}
        busy={deleteBusy}
        busyLabel="Deleting…"
        error={deleteError}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      >
        <p>
          “{deleting?.title}” will be removed from the public site and from this console. This cannot be undone; to take it off the site for now, unpublish it
          instead.
        </p>
      </ConfirmDialog>
    </div>
  );
}
