import { useRef, useState, type FormEvent } from 'react';
import { COMPLAINT_STATUS_LABELS, type GrievanceDetail } from '@aec/contracts';
import { Field, useStaffConsole } from '@aec/ui';
import { asStaffError, deskErrorMessage } from '../api/use-grievance-desk';
import type { GrievanceStatusCode } from '../desk-filters';
import { checkStatusChange, FEEDBACK_MAX_LENGTH, type StatusChangeErrors } from '../status-change';

const STATUS_HINTS = ['Filed; nobody has acted on it yet', 'Being looked into', 'Closed with an answer to the filer'];

interface StatusFormProps {
  detail: GrievanceDetail;
  /** The API's answer: the grievance after the change, its history included. */
  onSaved: (updated: GrievanceDetail) => void;
}

/**
 * Status and feedback. Validated with the contract's schema; a failed save (a 401 included: the
 * shell then asks for the password over this screen) keeps everything typed.
 */
export function StatusForm({ detail, onSaved }: StatusFormProps) {
  const { request } = useStaffConsole();
  const [status, setStatus] = useState<GrievanceStatusCode>(detail.status as GrievanceStatusCode);
  const [feedback, setFeedback] = useState(detail.feedback_message);
  const [errors, setErrors] = useState<StatusChangeErrors>({});
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<{ label: string; email: string } | null>(null);
  const feedbackRef = useRef<HTMLTextAreaElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  const length = feedback.trim().length;
  const tooLong = length > FEEDBACK_MAX_LENGTH;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setSaved(null);
    const check = checkStatusChange(status, feedback, detail);
    if (!check.ok) {
      setErrors(check.errors);
      if (check.errors.feedback_message) feedbackRef.current?.focus();
      else outcomeRef.current?.focus();
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const updated = await request<GrievanceDetail>(`/grievances/${encodeURIComponent(detail.registration_id)}/status`, {
        method: 'POST',
        body: check.change,
      });
      onSaved(updated);
      setFeedback(updated.feedback_message);
      setSaved({ label: COMPLAINT_STATUS_LABELS[updated.status] ?? '', email: updated.email });
    } catch (error) {
      setErrors({ form: deskErrorMessage(asStaffError(error)) });
    } finally {
      setSaving(false);
      outcomeRef.current?.focus();
    }
  }

  return (
    <form className="desk-status-form" noValidate onSubmit={onSubmit} aria-busy={saving}>
      <div ref={outcomeRef} tabIndex={-1} className="desk-status-form__outcome">
        {saved && (
          <p role="status" className="desk-confirmation">
            Saved: the status is now <strong>{saved.label}</strong>. The filer ({saved.email}) is mailed about the change; if the mail server cannot take it
            now, the mail waits in the outbox and is sent when it can. The filer also sees this on the Grievance Status page.
          </p>
        )}
        {errors.form && (
          <p role="alert" className="desk-form-error">
            {errors.form}
          </p>
        )}
      </div>
      <fieldset className={`desk-status-form__choices${errors.status ? ' field--invalid' : ''}`} aria-describedby={errors.status ? 'status-error' : undefined}>
        <legend>Status</legend>
        {errors.status && (
          <p id="status-error" className="field__error">
            <span className="visually-hidden">Error: </span>
            {errors.status}
          </p>
        )}
        {COMPLAINT_STATUS_LABELS.map((label, code) => (
          <div className="desk-radio" key={label}>
            <input
              id={`status-${code}`}
              type="radio"
              name="status"
              value={code}
              checked={status === code}
              aria-describedby={`status-${code}-hint`}
              onChange={() => setStatus(code as GrievanceStatusCode)}
            />
            <label htmlFor={`status-${code}`}>{label}</label>
            <span id={`status-${code}-hint`} className="desk-radio__hint">
              {STATUS_HINTS[code]}
              {detail.status === code ? ' (current)' : ''}
            </span>
          </div>
        ))}
      </fieldset>
      <Field
        id="feedback"
        label="Feedback message to the filer"
        hint="Mailed to the filer and shown on the Grievance Status page. Optional."
        error={errors.feedback_message}
      >
        {(control) => (
          <>
            <textarea
              {...control}
              aria-describedby={[control['aria-describedby'], 'feedback-count'].filter(Boolean).join(' ')}
              name="feedback"
              rows={7}
              ref={feedbackRef}
              value={feedback}
              onChange={(e) => setFeedback(e.target.value)}
            />
            <p id="feedback-count" className={`desk-counter${tooLong ? ' desk-counter--over' : ''}`}>
              {length} of {FEEDBACK_MAX_LENGTH} characters{tooLong ? `: ${length - FEEDBACK_MAX_LENGTH} too many` : ''}
            </p>
          </>
        )}
      </Field>
      <button type="submit" className="button" disabled={saving}>
        {saving ? 'Saving…' : 'Save status'}
      </button>
    </form>
  );
}
