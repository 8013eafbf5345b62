import { useRef, useState, type FormEvent } from 'react';
import { REGISTRATION_ID_PATTERN, type ComplaintRegistrationResponse, type ComplaintType } from '@aec/contracts';
import { outcomeError, TextArea, TextField, useLanguage, usePageForm, type PageFormOutcome } from '@aec/ui';
import { useOfficeT } from '../../../messages/hooks';
import { failedStatus, registerComplaint, submitComplaintDetails } from '../api/complaints-api';
import {
  normaliseRegistrationId,
  validateFinalSubmit,
  validateRegistration,
  type Addressee,
  type FieldErrors,
  type FinalSubmitValues,
  type RegistrationValues,
} from '../grievance-validation';
import { useFocusAfterRender } from '../hooks/use-focus-after-render';
import { useSessionDraft } from '../hooks/use-session-draft';
import { useFailureWords, useValidationWords, type FailureWords } from '../grievance-words';
import { CheckStatusButton } from './check-status-button';
import { RequiredNote } from './required-note';
import { GrievanceStepForm } from './grievance-step-form';
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
  /** The answer to step 1, shown in green above step 2 (docs/product/office-and-grievances.md): the server's words on an English page. */
  registeredMessage: string;
}

const emptyDraft: GrievanceDraft = {
  step: 'register',
  registration: { name: '', email: '', address: '' },
  details: { registrationId: '', subject: '', message: '' },
  registeredMessage: '',
};

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

type Translate = ReturnType<typeof useOfficeT>;

/** The server's answer to step 1 as the page shows it: the server's words on an English page, the catalogue's on others. */
function registeredWords(t: Translate, language: string, answer: { message: string; registration_id: string }): string {
  const id = answer.registration_id;
  if (language !== 'en') return t('grievance.registered', { id });
  return answer.message.includes(id) ? answer.message : `${answer.message} ${t('grievance.registeredId', { id })}`;
}

/**
 * Step 1's answer as the server's render embedded it (the API's own answer to the post), read by hand: the
 * contract's zod schema would bring zod onto this page's first screen for one object of two strings.
 */
function registeredAnswerOf(body: unknown): ComplaintRegistrationResponse | undefined {
  const answer = body as Partial<ComplaintRegistrationResponse> | null | undefined;
  return typeof answer?.message === 'string' && typeof answer.registration_id === 'string' && REGISTRATION_ID_PATTERN.test(answer.registration_id)
    ? { message: answer.message, registration_id: answer.registration_id }
    : undefined;
}

/** What a form posted before the script arrived came to (the server ran it and rendered this page): the state to start from. */
interface FromPost {
  draft: GrievanceDraft;
  registrationErrors: FieldErrors<keyof RegistrationValues>;
  detailErrors: FieldErrors<keyof FinalSubmitValues>;
  failure?: unknown;
  thankYouFor: string;
}

function fromPost(
  t: Translate,
  language: string,
  type: ComplaintType,
  registered?: PageFormOutcome,
  detailed?: PageFormOutcome,
  toDetails?: PageFormOutcome,
): FromPost | undefined {
  if (toDetails) return { draft: { ...emptyDraft, step: 'submit' }, registrationErrors: {}, detailErrors: {}, thankYouFor: '' };
  if (registered) {
    const registration = { ...emptyDraft.registration, ...registered.values };
    const answer = registered.answer.ok ? registeredAnswerOf(registered.answer.body) : undefined;
    if (answer) {
      const draft: GrievanceDraft = {
        step: 'submit',
        registration,
        registeredMessage: registeredWords(t, language, answer),
        details: { ...emptyDraft.details, registrationId: answer.registration_id },
      };
      return { draft, registrationErrors: {}, detailErrors: {}, thankYouFor: '' };
    }
    // Refused: the same checks as the script's say which field, else the server's sentence.
    const checked = validateRegistration(registration, type);
    return {
      draft: { ...emptyDraft, registration },
      registrationErrors: checked.ok ? {} : checked.errors,
      detailErrors: {},
      failure: checked.ok ? outcomeError(registered) : undefined,
      thankYouFor: '',
    };
  }
  if (detailed) {
    if (detailed.answer.ok)
      return { draft: emptyDraft, registrationErrors: {}, detailErrors: {}, thankYouFor: normaliseRegistrationId(detailed.values.registrationId ?? '') };
    const details = { ...emptyDraft.details, ...detailed.values };
    const checked = validateFinalSubmit(details);
    const failure = checked.ok ? outcomeError(detailed) : undefined;
    const notFound = failure?.status === 404;
    return {
      draft: { ...emptyDraft, step: 'submit', details },
      registrationErrors: {},
      detailErrors: checked.ok ? (notFound ? { registrationId: t('grievance.idNotFound') } : {}) : checked.errors,
      failure,
      thankYouFor: '',
    };
  }
  return undefined;
}

/**
 * The two-step grievance of docs/product/office-and-grievances.md: register (name, email, address) for a registration number,
 * then final submit (registration number, subject, message). Exposed for reuse by mfe-projects.
 */
export function GrievanceForm({ type, addressee, statusPath = '/office/status' }: GrievanceFormProps) {
  const t = useOfficeT();
  const language = useLanguage();
  const failureWords = useFailureWords();
  const inWords = useValidationWords();
  const formId = `grievance-${type.toLowerCase()}${addressee ? `-${addressee}` : ''}`;
  // Both steps also work before the script arrives: posted to this page, run by the server, answered here.
  const registerForm = usePageForm('grievance-register');
  const detailsForm = usePageForm('grievance-details');
  const toDetails = usePageForm('grievance-to-details');
  const [posted] = useState(() => fromPost(t, language, type, registerForm.outcome, detailsForm.outcome, toDetails.outcome));
  // A posted form's answer is newer than any draft the tab kept.
  const [draft, setDraft, clearDraft] = useSessionDraft<GrievanceDraft>(`aec:${formId}`, posted?.draft ?? emptyDraft, { restore: !posted });
  const [sending, setSending] = useState(false);
  const [registrationErrors, setRegistrationErrors] = useState<FieldErrors<keyof RegistrationValues>>(posted?.registrationErrors ?? {});
  const [detailErrors, setDetailErrors] = useState<FieldErrors<keyof FinalSubmitValues>>(posted?.detailErrors ?? {});
  const [callError, setCallError] = useState<FailureWords | null>(() => (posted?.failure ? failureWords(posted.failure) : null));
  const [thankYouFor, setThankYouFor] = useState(posted?.thankYouFor ?? '');
  const focusAfterRender = useFocusAfterRender();
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const announcementRef = useRef<HTMLDivElement>(null);
  const callErrorRef = useRef<HTMLDivElement>(null);

  const focusField = (name: string) => focusAfterRender(() => formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`));

  const setRegistration = (field: keyof RegistrationValues, value: string) => setDraft((d) => ({ ...d, registration: { ...d.registration, [field]: value } }));
  const setDetails = (field: keyof FinalSubmitValues, value: string) => setDraft((d) => ({ ...d, details: { ...d.details, [field]: value } }));

  const switchStep = (step: Step) => {
    if (sending) return;
    setDraft((d) => ({ ...d, step, registeredMessage: step === 'register' ? '' : d.registeredMessage }));
    setCallError(null);
    setThankYouFor('');
    focusAfterRender(() => headingRef.current);
  };

  /** A 404 means something particular to each step (its sentence by key); anything else is said the one common way. */
  const failed = (error: unknown, notFoundKey: string) => {
    setCallError(failedStatus(error) === 404 ? { text: t(notFoundKey) } : failureWords(error));
    focusAfterRender(() => callErrorRef.current);
  };

  async function register(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setCallError(null);
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
      const answer = await registerComplaint({ ...checked.value, language });
      // The server's sentence is English: other pages say it in their language.
      const shown = registeredWords(t, language, answer);
      setDraft((d) => ({
        ...d,
        step: 'submit',
        registeredMessage: shown,
        details: { ...d.details, registrationId: answer.registration_id },
      }));
      setDetailErrors({});
      focusAfterRender(() => announcementRef.current);
    } catch (error) {
      failed(error, 'grievance.unavailable');
    } finally {
      setSending(false);
    }
  }

  async function finalSubmit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setCallError(null);
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
        setDetailErrors({ registrationId: t('grievance.idNotFound') });
      }
      failed(error, 'grievance.idNotFound');
    } finally {
      setSending(false);
    }
  }

  const step = draft.step;
  const fieldId = (name: string) => `${formId}-${name}`;
  const registrationShown = inWords(registrationErrors);
  const detailsShown = inWords(detailErrors);
  // What both steps' forms share.
  const stepFormProps = { headingId: `${formId}-heading`, formRef, callErrorRef, sending, fieldId, callError };

  return (
    <section className="grievance" aria-labelledby={`${formId}-heading`} lang={language === 'en' ? undefined : language}>
      <div ref={announcementRef} tabIndex={-1} className="grievance__announcement" role="status">
        {step === 'register' && thankYouFor && (
          <p className="message--success">
            <WithRegistrationId text={t('grievance.thankYou', { id: thankYouFor })} id={thankYouFor} />
          </p>
        )}
        {step === 'register' && thankYouFor && <CheckStatusButton registrationId={thankYouFor} statusPath={statusPath} label={t('grievance.checkNow')} />}
        {step === 'submit' && draft.registeredMessage && (
          <p className="message--success">
            <WithRegistrationId text={draft.registeredMessage} id={draft.details.registrationId} />
          </p>
        )}
      </div>

      <h2 id={`${formId}-heading`} ref={headingRef} tabIndex={-1} className="grievance__heading">
        {step === 'register' ? t('grievance.step1') : t('grievance.step2')}
      </h2>
      <p className="grievance__intro">{step === 'register' ? t('grievance.intro1') : t('grievance.intro2')}</p>
      <RequiredNote />

      {step === 'register' ? (
        <GrievanceStepForm
          {...stepFormProps}
          pageForm={registerForm}
          onSubmit={register}
          errors={registrationShown}
          submit={{ idle: t('grievance.register'), busy: t('grievance.registering') }}
          other={{ action: 'grievance-to-details', label: t('grievance.toFinalSubmit'), onSwitch: () => switchStep('submit') }}
        >
          <TextField
            id={fieldId('name')}
            name="name"
            label={t('grievance.name')}
            autoComplete="name"
            maxLength={120}
            required
            value={draft.registration.name}
            error={registrationShown.name}
            onChange={(v) => setRegistration('name', v)}
          />
          <TextField
            id={fieldId('email')}
            name="email"
            label={t('grievance.email')}
            type="email"
            autoComplete="email"
            maxLength={254}
            required
            value={draft.registration.email}
            error={registrationShown.email}
            hint={t('grievance.emailHint')}
            onChange={(v) => setRegistration('email', v)}
          />
          <TextArea
            id={fieldId('address')}
            name="address"
            label={t('grievance.address')}
            rows={3}
            autoComplete="street-address"
            maxLength={500}
            value={draft.registration.address}
            error={registrationShown.address}
            onChange={(v) => setRegistration('address', v)}
          />
        </GrievanceStepForm>
      ) : (
        <GrievanceStepForm
          {...stepFormProps}
          pageForm={detailsForm}
          onSubmit={finalSubmit}
          errors={detailsShown}
          submit={{ idle: t('grievance.finalSubmit'), busy: t('grievance.submitting') }}
          other={{ action: 'grievance-to-register', label: t('grievance.toRegister'), onSwitch: () => switchStep('register') }}
        >
          <TextField
            id={fieldId('registrationId')}
            name="registrationId"
            label={t('grievance.registrationId')}
            autoComplete="off"
            maxLength={40}
            required
            value={draft.details.registrationId}
            error={detailsShown.registrationId}
            hint={t('grievance.registrationIdHint')}
            onChange={(v) => setDetails('registrationId', v)}
          />
          <TextField
            id={fieldId('subject')}
            name="subject"
            label={t('grievance.subject')}
            maxLength={200}
            required
            value={draft.details.subject}
            error={detailsShown.subject}
            onChange={(v) => setDetails('subject', v)}
          />
          <TextArea
            id={fieldId('message')}
            name="message"
            label={t('grievance.message')}
            maxLength={5000}
            required
            value={draft.details.message}
            error={detailsShown.message}
            hint={t('grievance.messageHint')}
            onChange={(v) => setDetails('message', v)}
          />
        </GrievanceStepForm>
      )}
    </section>
  );
}
