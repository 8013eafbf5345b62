import type { FormEvent, ReactNode, RefObject } from 'react';
import { Link } from 'react-router';
import { WORKFLOW_KIND_LABELS } from '@aec/contracts';
import { FormErrorSummary, HeldChange, usePageTitle, type FormError, type HeldChangeState } from '@aec/ui';
import type { SavedState } from '../hooks/use-item-form';
import { KINDS, type ContentKind } from '../kinds';

interface FormScreenProps {
  kind: ContentKind;
  basePath: string;
  isNew: boolean;
  loading: boolean;
  loadError: string | null;
  saving: boolean;
  saved: SavedState | null;
  /** A change of the live item that waits (decision 201): the form shows it, the public page the item as it was. */
  held: HeldChangeState | null;
  publicPath: string | null;
  savedRef: RefObject<HTMLDivElement | null>;
  summary: FormError[];
  summaryRef: RefObject<HTMLDivElement | null>;
  onSubmit: (event: FormEvent) => void;
  /** Shown below the form (a tender's corrigenda). */
  after?: ReactNode;
  children: ReactNode;
}

/** The frame of every edit screen: heading, saved message with the public link, error summary, form. */
export function FormScreen({
  kind,
  basePath,
  isNew,
  loading,
  loadError,
  saving,
  saved,
  held,
  publicPath,
  savedRef,
  summary,
  summaryRef,
  onSubmit,
  after,
  children,
}: FormScreenProps) {
  const info = KINDS[kind];
  const heading = isNew ? `New ${info.one}` : `Edit ${info.one}`;
  usePageTitle(`${heading} | Staff console`);
  // The public page as it is now, as the subject of the note's sentences.
  const livePage = (path: string) => (
    <>
      <a href={path}>the public page</a> shows the {info.one} as it is now
    </>
  );
  // As the approvals settings name the kind: "notices", "department notices".
  const approvalFor = WORKFLOW_KIND_LABELS[kind === 'department-notifications' ? 'department_notices' : kind].toLowerCase();
  return (
    <div className="pub-screen">
      <p className="pub-back">
        <Link to={basePath}>Back to {info.title.toLowerCase()}</Link>
      </p>
      <h1>{heading}</h1>
      {saved && (
        <div ref={savedRef} tabIndex={-1} className="pub-saved" role="status">
          <p>
            <strong>{saved.created ? `The ${info.one} was published.` : `The ${info.one} was saved.`}</strong>{' '}
            {saved.held ? (
              <HeldChange held={saved.held} page={livePage(info.publicUrl(saved.id, saved.type))} approvalFor={approvalFor} />
            ) : saved.unpublished ? (
              <>It is unpublished, so it does not show on the public site until you publish it from the list.</>
            ) : (
              <>
                It shows on the public site now: <a href={info.publicUrl(saved.id, saved.type)}>see it on the public site</a>.
              </>
            )}
          </p>
        </div>
      )}
      {held && publicPath && !saved?.held && !loading && (
        <div className="pub-held" role="note" aria-label="A saved change waits">
          <p>
            <HeldChange held={held} page={livePage(publicPath)} approvalFor={approvalFor} />
          </p>
          <p>The form below shows that change.</p>
        </div>
      )}
      <FormErrorSummary ref={summaryRef} errors={summary} />
      {loading ? (
        <p role="status">Loading…</p>
      ) : loadError ? (
        <div role="alert" className="pub-load-error">
          <p>{loadError}</p>
          <p>
            <Link to={basePath}>Back to the list</Link>
          </p>
        </div>
      ) : (
        <>
          <form className="pub-form" noValidate autoComplete="off" onSubmit={onSubmit} aria-labelledby="pub-form-heading">
            <h2 id="pub-form-heading" className="visually-hidden">
              {heading}
            </h2>
            <p className="pub-form__note">Fields marked (optional) may be left empty.</p>
            <p className="pub-form__note">
              Headlines and texts may also be written in Assamese (<span lang="as">অসমীয়া</span>) and Hindi (<span lang="hi">हिन्दी</span>), beside the English.
              Pages in Assamese or Hindi show the translation where there is one, and the English where there is none.
            </p>
            {children}
            <div className="pub-form__actions">
              <button type="submit" className="pub-button pub-button--primary" disabled={saving} aria-disabled={saving || undefined}>
                {saving ? 'Saving…' : isNew ? `Publish ${info.one}` : 'Save changes'}
              </button>
              <Link to={basePath} className="pub-button">
                Cancel
              </Link>
            </div>
          </form>
          {after}
        </>
      )}
    </div>
  );
}
