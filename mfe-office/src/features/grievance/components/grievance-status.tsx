import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { COMPLAINT_STATUS_LABELS, REGISTRATION_ID_PATTERN, type ComplaintLookupResponse, type ComplaintResult } from '@aec/contracts';
import { failedStatus, lookupComplaint } from '../api/complaints-api';
import { normaliseRegistrationId } from '../grievance-validation';
import { useFocusAfterRender } from '../hooks/use-focus-after-render';
import { SendingLabel } from './sending-label';
import { useFailureWords, type FailureWords } from '../grievance-words';
import { useOfficeT } from '../../../messages/hooks';
import '../grievance.css';
import { outcomeError, TextField, useDateFormats, useLanguage, usePageForm, type PageFormOutcome } from '@aec/ui';

type Lookup =
  | { state: 'idle' }
  | { state: 'loading' }
  /** brief: opened from a link, which anyone who sees the address can open: the status without what the filer wrote. */
  | { state: 'found'; rows: ComplaintResult[]; brief: boolean }
  | { state: 'not-found'; malformed: boolean }
  | { state: 'failed'; failure: FailureWords };

/** The lookup a form posted before the script arrived (or a link) came to: the server looked it up and rendered this page. */
function lookupFromPost(outcome: PageFormOutcome, failureWords: (error: unknown) => FailureWords): { fieldError: string; lookup: Lookup } {
  const id = normaliseRegistrationId(outcome.values.registrationId ?? '');
  if (!id) return { fieldError: 'status.required', lookup: { state: 'idle' } };
  if (!REGISTRATION_ID_PATTERN.test(id)) return { fieldError: '', lookup: { state: 'not-found', malformed: true } };
  const failure = outcomeError(outcome);
  if (failure) {
    const notFound = failure.status === 404 || failure.status === 400;
    return { fieldError: '', lookup: notFound ? { state: 'not-found', malformed: false } : { state: 'failed', failure: failureWords(failure) } };
  }
  // The API's own answer, which the server's render embedded: read by hand (its zod schema would bring zod onto this page).
  const body = outcome.answer.ok ? (outcome.answer.body as Partial<ComplaintLookupResponse> | null) : undefined;
  const rows = Array.isArray(body?.rows) ? body.rows : [];
  return { fieldError: '', lookup: rows.length ? { state: 'found', rows, brief: outcome.fromLink === true } : { state: 'not-found', malformed: false } };
}

/** Status lookup by registration number (docs/product/office-and-grievances.md): idle, loading, then results or an error with results hidden. */
export function GrievanceStatus() {
  const t = useOfficeT();
  const language = useLanguage();
  const failureWords = useFailureWords();
  const [searchParams] = useSearchParams();
  const linkedId = searchParams.get('id') ?? '';
  // Also works before the script arrives: the form posts the number (never in the address) and the server answers.
  const statusForm = usePageForm('grievance-status');
  const [posted] = useState(() => statusForm.outcome && lookupFromPost(statusForm.outcome, failureWords));
  const [registrationId, setRegistrationId] = useState(statusForm.outcome?.values.registrationId ?? linkedId);
  /** Catalogue key of the field's error ('' for none). */
  const [fieldError, setFieldError] = useState(posted?.fieldError ?? '');
  const [lookup, setLookup] = useState<Lookup>(posted?.lookup ?? { state: 'idle' });
  const focusAfterRender = useFocusAfterRender();
  const inputRef = useRef<HTMLInputElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const latest = useRef(0);

  async function getStatus(input: string, brief = false) {
    const id = normaliseRegistrationId(input);
    if (!id) {
      setFieldError('status.required');
      setLookup({ state: 'idle' });
      focusAfterRender(() => inputRef.current);
      return;
    }
    setFieldError('');
    if (!REGISTRATION_ID_PATTERN.test(id)) {
      setLookup({ state: 'not-found', malformed: true });
      focusAfterRender(() => outcomeRef.current);
      return;
    }
    const call = ++latest.current;
    setLookup({ state: 'loading' });
    let next: Lookup;
    try {
      const rows = await lookupComplaint(id);
      next = rows.length > 0 ? { state: 'found', rows, brief } : { state: 'not-found', malformed: false };
    } catch (error) {
      const status = failedStatus(error);
      if (status === 404 || status === 400) next = { state: 'not-found', malformed: false };
      else next = { state: 'failed', failure: failureWords(error) };
    }
    // A slower earlier lookup must not overwrite a later one.
    if (call !== latest.current) return;
    setLookup(next);
    focusAfterRender(() => outcomeRef.current);
  }

  useEffect(() => {
    // A link carries the number: look it up at once, unless the server already has (posted, or this page's link).
    if (linkedId && !posted) void getStatus(linkedId, true);
    // Only when the linked number changes, not on every keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linkedId]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (lookup.state !== 'loading') void getStatus(registrationId);
  };

  const loading = lookup.state === 'loading';
  return (
    <section className="grievance-status" aria-labelledby="grievance-status-heading" lang={language === 'en' ? undefined : language}>
      <h2 id="grievance-status-heading" className="visually-hidden">
        {t('status.heading')}
      </h2>
      <form {...statusForm.formProps} className="grievance-status__form" noValidate onSubmit={onSubmit} aria-busy={loading}>
        {statusForm.actionField}
        <TextField
          id="grievance-status-id"
          name="registrationId"
          label={t('status.label')}
          required
          autoComplete="off"
          maxLength={40}
          hint={t('status.hint')}
          value={registrationId}
          error={fieldError ? t(fieldError) : undefined}
          inputRef={inputRef}
          onChange={setRegistrationId}
        />
        <button type="submit" className="button" disabled={loading}>
          <SendingLabel sending={loading} idle={t('status.get')} busy={t('status.getting')} />
        </button>
      </form>

      <div ref={outcomeRef} tabIndex={-1} className="grievance-status__outcome" aria-live="polite">
        {lookup.state === 'loading' && (
          <p className="grievance-status__loading">
            <span className="spinner" aria-hidden="true" /> {t('status.looking')}
          </p>
        )}
        {lookup.state === 'not-found' && (
          <div role="alert">
            <p className="message--error">{t('status.notFound')}</p>
            {lookup.malformed && <p>{t('status.malformed')}</p>}
          </div>
        )}
        {lookup.state === 'failed' && (
          <div role="alert">
            <p className="message--error" lang={lookup.failure.lang}>
              {lookup.failure.text}
            </p>
          </div>
        )}
        {lookup.state === 'found' && lookup.brief && <p>{t('status.fromLink')}</p>}
        {lookup.state === 'found' && lookup.rows.map((row) => <GrievanceResult key={row.registration_id} row={row} brief={lookup.brief} />)}
      </div>
    </section>
  );
}

/** A status by its English label, in lower case: 0 received, 1 pending, 2 disposed (docs/product/office-and-grievances.md; pending, in progress, resolved in docs/glossary.md). */
export function statusKind(status: number): string {
  return (COMPLAINT_STATUS_LABELS[status] ?? 'Received').toLowerCase();
}

function GrievanceResult({ row, brief }: { row: ComplaintResult; brief: boolean }) {
  const t = useOfficeT();
  const formats = useDateFormats();
  const kind = statusKind(row.status);
  const completed = row.subject.trim() !== '';
  return (
    <article className={`grievance-result grievance-result--${kind}`} aria-labelledby={`result-${row.registration_id}`}>
      <h2 id={`result-${row.registration_id}`} className="grievance-result__status">
        {t(`status.labels.${kind}`)}
      </h2>
      <dl className="grievance-result__details">
        <dt>{t('status.registrationId')}</dt>
        <dd>{row.registration_id}</dd>
        {!brief && (
          <>
            <dt>{t('status.subject')}</dt>
            <dd>{completed ? row.subject : t('status.notSubmitted')}</dd>
            <dt>{t('status.message')}</dt>
            <dd className="grievance-result__message">{completed ? row.message : '—'}</dd>
            <dt>{t('status.feedback')}</dt>
            <dd className="grievance-result__message">{row.feedback_message.trim() || t('status.noFeedback')}</dd>
          </>
        )}
        <dt>{t('status.registered')}</dt>
        <dd>{formats.dateTime(row.registered_at)}</dd>
        <dt>{t('status.updated')}</dt>
        <dd>{formats.dateTime(row.updated_at)}</dd>
      </dl>
    </article>
  );
}
