import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiRequestError, ErrorState, LoadingState, SITE_NAME, describeError } from '@aec/ui';
import type { Project } from '../../../data/projects';
import { followSubscriptionLink } from '../api/projects-api';
import { ProjectPageHeader } from './project-page-header';

type Outcome = { state: 'working' } | { state: 'done'; message: string } | { state: 'failed'; message: string; final: boolean };

const titles = { confirm: 'Confirm tender alerts', unsubscribe: 'Stop tender alerts' } as const;
const descriptions = {
  confirm: (p: Project) => `${p.name} at ${SITE_NAME}: confirming an address for tender alerts by email.`,
  unsubscribe: (p: Project) => `${p.name} at ${SITE_NAME}: stopping tender alerts by email.`,
} as const;

/**
 * Where the links in tender-alert mails land: the token is sent to the API by the page itself
 * (a POST, so a mail scanner that only fetches the link changes nothing). It is sent from an effect,
 * so the server renders (and the browser hydrates) the 'working' state; the page is not indexed.
 */
export function SubscriptionLinkPage({ project, action }: { project: Project; action: 'confirm' | 'unsubscribe' }) {
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
        setOutcome({ state: 'failed', message: describeError(error), final });
      },
    );
  }, [action, token, attempt]);

  return (
    <>
      <ProjectPageHeader project={project} page={{ name: titles[action], description: descriptions[action](project) }} head={{ noindex: true }} />
      {outcome.state === 'working' && <LoadingState label={action === 'confirm' ? 'Confirming your subscription…' : 'Removing your address…'} />}
      {outcome.state === 'done' && (
        <div className="subscription-outcome" role="status">
          <p className="message--success">{outcome.message}</p>
        </div>
      )}
      {outcome.state === 'failed' && (
        <ErrorState
          title={action === 'confirm' ? 'Your subscription could not be confirmed' : 'Your address could not be removed'}
          message={outcome.message}
          onRetry={outcome.final ? undefined : () => setAttempt((n) => n + 1)}
        />
      )}
      <p>
        <Link to={`/project/${project.project_code}/tender`}>See the {project.name} tenders</Link>
      </p>
    </>
  );
}
