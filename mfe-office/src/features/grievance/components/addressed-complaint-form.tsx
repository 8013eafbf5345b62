import { useRef, useState, type FormEvent } from 'react';
import { FormErrorSummary, formErrorsOf, TextArea, TextField, useLanguage, MarkedText } from '@aec/ui';
import { useOfficeT } from '../../../messages/hooks';
import { failedStatus, registerComplaint, submitComplaintDetails } from '../api/complaints-api';
import { validateComplaintDetails, validateRegistration, type FieldErrors } from '../grievance-validation';
import { useFocusAfterRender } from '../hooks/use-focus-after-render';
import { useSessionDraft } from '../hooks/use-session-draft';
import { useFailureWords, useValidationWords, type FailureWords } from '../grievance-words';
import { CallErrorMessage } from './call-error-message';
import { CheckStatusButton } from './check-status-button';
import { RequiredNote } from './required-note';
import { SendingLabel } from './sending-label';
import '../grievance.css';

interface AddressedComplaintFormProps {
  /** Who reads it: the students' union or the teachers' association (named in the page's language). */
  addressee: 'aecsu' | 'ecta';
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
export function AddressedComplaintForm({ addressee }: AddressedComplaintFormProps) {
  const t = useOfficeT();
  const language = useLanguage();
  const failureWords = useFailureWords();
  const inWords = useValidationWords();
  const recipient = t(`complaint.recipients.${addressee}`);
  const formId = `complaint-${addressee}`;
  const [draft, setDraft, clearDraft] = useSessionDraft<ComplaintDraft>(`aec:${formId}`, emptyDraft);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [sending, setSending] = useState(false);
  const [callError, setCallError] = useState<FailureWords | null>(null);
  const [filed, setFiled] = useState('');
  const focusAfterRender = useFocusAfterRender();
  const formRef = useRef<HTMLFormElement>(null);
  const callErrorRef = useRef<HTMLDivElement>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);

  const set = (field: Field, value: string) => setDraft((d) => ({ ...d, [field]: value }));

  async function send(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setCallError(null);
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
        registrationId = (await registerComplaint({ ...contact.value, language })).registration_id;
        setDraft((d) => ({ ...d, registrationId }));
      }
      await submitComplaintDetails(registrationId, { subject: details.value.subject, message: details.value.message });
      clearDraft();
      setFiled(registrationId);
      focusAfterRender(() => confirmationRef.current);
    } catch (error) {
      setCallError(failedStatus(error) === 404 ? { text: t('complaint.unavailable') } : failureWords(error));
      focusAfterRender(() => callErrorRef.current);
    } finally {
      setSending(false);
    }
  }

  const fieldId = (name: Field) => `${formId}-${name}`;
  const shown = inWords(errors);
  const label = t('complaint.label', { recipient });
  return (
    <section className="grievance" aria-label={label} lang={language === 'en' ? undefined : language}>
      <div ref={confirmationRef} tabIndex={-1} role="status" className="grievance__announcement">
        {filed && (
          <p className="message--success">
            <MarkedText text={t('complaint.sent', { recipient, id: filed })} parts={{ id: (id) => <strong className="registration-id">{id}</strong> }} />
          </p>
        )}
        {filed && <CheckStatusButton registrationId={filed} statusPath="/office/status" label={t('complaint.checkStatus')} />}
      </div>
      <p className="grievance__intro">{t('complaint.intro', { recipient })}</p>
      <RequiredNote />
      <form method="post" ref={formRef} noValidate onSubmit={send} aria-busy={sending} aria-label={label}>
        <FormErrorSummary title={t('common.errorSummary')} errors={formErrorsOf(shown, (name) => fieldId(name as Field))} />
        <TextField
          id={fieldId('name')}
          label={t('grievance.name')}
          autoComplete="name"
          maxLength={120}
          required
          value={draft.name}
          error={shown.name}
          onChange={(v) => set('name', v)}
        />
        <TextField
          id={fieldId('email')}
          label={t('grievance.email')}
          type="email"
          autoComplete="email"
          maxLength={254}
          required
          value={draft.email}
          error={shown.email}
          onChange={(v) => set('email', v)}
        />
        <TextField
          id={fieldId('subject')}
          label={t('grievance.subject')}
          maxLength={200}
          required
          value={draft.subject}
          error={shown.subject}
          onChange={(v) => set('subject', v)}
        />
        <TextArea
          id={fieldId('message')}
          label={t('grievance.message')}
          maxLength={5000}
          required
          value={draft.message}
          error={shown.message}
          onChange={(v) => set('message', v)}
        />
        <CallErrorMessage ref={callErrorRef} failure={callError} />
        <button type="submit" className="button" disabled={sending}>
          <SendingLabel sending={sending} idle={t('complaint.submit')} busy={t('complaint.sending')} />
        </button>
      </form>
    </section>
  );
}
