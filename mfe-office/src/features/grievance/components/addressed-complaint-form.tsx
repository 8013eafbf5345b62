import { useRef, useState, type FormEvent } from 'react';
import { FormErrorSummary, formErrorsOf, MarkedText, outcomeError, TextArea, TextField, useLanguage, usePageForm, type PageFormOutcome } from '@aec/ui';
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

/** The form's own checks (the contract's rules), each error at its field. */
function validate(draft: ComplaintDraft, addressee: AddressedComplaintFormProps['addressee']) {
  const contact = validateRegistration({ name: draft.name, email: draft.email, address: '' }, 'GENERAL', addressee);
  const details = validateComplaintDetails(draft);
  const errors: FieldErrors<Field> = {
    ...(contact.ok ? {} : { name: contact.errors.name, email: contact.errors.email }),
    ...(details.ok ? {} : { subject: details.errors.subject, message: details.errors.message }),
  };
  return contact.ok && details.ok ? { ok: true as const, contact: contact.value, details: details.value } : { ok: false as const, errors };
}

/** What a form posted before the script arrived came to (the server ran both calls and rendered this page): the state to start from. */
function fromPost(outcome: PageFormOutcome | undefined, addressee: AddressedComplaintFormProps['addressee']) {
  if (!outcome) return undefined;
  const draft: ComplaintDraft = { ...emptyDraft, ...outcome.values };
  if (outcome.answer.ok) return { draft: emptyDraft, errors: {}, filed: draft.registrationId };
  // Refused: the same checks as the script's say which field, else the server's sentence.
  const checked = validate(draft, addressee);
  return { draft, errors: checked.ok ? {} : checked.errors, failure: checked.ok ? outcomeError(outcome) : undefined, filed: '' };
}

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
  // Works before the script arrives too: posted to this page, both calls made by the server, answered here.
  const pageForm = usePageForm('addressed-complaint');
  const [posted] = useState(() => fromPost(pageForm.outcome, addressee));
  // A posted form's answer is newer than any draft the tab kept.
  const [draft, setDraft, clearDraft] = useSessionDraft<ComplaintDraft>(`aec:${formId}`, posted?.draft ?? emptyDraft, { restore: !posted });
  const [errors, setErrors] = useState<FieldErrors<Field>>(posted?.errors ?? {});
  const [sending, setSending] = useState(false);
  const [callError, setCallError] = useState<FailureWords | null>(() =>
    posted?.failure ? (failedStatus(posted.failure) === 404 ? { text: t('complaint.unavailable') } : failureWords(posted.failure)) : null,
  );
  const [filed, setFiled] = useState(posted?.filed ?? '');
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
    const checked = validate(draft, addressee);
    if (!checked.ok) {
      const firstInvalid = (['name', 'email', 'subject', 'message'] as const).find((f) => checked.errors[f]) ?? 'name';
      setErrors(checked.errors);
      focusAfterRender(() => formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`));
      return;
    }
    const { contact, details } = checked;
    setErrors({});
    setSending(true);
    try {
      let registrationId = draft.registrationId;
      if (!registrationId) {
        registrationId = (await registerComplaint({ ...contact, language })).registration_id;
        setDraft((d) => ({ ...d, registrationId }));
      }
      await submitComplaintDetails(registrationId, { subject: details.subject, message: details.message });
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
      <form {...pageForm.formProps} ref={formRef} noValidate onSubmit={send} aria-busy={sending} aria-label={label}>
        {pageForm.actionField}
        {/* Set once the registration succeeded and the details were refused: sending again does not register twice. */}
        {draft.registrationId && <input type="hidden" name="registrationId" value={draft.registrationId} />}
        <FormErrorSummary title={t('common.errorSummary')} errors={formErrorsOf(shown, (name) => fieldId(name as Field))} />
        <TextField
          id={fieldId('name')}
          name="name"
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
          name="email"
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
          name="subject"
          label={t('grievance.subject')}
          maxLength={200}
          required
          value={draft.subject}
          error={shown.subject}
          onChange={(v) => set('subject', v)}
        />
        <TextArea
          id={fieldId('message')}
          name="message"
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
