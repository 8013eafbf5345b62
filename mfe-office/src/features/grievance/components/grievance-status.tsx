import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { COMPLAINT_STATUS_LABELS, REGISTRATION_ID_PATTERN, type ComplaintResult } from '@aec/contracts';
import { failedStatus, lookupComplaint, sendFailureMessage } from '../api/complaints-api';
import { normaliseRegistrationId } from '../grievance-validation';
import { useFocusAfterRender } from '../hooks/use-focus-after-render';
import { SendingLabel } from './sending-label';
import '../grievance.css';
import { formatDateTime, TextField } from '@aec/ui';

/** SPEC §8, word for word. */
export const NOT_FOUND_MESSAGE = 'Registration ID not found. Please Submit correct registration id and try again';

type Lookup =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'found'; rows: ComplaintResult[] }
  | { state: 'not-found'; malformed: boolean }
  | { state: 'failed'; message: string };

/** Status lookup by registration number (SPEC §2, §4): idle, loading, then results or an error with results hidden. */
export function GrievanceStatus() {
  const [searchParams] = useSearchParams();
  const linkedId = searchParams.get('id') ?? '';
  const [registrationId, setRegistrationId] = useState(linkedId);
  const [fieldError, setFieldError] = useState('');
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' });
  const focusAfterRender = useFocusAfterRender();
  const inputRef = useRef<HTMLInputElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const latest = useRef(0);

  async function getStatus(input: string) {
    const id = normaliseRegistrationId(input);
    if (!id) {
      setFieldError('Registration number is required');
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
      next = rows.length > 0 ? { state: 'found', rows } : { state: 'not-found', malformed: false };
    } catch (error) {
      const status = failedStatus(error);
      if (status === 404 || status === 400) next = { state: 'not-found', malformed: false };
      else next = { state: 'failed', message: sendFailureMessage(error) };
    }
    // A slower earlier lookup must not overwrite a later one.
    if (call !== latest.current) return;
    setLookup(next);
    focusAfterRender(() => outcomeRef.current);
  }

  useEffect(() => {
    // A link from the thank-you message or the email carries the number: look it up at once.
    if (linkedId) void getStatus(linkedId);
    // Only when the linked number changes, not on every keystroke.
  }, [linkedId]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (lookup.state !== 'loading') void getStatus(registrationId);
  };

  const loading = lookup.state === 'loading';
  return (
    <section className="grievance-status" aria-labelledby="grievance-status-heading">
      <h2 id="grievance-status-heading" className="visually-hidden">
        Look up a grievance
      </h2>
      <form className="grievance-status__form" noValidate onSubmit={onSubmit} aria-busy={loading}>
        <TextField
          id="grievance-status-id"
          label="Registration number"
          required
          autoComplete="off"
          maxLength={40}
          hint="The registration ID sent to your email, for example AEC-7KQ2-M9XD"
          value={registrationId}
          error={fieldError}
          inputRef={inputRef}
          onChange={setRegistrationId}
        />
        <button type="submit" className="button" disabled={loading}>
          <SendingLabel sending={loading} idle="Get Status" busy="Getting status…" />
        </button>
      </form>

      <div ref={outcomeRef} tabIndex={-1} className="grievance-status__outcome" aria-live="polite">
        {lookup.state === 'loading' && (
          <p className="grievance-status__loading">
            <span className="spinner" aria-hidden="true" /> Looking up your grievance…
          </p>
        )}
        {lookup.state === 'not-found' && (
          <div role="alert">
            <p className="message--error">{NOT_FOUND_MESSAGE}</p>
            {lookup.malformed && <p>A registration ID looks like AEC-7KQ2-M9XD: three letters, then two groups of four letters or digits.</p>}
          </div>
        )}
        {lookup.state === 'failed' && (
          <div role="alert">
            <p className="message--error">{lookup.message}</p>
          </div>
        )}
        {lookup.state === 'found' && lookup.rows.map((row) => <GrievanceResult key={row.registration_id} row={row} />)}
      </div>
    </section>
  );
}

function GrievanceResult({ row }: { row: ComplaintResult }) {
  const label = COMPLAINT_STATUS_LABELS[row.status] ?? 'Received';
  const completed = row.subject.trim() !== '';
  return (
    <article className={`grievance-result grievance-result--${label.toLowerCase()}`} aria-labelledby={`result-${row.registration_id}`}>
      <h2 id={`result-${row.registration_id}`} className="grievance-result__status">
        {label}
      </h2>
      <dl className="grievance-result__details">
        <dt>Registration ID</dt>
        <dd>{row.registration_id}</dd>
        <dt>Subject</dt>
        <dd>{completed ? row.subject : 'Not submitted yet: complete step 2 (final submit) with this registration ID.'}</dd>
        <dt>Message</dt>
        <dd className="grievance-result__message">{completed ? row.message : '—'}</dd>
        <dt>Feedback from the office</dt>
        <dd className="grievance-result__message">{row.feedback_message.trim() || 'No feedback yet. The office answers here once it has looked into your grievance.'}</dd>
        <dt>Registered</dt>
        <dd>{formatDateTime(row.registered_at)}</dd>
        <dt>Last updated</dt>
        <dd>{formatDateTime(row.updated_at)}</dd>
      </dl>
    </article>
  );
}
