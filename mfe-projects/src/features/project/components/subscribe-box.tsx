import { useId, useRef, useState, type FormEvent } from 'react';
import { SubscriptionResponse, TenderSubscriptionRequest } from '@aec/contracts';
import {
  ApiRequestError,
  describeError,
  NotifyMeOnThisPhone,
  outcomeError,
  TextField,
  useFailureText,
  useLanguage,
  usePageForm,
  type PageFormOutcome,
} from '@aec/ui';
import type { Project } from '../../../data/projects';
import { useProjectsT, type ProjectsT } from '../../../messages/catalogue';
import { subscribeToTenders } from '../api/projects-api';

type Sending = { state: 'idle' } | { state: 'sending' } | { state: 'done'; message: string } | { state: 'failed'; message: string };

/** What the form posted before the script arrived came to (the server ran it and rendered this page). */
function fromPost(t: ProjectsT, failureText: (error: string, status?: number) => string, outcome: PageFormOutcome, language: string) {
  const email = outcome.values.email ?? '';
  const checked = TenderSubscriptionRequest.safeParse({ email, language });
  if (!checked.success) return { email, fieldError: emailError(t, checked.error.issues[0]), sending: { state: 'idle' } as Sending };
  const failure = outcomeError(outcome);
  if (failure) return { email, fieldError: '', sending: { state: 'failed', message: failureText(failure.message, failure.status) } as Sending };
  const answer = SubscriptionResponse.safeParse(outcome.answer.ok ? outcome.answer.body : undefined);
  return { email, fieldError: '', sending: { state: 'done', message: answer.success ? answer.data.message : '' } as Sending };
}

/**
 * Tender alerts by email (double opt-in): the API stores the address and mails a confirmation link;
 * nothing else is sent until that link is opened. What was typed stays after any failure. The
 * page's language goes with the request: the confirmation, the alerts and the answer are written in it.
 */
export function SubscribeBox({ project }: { project: Project }) {
  const t = useProjectsT();
  const failureText = useFailureText();
  const language = useLanguage();
  const id = useId();
  // Also works before the script arrives: posted to this page, the server subscribes and answers here.
  const pageForm = usePageForm('tender-alerts');
  const [posted] = useState(() => pageForm.outcome && fromPost(t, failureText, pageForm.outcome, language));
  const [email, setEmail] = useState(posted?.email ?? '');
  const [fieldError, setFieldError] = useState(posted?.fieldError ?? '');
  const [sending, setSending] = useState<Sending>(posted?.sending ?? { state: 'idle' });
  const inputRef = useRef<HTMLInputElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (sending.state === 'sending') return;
    const checked = TenderSubscriptionRequest.safeParse({ email, language });
    if (!checked.success) {
      setFieldError(emailError(t, checked.error.issues[0]));
      inputRef.current?.focus();
      return;
    }
    setFieldError('');
    setSending({ state: 'sending' });
    try {
      const answer = await subscribeToTenders(project.project_code, checked.data.email, language);
      setSending({ state: 'done', message: answer.message });
    } catch (error) {
      setSending({ state: 'failed', message: failureText(describeError(error), error instanceof ApiRequestError ? error.status : undefined) });
    }
    requestAnimationFrame(() => outcomeRef.current?.focus());
  }

  const busy = sending.state === 'sending';
  return (
    <section className="subscribe-box" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="subscribe-box__heading">
        {t('subscribe.heading', { project: project.name })}
      </h2>
      <p className="subscribe-box__intro">{t('subscribe.intro', { project: project.name })}</p>
      <form {...pageForm.formProps} className="subscribe-box__form" noValidate onSubmit={onSubmit} aria-busy={busy}>
        {pageForm.actionField}
        <TextField
          id={`${id}-email`}
          name="email"
          label={t('subscribe.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          required
          value={email}
          error={fieldError || undefined}
          inputRef={inputRef}
          onChange={setEmail}
        />
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('subscribe.sending') : t('subscribe.submit')}
        </button>
      </form>
      <div ref={outcomeRef} tabIndex={-1} className="subscribe-box__outcome" role="status">
        {sending.state === 'done' && <p className="message--success">{sending.message}</p>}
        {sending.state === 'failed' && (
          <p className="message--error">
            {sending.message} {t('subscribe.keptAfterFailure')}
          </p>
        )}
      </div>
      {/* Web Push for the same project, where the browser can (docs/product/offline-and-push.md). */}
      <NotifyMeOnThisPhone topics={[`project:${project.project_code.toLowerCase()}`]} />
    </section>
  );
}

/** The contract's check of the address, said in the page's language (the schema's own sentences are English). */
function emailError(t: ProjectsT, issue: { code: string; path: PropertyKey[] } | undefined): string {
  if (issue?.code === 'too_small') return t('subscribe.errors.required');
  if (issue?.code === 'too_big') return t('subscribe.errors.tooLong');
  return t('subscribe.errors.invalid');
}
