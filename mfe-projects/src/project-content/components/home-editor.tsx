import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ProjectHomeWrite, PublishAtWrite, TranslatedFields } from '@aec/contracts';
import { HeldChange, PublishAtField, RichTextEditor, SafeHtml, lazyDateFormat, publishAtOf, toDateTimeInput } from '@aec/ui';
import { failureMessage, useProjectContentApi, type StaffProjectDetail } from '../api/project-content-api';

type SaveState = { status: 'idle' } | { status: 'saving' } | { status: 'saved'; at: Date; trimmed: boolean } | { status: 'failed'; message: string };

const timeOfDay = lazyDateFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Kolkata' });

type HomeLanguage = 'en' | 'as' | 'hi';
type Texts = Record<HomeLanguage, string>;

/** The three versions of the home text; the console itself is in English, each column names its language. */
const LANGUAGES: { code: HomeLanguage; name: string; native?: string }[] = [
  { code: 'en', name: 'English' },
  { code: 'as', name: 'Assamese', native: 'অসমীয়া' },
  { code: 'hi', name: 'Hindi', native: 'हिन्दी' },
];

/** The texts the editor works on: the change that waits, when one does (the public page still shows the live text). */
const textsOf = (p: StaffProjectDetail): Texts => {
  const from = p.held ?? p;
  return { en: from.homepageHtml, as: from.translations?.as?.homepage ?? '', hi: from.translations?.hi?.homepage ?? '' };
};
const sameTexts = (a: Texts, b: Texts) => a.en === b.en && a.as === b.as && a.hi === b.hi;

/**
 * The microsite's home text in English, Assamese and Hindi (docs/product/languages.md): one rich-text editor per
 * language side by side (stacked on a phone), each with a live preview drawn the way the public page
 * draws it (SafeHtml), and one Save for the three. A blank Assamese or Hindi text shows the English
 * there. A failed save keeps the drafts; leaving with unsaved changes asks first.
 */
export function HomeEditor({ project, onSaved }: { project: StaffProjectDetail; onSaved: (project: StaffProjectDetail) => void }) {
  const api = useProjectContentApi();
  const id = useId();
  const editorId = (language: HomeLanguage) => (language === 'en' ? `${id}-home` : `${id}-home-${language}`);
  const [draft, setDraft] = useState<Texts>(() => textsOf(project));
  const [saved, setSaved] = useState<Texts>(() => textsOf(project));
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<HomeLanguage, string>>>({});
  const [state, setState] = useState<SaveState>({ status: 'idle' });
  const [publishAt, setPublishAt] = useState(() => toDateTimeInput(project.held?.publishAt));
  const [publishAtError, setPublishAtError] = useState<string>();
  const outcomeRef = useRef<HTMLDivElement>(null);
  const dirty = !sameTexts(draft, saved);
  const publicPath = `/project/${project.code}`;
  const livePage = (
    <>
      <Link to={publicPath}>{publicPath}</Link> shows the text it shows now
    </>
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (state.status === 'saving') return;
    const errors: Partial<Record<HomeLanguage, string>> = {};
    const english = ProjectHomeWrite.safeParse({ homepageHtml: draft.en });
    if (!english.success) errors.en = english.error.issues[0]?.message ?? 'The home text cannot be saved as it is.';
    for (const language of ['as', 'hi'] as const) {
      const checked = TranslatedFields.safeParse({ homepage: draft[language] });
      if (!checked.success) errors[language] = checked.error.issues[0]?.message ?? 'This text cannot be saved as it is.';
    }
    const first = LANGUAGES.find((l) => errors[l.code]);
    const timed = publishAtOf(publishAt);
    const timeError = PublishAtWrite.safeParse(timed.publishAt).success ? undefined : 'Publish at: enter a date and time such as 31/01/2026, 10:00.';
    setFieldErrors(errors);
    setPublishAtError(timeError);
    if (first || timeError) {
      document.getElementById(first ? editorId(first.code) : `${id}-publishAt`)?.focus();
      return;
    }
    setState({ status: 'saving' });
    try {
      const after = await api.saveHome(project.code, draft.en, { as: { homepage: draft.as }, hi: { homepage: draft.hi } }, timed.publishAt);
      const stored = textsOf(after);
      setSaved(stored);
      setDraft(stored);
      setPublishAt(toDateTimeInput(after.held?.publishAt));
      setState({ status: 'saved', at: new Date(), trimmed: !sameTexts(stored, { en: draft.en, as: draft.as.trim(), hi: draft.hi.trim() }) });
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
        Shown under the banner on <Link to={publicPath}>{publicPath}</Link>, and on its Assamese and Hindi pages (/as{publicPath}, /hi{publicPath}) in those
        languages; where the Assamese or Hindi text is blank, those pages show the English. Headings, lists, links and tables are kept; pictures, colours and
        scripts are not.
      </p>
      {project.bannerUrl && (
        <figure className="project-content__banner">
          <img src={project.bannerUrl} alt={project.bannerAlt} width={1200} height={300} decoding="async" />
          <figcaption>The banner above the text (not editable here).</figcaption>
        </figure>
      )}
      {project.held && state.status !== 'saved' && (
        <div className="project-content__held" role="note" aria-label="A saved change waits">
          <p>
            <HeldChange held={project.held} page={livePage} approvalFor="project content" />
          </p>
          <p>The editors below show that change.</p>
        </div>
      )}
      <div className="project-content__home-languages">
        {LANGUAGES.map(({ code, name, native }) => {
          const error = fieldErrors[code];
          const errorId = `${editorId(code)}-error`;
          return (
            <section key={code} className="project-content__home-language" aria-labelledby={`${editorId(code)}-title`}>
              <h3 id={`${editorId(code)}-title`} className="project-content__language-title">
                {name}
                {native && (
                  <>
                    {' '}
                    (<span lang={code}>{native}</span>)
                  </>
                )}
              </h3>
              <div className={`field${error ? ' field--invalid' : ''}`}>
                <RichTextEditor
                  id={editorId(code)}
                  lang={code === 'en' ? undefined : code}
                  label={code === 'en' ? `Home text of ${project.name}` : `Home text of ${project.name} in ${name}`}
                  topHeading={2}
                  value={draft[code]}
                  onChange={(html) => {
                    setDraft((d) => ({ ...d, [code]: html }));
                    if (state.status === 'saved') setState({ status: 'idle' });
                  }}
                  describedBy={error ? errorId : undefined}
                  invalid={Boolean(error)}
                />
              </div>
              {error && (
                <p id={errorId} className="field__error">
                  <span className="visually-hidden">Error: </span>
                  {error}
                </p>
              )}
              <div className="project-content__preview" role="group" aria-label={`Preview in ${name}`}>
                <p className="project-content__preview-title" aria-hidden="true">
                  Preview
                </p>
                <div className="project-content__preview-page" lang={code === 'en' || draft[code].trim() ? code : 'en'}>
                  <SafeHtml className="prose project-homepage" html={code === 'en' || draft[code].trim() ? draft[code] : draft.en} />
                </div>
              </div>
            </section>
          );
        })}
      </div>
      <div className="project-content__publish-at">
        <PublishAtField idPrefix={id} holds="change" value={publishAt} onChange={setPublishAt} error={publishAtError} />
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
          <p className={project.held ? 'project-content__held' : 'message--success'}>
            Saved at {timeOfDay.format(state.at)}.{' '}
            {project.held ? (
              <HeldChange held={project.held} page={livePage} approvalFor="project content" />
            ) : (
              <>
                The {project.name} home page shows it now: <Link to={publicPath}>open {publicPath}</Link>.
              </>
            )}
            {state.trimmed && ' Formatting the site does not allow was left out; the editor shows the text as it is published.'}
          </p>
        )}
        {state.status === 'failed' && <p className="message--error">The home text was not saved: {state.message}</p>}
      </div>
    </form>
  );
}
