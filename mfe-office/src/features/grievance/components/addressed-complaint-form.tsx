import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { FormErrorSummary, formErrorsOf, TextArea, TextField } from '@aec/ui';
import { failedStatus, registerComplaint, sendFailureMessage, submitComplaintDetails } from '../api/complaints-api';
import { validateComplaintDetails, validateRegistration, type FieldErrors } from '../grievance-validation';
import { useFocusAfterRender } from '../hooks/use-focus-after-render';
import { useSessionDraft } from '../hooks/use-session-draft';
import { CallErrorMessage } from './call-error-message';
import { SendingLabel } from './sending-label';
import '../grievance.css';

interface AddressedComplaintFormProps {
  addressee: 'aecsu' | 'ecta';
  /** Who reads it, e.g. "the Students' Union". */
  recipient: string;
}

interface ComplaintDraft {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** Set once step 1 has succeeded, so a retry after a failed step 2 does not register twice. */
  registrationId: string;
}

const emptyDraft: ComplaintDraft = { name: '', email: '', subject: '', message: '', registrationId: '' };
type Field = 'name' | 'email' | 'subject' | 'message';

/**
 * The union's and association's one-page complaint form. The original did nothing; this one files a
 * GENERAL grievance addressed to them (register, then final submit, in one go) and shows its number.
 */
export function AddressedComplaintForm({ addressee, recipient }: AddressedComplaintFormProps) {
  const formId = `complaint-${addressee}`;
  const [draft, setDraft, clearDraft] = useSessionDraft<ComplaintDraft>(`aec:${formId}`, emptyDraft);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [sending, setSending] = useState(false);
  const [callError, setCallError] = useState('');
  const [filed, setFiled] = useState('');
  const focusAfterRender = useFocusAfterRender();
  const formRef = useRef<HTMLFormElement>(null);
  const callErrorRef = useRef<HTMLDivElement>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);

  const set = (field: Field, value: string) => setDraft((d) => ({ ...d, [field]: value }));

  async function send(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setCallError('');
    setFiled('');
    const contact = validateRegistration({ name: draft.name, email: draft.email, address: '' }, 'GENERAL', addressee);
    const details = validateComplaintDetails(draft);
    const found: FieldErrors<Field> = {
      ...(contact.ok ? {} : { name: contact.errors.name, email: contact.errors.email }),
      ...(details.ok ? {} : { subject: details.errors.subject, message: details.errors.message }),
    };
    if (!contact.ok || !details.ok) {
      const firstInvalid = (['name', 'email', 'subject', 'message'] as const).find((f) => found[f]) ?? 'name';
      setErrors(found);
      focusAfterRender(() => formRef.current?.querySelector<HTMLElement>(`[name="${formId}-${firstInvalid}"]`));
      return;
    }
    setErrors({});
    setSending(true);
    try {
      let registrationId = draft.registrationId;
      if (!registrationId) {
        registrationId = (await registerComplaint(contact.value)).registration_id;
        setDraft((d) => ({ ...d, registrationId }));
      }
      await submitComplaintDetails(registrationId, { subject: details.value.subject, message: details.value.message });
      clearDraft();
      setFiled(registrationId);
      focusAfterRender(() => confirmationRef.current);
    } catch (error) {
      setCallError(
        failedStatus(error) === 404
          ? 'The complaint service is not available right now. Please try again later; everything you typed is still here.'
          : sendFailureMessage(error),
      );
      focusAfterRender(() => callErrorRef.current);
    } finally {
      setSending(false);
    }
  }

  const fieldId = (name: Field) => `${formId}-${name}`;
  return (
    <section className="grievance" aria-label={`Complaint to ${recipient}`}>
      <div ref={confirmationRef} tabIndex={-1} role="status" className="grievance__announcement">
        {filed && (
          <p className="message--success">
            Your complaint has been sent to {recipient}. Your registration number is <strong className="registration-id">{filed}</strong>; it has also been sent to your email.{' '}
            <Link to={`/office/status?id=${encodeURIComponent(filed)}`}>Check its status</Link>
          </p>
        )}
      </div>
      <p className="grievance__intro">
        Your complaint is filed with the college&apos;s grievance system and read by {recipient}. You get a registration number on screen and by email to follow it up.
      </p>
      <p className="grievance__required-note">
        Fields marked{' '}
        <span className="required-mark" aria-hidden="true">
          *
        </span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      <form method="post" ref={formRef} noValidate onSubmit={send} aria-busy={sending} aria-label={`Complaint to ${recipient}`}>
        <FormErrorSummary errors={formErrorsOf(errors, (name) => fieldId(name as Field))} />
        <TextField id={fieldId('name')} label="Name" autoComplete="name" maxLength={120} required value={draft.name} error={errors.name} onChange={(v) => set('name', v)} />
        <TextField id={fieldId('email')} label="Email" type="email" autoComplete="email" maxLength={254} required value={draft.email} error={errors.email} onChange={(v) => set('email', v)} />
        <TextField id={fieldId('subject')} label="Subject" maxLength={200} required value={draft.subject} error={errors.subject} onChange={(v) => set('subject', v)} />
        <TextArea id={fieldId('message')} label="Message" maxLength={5000} required value={draft.message} error={errors.message} onChange={(v) => set('message', v)} />
        <CallErrorMessage ref={callErrorRef} message={callError} />
        <button type="submit" className="button" disabled={sending}>
          <SendingLabel sending={sending} idle="Submit" busy="Sending…" />
        </button>
      </form>
    </section>
  );
}
