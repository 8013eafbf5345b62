import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { ComplaintType } from '@aec/contracts';
import { FormErrorSummary, formErrorsOf, TextArea, TextField } from '@aec/ui';
import { failedStatus, registerComplaint, sendFailureMessage, submitComplaintDetails } from '../api/complaints-api';
import {
  validateFinalSubmit,
  validateRegistration,
  type Addressee,
  type FieldErrors,
  type FinalSubmitValues,
  type RegistrationValues,
} from '../grievance-validation';
import { useFocusAfterRender } from '../hooks/use-focus-after-render';
import { useSessionDraft } from '../hooks/use-session-draft';
import { CallErrorMessage } from './call-error-message';
import { SendingLabel } from './sending-label';
import '../grievance.css';

export interface GrievanceFormProps {
  type: ComplaintType;
  addressee?: Addressee;
  /** Where the status lookup lives, linked from the thank-you message (the office's own page by default). */
  statusPath?: string;
}

type Step = 'register' | 'submit';

interface GrievanceDraft {
  step: Step;
  registration: RegistrationValues;
  details: FinalSubmitValues;
  /** The server's answer to step 1, shown in green above step 2 (SPEC §4). */
  registeredMessage: string;
}

const emptyDraft: GrievanceDraft = {
  step: 'register',
  registration: { name: '', email: '', address: '' },
  details: { registrationId: '', subject: '', message: '' },
  registeredMessage: '',
};

/** The SPEC §8 success text after final submit, with the number it refers to. */
export function thankYouText(registrationId: string): string {
  return `Thank you for your assistance. Your grievance has been submitted. You can check its status with the registration number sent to your email (${registrationId}).`;
}

/** The registration number stands out and never breaks across lines: people copy it down. */
function WithRegistrationId({ text, id }: { text: string; id: string }) {
  const at = id ? text.indexOf(id) : -1;
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <strong className="registration-id">{id}</strong>
      {text.slice(at + id.length)}
    </>
  );
}

/** A 404 means something particular to each step; anything else is said the one common way. */
function unavailableOr(error: unknown, notFoundMessage: string): string {
  return failedStatus(error) === 404 ? notFoundMessage : sendFailureMessage(error);
}

/**
 * The two-step grievance of SPEC §2/§4: register (name, email, address) for a registration number,
 * then final submit (registration number, subject, message). Exposed for reuse by mfe-projects.
 */
export function GrievanceForm({ type, addressee, statusPath = '/office/status' }: GrievanceFormProps) {
  const formId = `grievance-${type.toLowerCase()}${addressee ? `-${addressee}` : ''}`;
  const [draft, setDraft, clearDraft] = useSessionDraft<GrievanceDraft>(`aec:${formId}`, emptyDraft);
  const [sending, setSending] = useState(false);
  const [registrationErrors, setRegistrationErrors] = useState<FieldErrors<keyof RegistrationValues>>({});
  const [detailErrors, setDetailErrors] = useState<FieldErrors<keyof FinalSubmitValues>>({});
  const [callError, setCallError] = useState('');
  const [thankYouFor, setThankYouFor] = useState('');
  const focusAfterRender = useFocusAfterRender();
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const announcementRef = useRef<HTMLDivElement>(null);
  const callErrorRef = useRef<HTMLDivElement>(null);

  const focusField = (name: string) => focusAfterRender(() => formRef.current?.querySelector<HTMLElement>(`[name="${formId}-${name}"]`));

  const setRegistration = (field: keyof RegistrationValues, value: string) =>
    setDraft((d) => ({ ...d, registration: { ...d.registration, [field]: value } }));
  const setDetails = (field: keyof FinalSubmitValues, value: string) => setDraft((d) => ({ ...d, details: { ...d.details, [field]: value } }));

  const switchStep = (step: Step) => {
    if (sending) return;
    setDraft((d) => ({ ...d, step, registeredMessage: step === 'register' ? '' : d.registeredMessage }));
    setCallError('');
    setThankYouFor('');
    focusAfterRender(() => headingRef.current);
  };

  const failed = (message: string) => {
    setCallError(message);
    focusAfterRender(() => callErrorRef.current);
  };

  async function register(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setCallError('');
    setThankYouFor('');
    const checked = validateRegistration(draft.registration, type, addressee);
    if (!checked.ok) {
      setRegistrationErrors(checked.errors);
      focusField(Object.keys(checked.errors)[0] ?? 'name');
      return;
    }
    setRegistrationErrors({});
    setSending(true);
    try {
      const answer = await registerComplaint(checked.value);
      const shown = answer.message.includes(answer.registration_id)
        ? answer.message
        : `${answer.message} Your registration ID is ${answer.registration_id}.`;
      setDraft((d) => ({
        ...d,
        step: 'submit',
        registeredMessage: shown,
        details: { ...d.details, registrationId: answer.registration_id },
      }));
      setDetailErrors({});
      focusAfterRender(() => announcementRef.current);
    } catch (error) {
      failed(unavailableOr(error, 'The grievance service is not available right now. Please try again later; everything you typed is still here.'));
    } finally {
      setSending(false);
    }
  }

  async function finalSubmit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setCallError('');
    const checked = validateFinalSubmit(draft.details);
    if (!checked.ok) {
      setDetailErrors(checked.errors);
      focusField(Object.keys(checked.errors)[0] ?? 'registrationId');
      return;
    }
    setDetailErrors({});
    setSending(true);
    try {
      await submitComplaintDetails(checked.value.registrationId, { subject: checked.value.subject, message: checked.value.message });
      clearDraft();
      setRegistrationErrors({});
      setThankYouFor(checked.value.registrationId);
      focusAfterRender(() => announcementRef.current);
    } catch (error) {
      if (failedStatus(error) === 404) {
        setDetailErrors({ registrationId: 'Registration ID not found. Please check the registration ID in your email and try again.' });
      }
      failed(unavailableOr(error, 'Registration ID not found. Please check the registration ID in your email and try again.'));
    } finally {
      setSending(false);
    }
  }

  const step = draft.step;
  const fieldId = (name: string) => `${formId}-${name}`;

  return (
    <section className="grievance" aria-labelledby={`${formId}-heading`}>
      <div ref={announcementRef} tabIndex={-1} className="grievance__announcement" role="status">
        {step === 'register' && thankYouFor && (
          <p className="message--success">
            <WithRegistrationId text={thankYouText(thankYouFor)} id={thankYouFor} />{' '}
            <Link to={`${statusPath}?id=${encodeURIComponent(thankYouFor)}`}>Check the status now</Link>
          </p>
        )}
        {step === 'submit' && draft.registeredMessage && (
          <p className="message--success">
            <WithRegistrationId text={draft.registeredMessage} id={draft.details.registrationId} />
          </p>
        )}
      </div>

      <h2 id={`${formId}-heading`} ref={headingRef} tabIndex={-1} className="grievance__heading">
        {step === 'register' ? 'Step 1 of 2: Register' : 'Step 2 of 2: Final submit'}
      </h2>
      <p className="grievance__intro">
        {step === 'register'
          ? 'Give your name and email. You will get a registration ID on screen and by email; then describe your grievance in step 2. Only the office sees your name, email and address; the status page never shows them.'
          : 'Enter the registration ID you received, the subject and your grievance. You can check its status later with the same ID.'}
      </p>
      <p className="grievance__required-note">
        Fields marked{' '}
        <span className="required-mark" aria-hidden="true">
          *
        </span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>

      {step === 'register' ? (
        <form method="post" ref={formRef} noValidate onSubmit={register} aria-busy={sending} aria-labelledby={`${formId}-heading`}>
          <FormErrorSummary errors={formErrorsOf(registrationErrors, fieldId)} />
          <TextField id={fieldId('name')} label="Name" autoComplete="name" maxLength={120} required value={draft.registration.name} error={registrationErrors.name} onChange={(v) => setRegistration('name', v)} />
          <TextField id={fieldId('email')} label="Email" type="email" autoComplete="email" maxLength={254} required value={draft.registration.email} error={registrationErrors.email} hint="Your registration ID is sent to this address." onChange={(v) => setRegistration('email', v)} />
          <TextArea id={fieldId('address')} label="Address (optional)" rows={3} autoComplete="street-address" maxLength={500} value={draft.registration.address} error={registrationErrors.address} onChange={(v) => setRegistration('address', v)} />
          <CallErrorMessage ref={callErrorRef} message={callError} />
          <div className="grievance__actions">
            <button type="submit" className="button" disabled={sending}>
              <SendingLabel sending={sending} idle="Register" busy="Registering…" />
            </button>
            <button type="button" className="link-button" onClick={() => switchStep('submit')} disabled={sending}>
              Already have a registration id? Go to final submit
            </button>
          </div>
        </form>
      ) : (
        <form method="post" ref={formRef} noValidate onSubmit={finalSubmit} aria-busy={sending} aria-labelledby={`${formId}-heading`}>
          <FormErrorSummary errors={formErrorsOf(detailErrors, fieldId)} />
          <TextField id={fieldId('registrationId')} label="Registration ID" autoComplete="off" maxLength={40} required value={draft.details.registrationId} error={detailErrors.registrationId} hint="For example AEC-7KQ2-M9XD" onChange={(v) => setDetails('registrationId', v)} />
          <TextField id={fieldId('subject')} label="Subject" maxLength={200} required value={draft.details.subject} error={detailErrors.subject} onChange={(v) => setDetails('subject', v)} />
          <TextArea id={fieldId('message')} label="Message" maxLength={5000} required value={draft.details.message} error={detailErrors.message} hint="Say what happened, where and when, and what you would like the college to do." onChange={(v) => setDetails('message', v)} />
          <CallErrorMessage ref={callErrorRef} message={callError} />
          <div className="grievance__actions">
            <button type="submit" className="button" disabled={sending}>
              <SendingLabel sending={sending} idle="Final Submit" busy="Submitting…" />
            </button>
            <button type="button" className="link-button" onClick={() => switchStep('register')} disabled={sending}>
              Don&apos;t have a registration id? Register first
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
