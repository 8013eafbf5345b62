import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiRequestError, describeError, ErrorState, LoadingState, useFailureText, useLanguage } from '@aec/ui';
import type { Project } from '../../../data/projects';
import { useProjectsT } from '../../../messages/catalogue';
import { followSubscriptionLink } from '../api/projects-api';
import { ProjectPageHeader } from './project-page-header';

type Outcome = { state: 'working' } | { state: 'done'; message: string } | { state: 'failed'; message: string; status?: number; final: boolean };

/**
 * Where the links in tender-alert mails land (/as/… for an Assamese subscription): the token is sent
 * to the API by the page itself (a POST, so a mail scanner that only fetches the link changes
 * nothing). It is sent from an effect, so the server renders (and the browser hydrates) the
 * 'working' state; the page is not indexed. The API answers in the subscription's language.
 */
export function SubscriptionLinkPage({ project, action }: { project: Project; action: 'confirm' | 'unsubscribe' }) {
  const t = useProjectsT();
  const failureText = useFailureText();
  const english = useLanguage() === 'en';
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ state: 'working' });
  const [attempt, setAttempt] = useState(0);
  const sent = useRef('');

  useEffect(() => {
    const key = `${action}:${token}:${attempt}`;
    // Once per token and attempt, also under React's development double effects.
    if (sent.current === key) return;
    sent.current = key;
    setOutcome({ state: 'working' });
    followSubscriptionLink(action, token).then(
      (answer) => setOutcome({ state: 'done', message: answer.message }),
      (error: unknown) => {
        const status = error instanceof ApiRequestError ? error.status : undefined;
        const final = status !== undefined && status >= 400 && status < 500 && status !== 429;
        setOutcome({ state: 'failed', message: describeError(error), status, final });
      },
    );
  }, [action, token, attempt]);

  /** The API's refusals of a link (English sentences) in the page's language. */
  const failure = (o: Extract<Outcome, { state: 'failed' }>) => {
    if (english) return o.message;
    if (o.status === 404) return t('subscription.invalidLink');
    if (o.status === 410) return t('subscription.expiredLink');
    if (o.status === 400) return t('subscription.incompleteLink');
    return failureText(o.message, o.status);
  };

  const college = t('college');
  return (
    <>
      <ProjectPageHeader
        project={project}
        page={{ name: t(`subscription.${action}.title`), description: t(`subscription.${action}.description`, { project: project.name, college }) }}
        head={{ noindex: true }}
      />
      {outcome.state === 'working' && <LoadingState label={t(`subscription.${action}.working`)} />}
      {outcome.state === 'done' && (
        <div className="subscription-outcome" role="status">
          <p className="message--success">{outcome.message}</p>
        </div>
      )}
      {outcome.state === 'failed' && (
        <ErrorState
          title={t(`subscription.${action}.failed`)}
          message={failure(outcome)}
          onRetry={outcome.final ? undefined : () => setAttempt((n) => n + 1)}
        />
      )}
      <p>
        <Link to={`/project/${project.project_code}/tender`}>{t('subscription.seeTenders', { project: project.name })}</Link>
      </p>
    </>
  );
}
