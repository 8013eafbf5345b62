import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ProjectHomeWrite, type StaffProjectDetail } from '@aec/contracts';
import { RichTextEditor, SafeHtml, lazyDateFormat } from '@aec/ui';
import { failureMessage, useProjectContentApi } from '../api/project-content-api';

type SaveState = { status: 'idle' } | { status: 'saving' } | { status: 'saved'; at: Date; trimmed: boolean } | { status: 'failed'; message: string };

const timeOfDay = lazyDateFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Kolkata' });

/**
 * The microsite's home text: the rich-text editor, a live preview drawn the way the public page
 * draws it (SafeHtml), and Save. A failed save keeps the draft; leaving with unsaved changes asks first.
 */
export function HomeEditor({ project, onSaved }: { project: StaffProjectDetail; onSaved: (project: StaffProjectDetail) => void }) {
  const api = useProjectContentApi();
  const id = useId();
  const editorId = `${id}-home`;
  const [draft, setDraft] = useState(project.homepageHtml);
  const [saved, setSaved] = useState(project.homepageHtml);
  const [fieldError, setFieldError] = useState<string>();
  const [state, setState] = useState<SaveState>({ status: 'idle' });
  const outcomeRef = useRef<HTMLDivElement>(null);
  const dirty = draft !== saved;
  const publicPath = `/project/${project.code}`;

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (state.status === 'saving') return;
    const parsed = ProjectHomeWrite.safeParse({ homepageHtml: draft });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'The home text cannot be saved as it is.');
      document.getElementById(editorId)?.focus();
      return;
    }
    setFieldError(undefined);
    setState({ status: 'saving' });
    try {
      const after = await api.saveHome(project.code, parsed.data.homepageHtml);
      setSaved(after.homepageHtml);
      setDraft(after.homepageHtml);
      setState({ status: 'saved', at: new Date(), trimmed: after.homepageHtml !== parsed.data.homepageHtml });
      onSaved(after);
    } catch (error) {
      setState({ status: 'failed', message: failureMessage(error) });
    }
    outcomeRef.current?.focus();
  }

  return (
    <form className="project-content__home" noValidate onSubmit={onSubmit} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Home page</h2>
      <p className="note">
        Shown under the banner on <Link to={publicPath}>{publicPath}</Link>. Headings, lists, links and tables are kept; pictures, colours and scripts are not.
      </p>
      {project.bannerUrl && (
        <figure className="project-content__banner">
          <img src={project.bannerUrl} alt={project.bannerAlt} width={1200} height={300} decoding="async" />
          <figcaption>The banner above the text (not editable here).</figcaption>
        </figure>
      )}
      <div className="project-content__home-grid">
        <div className="project-content__home-edit">
          <div className={`field${fieldError ? ' field--invalid' : ''}`}>
            <RichTextEditor
              id={editorId}
              label={`Home text of ${project.name}`}
              topHeading={2}
              value={draft}
              onChange={(html) => {
                setDraft(html);
                if (state.status === 'saved') setState({ status: 'idle' });
              }}
              describedBy={fieldError ? `${id}-error` : undefined}
              invalid={Boolean(fieldError)}
            />
            {fieldError && (
              <p id={`${id}-error`} className="field__error">
                <span className="visually-hidden">Error: </span>
                {fieldError}
              </p>
            )}
          </div>
          <div className="project-content__actions">
            <button type="submit" className="button" disabled={state.status === 'saving'} aria-busy={state.status === 'saving' || undefined}>
              {state.status === 'saving' ? 'Saving…' : 'Save the home text'}
            </button>
            {dirty && state.status !== 'saving' && (
              <button type="button" className="button button--secondary" onClick={() => setDraft(saved)}>
                Undo changes
              </button>
            )}
            <span className="project-content__dirty">{dirty ? 'Unsaved changes' : 'No unsaved changes'}</span>
          </div>
          <div ref={outcomeRef} tabIndex={-1} className="project-content__outcome" role="status">
            {state.status === 'saved' && (
              <p className="message--success">
                Saved at {timeOfDay.format(state.at)}. The {project.name} home page shows it now: <Link to={publicPath}>open {publicPath}</Link>.
                {state.trimmed && ' Formatting the site does not allow was left out; the editor shows the text as it is published.'}
              </p>
            )}
            {state.status === 'failed' && (
              <p className="message--error">
                The home text was not saved: {state.message}
              </p>
            )}
          </div>
        </div>
        <section className="project-content__preview" aria-labelledby={`${id}-preview`}>
          <h3 id={`${id}-preview`} className="project-content__preview-title">
            Preview
          </h3>
          <div className="project-content__preview-page">
            <SafeHtml className="prose project-homepage" html={draft} />
          </div>
        </section>
      </div>
    </form>
  );
}
