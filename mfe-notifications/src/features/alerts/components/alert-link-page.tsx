import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { alertLinkCall, ApiRequestError, describeError, ErrorState, LoadingState, PageHeader, UI_NAMESPACE, usePageHead, useT } from '@aec/ui';

type Outcome = { state: 'working' } | { state: 'done'; message: string } | { state: 'failed'; message: string; final: boolean };

/**
 * Where the links in alert mails land (/as/alerts/… for an Assamese subscription): the page sends the
 * token (a POST, so a mail scanner that only fetches the link changes nothing), from an effect, so the
 * server renders the 'working' state. The API answers in the subscription's language.
 */
export function AlertLinkPage({ action }: { action: 'confirm' | 'unsubscribe' }) {
  const ui = useT(UI_NAMESPACE);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ state: 'working' });
  const [attempt, setAttempt] = useState(0);
  const sent = useRef('');
  usePageHead({ noindex: true });

  useEffect(() => {
    const key = `${action}:${token}:${attempt}`;
    // Once per token and attempt, also under React's development double effects.
    if (sent.current === key) return;
    sent.current = key;
    setOutcome({ state: 'working' });
    alertLinkCall(action, token).then(
      (answer) => setOutcome({ state: 'done', message: answer.message }),
      (error: unknown) => {
        const status = error instanceof ApiRequestError ? error.status : undefined;
        setOutcome({
          state: 'failed',
          message: status === 400 ? ui('alerts.link.missing') : describeError(error),
          final: status !== undefined && status < 500 && status !== 429,
        });
      },
    );
  }, [action, token, attempt, ui]);

  return (
    <div className="container page">
      <PageHeader title={ui(action === 'confirm' ? 'alerts.link.confirmTitle' : 'alerts.link.unsubscribeTitle')} />
      {outcome.state === 'working' && <LoadingState label={ui(action === 'confirm' ? 'alerts.link.confirming' : 'alerts.link.unsubscribing')} />}
      {outcome.state === 'done' && (
        <div className="alert-box__outcome" role="status">
          <p className="message--success">{outcome.message}</p>
        </div>
      )}
      {outcome.state === 'failed' && (
        <ErrorState
          title={ui(action === 'confirm' ? 'alerts.link.confirmTitle' : 'alerts.link.unsubscribeTitle')}
          message={outcome.message}
          onRetry={outcome.final ? undefined : () => setAttempt((n) => n + 1)}
        />
      )}
      <p>
        <Link to="/alerts">{ui('alerts.page.title')}</Link>
      </p>
    </div>
  );
}
