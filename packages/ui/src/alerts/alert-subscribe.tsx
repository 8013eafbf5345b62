import { useId, useRef, useState, type FormEvent } from 'react';
import { ALERT_LANGUAGES, alertFormProblems, alertTopics, type AlertFrequency, type AlertLanguage, type AlertSubscribeResponse } from '@aec/contracts';
import { ApiRequestError, describeError, fetchJson } from '../data/api-client';
import { TextField } from '../forms/field';
import { outcomeError, usePageForm, type PageFormOutcome } from '../forms/page-form';
import { useLanguage, useT } from '../i18n/catalogue';
import { UI_NAMESPACE } from '../messages/catalogue';
import { useFailureText } from '../states/failure-text';
import { NotifyMeOnThisPhone } from '../push/notify-me';
import { ALERTS_FORM, topicField } from './alert-fields';
import { AlertFrequencyChoice, AlertLanguageChoice, AlertTopicChoices } from './alert-choices';

type Sending = { state: 'idle' } | { state: 'sending' } | { state: 'done'; message: string } | { state: 'failed'; message: string };
type Errors = { email?: string; topics?: string };
type TFunction = ReturnType<typeof useT>;

/** The form's check (the contract's, without zod: the API has the last word), said in the page's language. */
function errorsOf(t: TFunction, body: { email: string; topics: readonly string[] }): Errors {
  const problems = alertFormProblems(body);
  const errors: Errors = {};
  if (problems.email) errors.email = t(problems.email === 'required' ? 'alerts.errors.emailRequired' : 'alerts.errors.emailInvalid');
  if (problems.topics) errors.topics = t('alerts.errors.topics');
  return errors;
}

/** The API's answer, a sentence (AlertSubscribeResponse), read without zod. */
const subscribeAnswer = {
  safeParse: (data: unknown): { success: true; data: AlertSubscribeResponse } | { success: false } =>
    typeof (data as { message?: unknown } | null)?.message === 'string'
      ? { success: true, data: { message: (data as AlertSubscribeResponse).message } }
      : { success: false },
};

/** What the form posted before the script arrived came to: the values again, and the answer or the errors. */
function fromPost(t: TFunction, failureText: (error: string, status?: number) => string, outcome: PageFormOutcome, fixed?: readonly string[]) {
  const v = outcome.values;
  // A box's own topics are its own, whatever fields its page's action keeps.
  const chosen = fixed
    ? [...fixed]
    : alertTopics()
        .filter((topic) => v[topicField(topic.id)] === 'on')
        .map((topic) => topic.id);
  const form = { email: v.email ?? '', topics: chosen, frequency: (v.frequency === 'daily' ? 'daily' : 'each') as AlertFrequency, language: v.language ?? '' };
  const errors = errorsOf(t, form);
  if (errors.email || errors.topics) return { form, errors, sending: { state: 'idle' } as Sending };
  const failure = outcomeError(outcome);
  if (failure) return { form, errors, sending: { state: 'failed', message: failureText(failure.message, failure.status) } as Sending };
  const answer = subscribeAnswer.safeParse(outcome.answer.ok ? outcome.answer.body : undefined);
  return { form, errors, sending: { state: 'done', message: answer.success ? answer.data.message : '' } as Sending };
}

export interface AlertSubscribeProps {
  /** The topics this box subscribes to (a notice board's); without them every topic is listed to choose from (the /alerts page). */
  topics?: readonly string[];
  heading: string;
  /** A line under the heading (a box says what it follows; the /alerts page has said it in its lead). */
  intro?: string;
  /** The heading's level: 2 in a page's body (a box), 1 is the page's own. */
  headingLevel?: 2 | 3;
  /** Also offer "Notify me on this phone" for the same topics (the fixed ones, or those ticked). */
  phone?: boolean;
  /** A page's own words for the box, by the catalogue key they replace (a project page's tender box says "tenders"). */
  texts?: Partial<Record<AlertSubscribeTextKey, string>>;
  /** A class besides the box's own (a page's hook for its tests; the box's look is the kit's). */
  className?: string;
  /** One frequency, no choice shown (a project's tender box mails each tender as it is published). */
  frequency?: AlertFrequency;
  /** The page's form action for a post before the script arrives (render/page-forms.ts): the kit's `alerts` by default. */
  pageForm?: string;
}

/** The words a page may give the box instead of the kit's. */
export type AlertSubscribeTextKey =
  'alerts.email' | 'alerts.submit' | 'alerts.sending' | 'alerts.keptAfterFailure' | 'alerts.errors.emailRequired' | 'alerts.errors.emailInvalid';

/**
 * Alerts by email (double opt-in): the API mails a confirmation link; nothing else is sent until it is
 * opened. Works before the page's script arrives (posted to the page, answered by the server), keeps
 * what was typed after any failure, and sends the page's language (or the one chosen) with it.
 */
export function AlertSubscribe({
  topics: fixed,
  heading,
  intro,
  headingLevel = 2,
  phone = false,
  texts,
  className,
  frequency: fixedFrequency,
  pageForm: formAction = ALERTS_FORM,
}: AlertSubscribeProps) {
  const kit = useT(UI_NAMESPACE);
  const t = (
    texts ? (key: string, options?: object) => texts[key as AlertSubscribeTextKey] ?? (kit as (key: string, options?: object) => string)(key, options) : kit
  ) as TFunction;
  const failureText = useFailureText();
  const pageLanguage = useLanguage();
  const id = useId();
  const pageForm = usePageForm(formAction);
  const [posted] = useState(() => pageForm.outcome && fromPost(t, failureText, pageForm.outcome, fixed));
  const [email, setEmail] = useState(posted?.form.email ?? '');
  const [chosen, setChosen] = useState<string[]>(() => posted?.form.topics ?? []);
  const [chosenFrequency, setFrequency] = useState<AlertFrequency>(posted?.form.frequency ?? 'each');
  const frequency = fixedFrequency ?? chosenFrequency;
  const [language, setLanguage] = useState<AlertLanguage>(() =>
    (ALERT_LANGUAGES as readonly string[]).includes(posted?.form.language ?? '') ? (posted!.form.language as AlertLanguage) : pageLanguage,
  );
  const [errors, setErrors] = useState<Errors>(posted?.errors ?? {});
  const [sending, setSending] = useState<Sending>(posted?.sending ?? { state: 'idle' });
  const emailRef = useRef<HTMLInputElement>(null);
  const topicsRef = useRef<HTMLFieldSetElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const topics = fixed ?? chosen;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (sending.state === 'sending') return;
    const body = { email, topics, frequency, language };
    const found = errorsOf(t, body);
    setErrors(found);
    if (found.email) return emailRef.current?.focus();
    if (found.topics) return topicsRef.current?.querySelector('input')?.focus();
    setSending({ state: 'sending' });
    try {
      const answer = await fetchJson('/api/alerts/subscribe', {
        schema: subscribeAnswer,
        init: { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
      });
      setSending({ state: 'done', message: answer.message });
    } catch (error) {
      setSending({ state: 'failed', message: failureText(describeError(error), error instanceof ApiRequestError ? error.status : undefined) });
    }
    requestAnimationFrame(() => outcomeRef.current?.focus());
  }

  const toggle = (topic: string, on: boolean) => setChosen((now) => (on ? [...now, topic] : now.filter((x) => x !== topic)));
  const busy = sending.state === 'sending';
  const Heading = `h${headingLevel}` as const;

  return (
    <section className={[fixed ? 'alert-box' : 'alert-form', className].filter(Boolean).join(' ')} aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`} className="alert-box__heading">
        {heading}
      </Heading>
      {intro && <p className="alert-box__intro">{intro}</p>}
      <form {...pageForm.formProps} className="alert-box__form" noValidate onSubmit={onSubmit} aria-busy={busy}>
        {pageForm.actionField}
        {fixed?.map((topic) => (
          <input key={topic} type="hidden" name={topicField(topic)} value="on" />
        ))}
        {!fixed && <AlertTopicChoices id={id} chosen={chosen} onToggle={toggle} error={errors.topics} fieldsetRef={topicsRef} t={t} />}
        {fixedFrequency ? (
          <input type="hidden" name="frequency" value={fixedFrequency} />
        ) : (
          <AlertFrequencyChoice id={id} value={frequency} onChange={setFrequency} t={t} />
        )}
        {fixed ? <input type="hidden" name="language" value={language} /> : <AlertLanguageChoice id={id} value={language} onChange={setLanguage} t={t} />}
        <div className="alert-box__send">
          <TextField
            id={`${id}-email`}
            name="email"
            label={t('alerts.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={254}
            required
            value={email}
            error={errors.email}
            inputRef={emailRef}
            onChange={setEmail}
          />
          <button type="submit" className="button" disabled={busy}>
            {busy ? t('alerts.sending') : t('alerts.submit')}
          </button>
        </div>
      </form>
      <div ref={outcomeRef} tabIndex={-1} className="alert-box__outcome" role="status">
        {sending.state === 'done' && <p className="message--success">{sending.message}</p>}
        {sending.state === 'failed' && (
          <p className="message--error">
            {sending.message} {t('alerts.keptAfterFailure')}
          </p>
        )}
      </div>
      {phone && <NotifyMeOnThisPhone topics={topics} />}
    </section>
  );
}

/** The page a mail's confirm or unsubscribe link opens: it sends the token (a POST: a mail scanner that opens links changes nothing). */
export function alertLinkCall(action: 'confirm' | 'unsubscribe', token: string) {
  return fetchJson(`/api/alerts/${action}`, {
    schema: subscribeAnswer,
    init: { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token }) },
  });
}
