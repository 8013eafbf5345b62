import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ALERT_LANGUAGES, alertTopics, type AlertFrequency, type AlertLanguage, type AlertSubscriptionResponse } from '@aec/contracts';
import {
  AlertChoices,
  ApiRequestError,
  describeError,
  fetchJson,
  LoadingState,
  outcomeError,
  PageHeader,
  topicField,
  UI_NAMESPACE,
  useFailureText,
  useLanguage,
  usePageForm,
  usePageHead,
  useT,
  type PageFormOutcome,
} from '@aec/ui';
import { NAMESPACE } from '../../../messages/catalogue';

/** The page form's action (api/src/plugins/app/render/page-forms.ts): the link's GET reads, the form's POST saves. */
const MANAGE_FORM = 'alerts-manage';

type Choice = { topics: string[]; frequency: AlertFrequency; language: AlertLanguage };
type State =
  | { state: 'loading' }
  | { state: 'unreadable'; message: string }
  | { state: 'ready'; outcome?: { ok: boolean; message: string } }
  | { state: 'sending' }
  | { state: 'stopped'; message: string };

/** Answers read without zod (the remote stays small): a subscription, or a sentence. */
const subscriptionAnswer = {
  safeParse: (data: unknown): { success: true; data: AlertSubscriptionResponse } | { success: false } => {
    const d = data as Partial<AlertSubscriptionResponse> | null;
    return Array.isArray(d?.topics) && typeof d?.frequency === 'string' && typeof d?.language === 'string'
      ? { success: true, data: d as AlertSubscriptionResponse }
      : { success: false };
  },
};
const sentence = {
  safeParse: (data: unknown): { success: true; data: { message: string } } | { success: false } =>
    typeof (data as { message?: unknown } | null)?.message === 'string'
      ? { success: true, data: { message: (data as { message: string }).message } }
      : { success: false },
};

const languageOf = (raw: string | undefined, fallback: AlertLanguage): AlertLanguage =>
  (ALERT_LANGUAGES as readonly string[]).includes(raw ?? '') ? (raw as AlertLanguage) : fallback;

type FailureText = (error: string, status?: number) => string;

/** What the server made of the link or of the form posted before the script: the choice to show, and the state. */
function fromServer(outcome: PageFormOutcome, pageLanguage: AlertLanguage, failureText: FailureText) {
  const failure = outcomeError(outcome);
  if (outcome.fromLink) {
    if (failure) return { state: { state: 'unreadable', message: failureText(failure.message, failure.status) } as State };
    const found = subscriptionAnswer.safeParse(outcome.answer.ok ? outcome.answer.body : undefined);
    return found.success ? { choice: found.data as Choice, state: { state: 'ready' } as State } : { state: { state: 'loading' } as State };
  }
  const v = outcome.values;
  const choice: Choice = {
    topics: alertTopics()
      .filter((t) => v[topicField(t.id)] === 'on')
      .map((t) => t.id),
    frequency: v.frequency === 'daily' ? 'daily' : 'each',
    language: languageOf(v.language, pageLanguage),
  };
  if (failure) return { choice, state: { state: 'ready', outcome: { ok: false, message: failureText(failure.message, failure.status) } } as State };
  const said = sentence.safeParse(outcome.answer.ok ? outcome.answer.body : undefined);
  const message = said.success ? said.data.message : '';
  return { choice, state: (v.stop ? { state: 'stopped', message } : { state: 'ready', outcome: { ok: true, message } }) as State };
}

/**
 * /alerts/manage?token=… (/as/…, /hi/…): the page a mail's "change your alerts" link opens, in the
 * language the mail was written in. The token (the mail's own, the same as its unsubscribe link's) reads
 * what the address follows; Save applies the change at once, "Stop all alerts" removes the address.
 * The server reads the subscription for this visitor alone (never cached, no Referer, not indexed) and
 * answers the form posted before the script; with the script the same calls are made with fetch.
 */
export function AlertManagePage() {
  const t = useT(NAMESPACE);
  const ui = useT(UI_NAMESPACE);
  const kitFailureText = useFailureText();
  // An unknown token (404) is said in the page's language: the API says it in English only.
  const failureText: FailureText = useCallback(
    (error, status) => (status === 404 ? t('alertsManage.unknown') : kitFailureText(error, status)),
    [t, kitFailureText],
  );
  const pageLanguage = useLanguage();
  const id = useId();
  const [searchParams] = useSearchParams();
  const form = usePageForm(MANAGE_FORM);
  const token = form.outcome?.values.token || searchParams.get('token') || '';
  const [initial] = useState(() => (form.outcome ? fromServer(form.outcome, pageLanguage, failureText) : undefined));
  const [choice, setChoice] = useState<Choice>(initial?.choice ?? { topics: [], frequency: 'each', language: pageLanguage });
  const [state, setState] = useState<State>(initial?.state ?? (token ? { state: 'loading' } : { state: 'unreadable', message: ui('alerts.link.missing') }));
  const outcomeRef = useRef<HTMLDivElement>(null);
  usePageHead({ title: t('alertsManage.title'), noindex: true });

  // Opened without the server's reading (drawn in the browser): read it now, once.
  const asked = useRef(false);
  useEffect(() => {
    if (state.state !== 'loading' || asked.current) return;
    asked.current = true;
    fetchJson(`/api/alerts/subscription?token=${encodeURIComponent(token)}`, { schema: subscriptionAnswer }).then(
      (found) => {
        setChoice(found as Choice);
        setState({ state: 'ready' });
      },
      (error: unknown) =>
        setState({ state: 'unreadable', message: failureText(describeError(error), error instanceof ApiRequestError ? error.status : undefined) }),
    );
  }, [state.state, token, failureText]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.state === 'sending') return;
    const stop = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('name') === 'stop';
    setState({ state: 'sending' });
    try {
      const answer = await fetchJson('/api/alerts/subscription', {
        schema: sentence,
        init: {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ token, ...choice, topics: stop ? [] : choice.topics }),
        },
      });
      setState(
        stop || choice.topics.length === 0 ? { state: 'stopped', message: answer.message } : { state: 'ready', outcome: { ok: true, message: answer.message } },
      );
    } catch (error) {
      const message = failureText(describeError(error), error instanceof ApiRequestError ? error.status : undefined);
      setState({ state: 'ready', outcome: { ok: false, message } });
    }
    requestAnimationFrame(() => outcomeRef.current?.focus());
  }

  const toggle = (topic: string, on: boolean) => setChoice((now) => ({ ...now, topics: on ? [...now.topics, topic] : now.topics.filter((x) => x !== topic) }));
  const busy = state.state === 'sending';
  const said = state.state === 'ready' ? state.outcome : state.state === 'stopped' ? { ok: true, message: state.message } : undefined;

  return (
    <div className="container page">
      <PageHeader title={t('alertsManage.title')} lead={t('alertsManage.lead')} />
      {state.state === 'loading' && <LoadingState label={t('alertsManage.loading')} />}
      {state.state === 'unreadable' && <p className="message--error">{state.message}</p>}
      {(state.state === 'ready' || state.state === 'sending') && (
        <form {...form.formProps} className="alert-form" noValidate onSubmit={onSubmit} aria-busy={busy}>
          {form.actionField}
          <input type="hidden" name="token" value={token} />
          <AlertChoices
            id={id}
            topics={choice.topics}
            onToggle={toggle}
            frequency={choice.frequency}
            onFrequency={(frequency) => setChoice((now) => ({ ...now, frequency }))}
            language={choice.language}
            onLanguage={(language) => setChoice((now) => ({ ...now, language }))}
          />
          <div className="alert-box__send">
            <button type="submit" className="button" disabled={busy}>
              {busy ? t('alertsManage.saving') : t('alertsManage.save')}
            </button>
            <button type="submit" name="stop" value="all" className="button button--secondary" disabled={busy}>
              {t('alertsManage.stopAll')}
            </button>
          </div>
        </form>
      )}
      <div ref={outcomeRef} tabIndex={-1} className="alert-box__outcome" role="status">
        {said && <p className={said.ok ? 'message--success' : 'message--error'}>{said.message}</p>}
      </div>
      <p>
        <Link to="/alerts">{ui('alerts.page.title')}</Link>
      </p>
    </div>
  );
}
