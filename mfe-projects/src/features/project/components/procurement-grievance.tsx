import { lazy, useState, useSyncExternalStore } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { ErrorState, LoadingState, ReadySuspense } from '@aec/ui';
import type { Project } from '../../../data/projects';
import { useProjectsT } from '../../../messages/catalogue';
import { loadGrievanceModule } from '../api/grievance-remote';

const lazyGrievance = () =>
  lazy(async () => {
    const { GrievanceForm: Form, GrievanceStatus } = await loadGrievanceModule();
    function ProcurementGrievance({ statusPath }: { statusPath: string }) {
      const t = useProjectsT();
      return (
        <>
          <section className="project-grievance__part" aria-labelledby="progri-file">
            <h2 id="progri-file">{t('grievance.file')}</h2>
            <Form type="PROCUREMENT" statusPath={statusPath} />
          </section>
          <section className="project-grievance__part" aria-labelledby="progri-status">
            <h2 id="progri-status">{t('grievance.status')}</h2>
            <GrievanceStatus />
          </section>
        </>
      );
    }
    return { default: ProcurementGrievance };
  });

/** About the space of the form's first step and the status lookup, kept while they load so the page does not jump. */
export const GRIEVANCE_MIN_HEIGHT = '44rem';

const subscribeToNothing = () => () => undefined;

/**
 * The two-step grievance form and status lookup of mfe-office, loaded at runtime with type
 * PROCUREMENT. If mfe-office cannot be reached, this part of the page says so and offers a retry.
 *
 * The module is loaded by the browser's federation runtime only: the server render (and so the
 * hydrating render) draws the same placeholder, which keeps the form's space; the rest of the page
 * is server rendered. In an in-app navigation the load starts with the first render.
 */
export function ProcurementGrievance({ project }: { project: Project }) {
  const t = useProjectsT();
  // False on the server and while hydrating (React reads the server snapshot then), true after.
  const inBrowser = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  // A new lazy component per attempt: React would otherwise keep the failed one.
  const [attempt, setAttempt] = useState(0);
  const [Grievance, setGrievance] = useState(() => lazyGrievance());
  const placeholder = <LoadingState label={t('grievance.loading')} minHeight={GRIEVANCE_MIN_HEIGHT} />;
  return (
    <div className="project-grievance">
      <p className="prose">{t('grievance.intro', { project: project.name })}</p>
      {inBrowser ? (
        // A failed load of the remote (or a throw inside it) loses this part of the page only.
        <ErrorBoundary
          resetKeys={[attempt]}
          fallback={
            <ErrorState
              title={t('grievance.failedTitle')}
              message={t('grievance.failedMessage')}
              onRetry={() => {
                setGrievance(() => lazyGrievance());
                setAttempt((n) => n + 1);
              }}
            />
          }
        >
          <ReadySuspense fallback={placeholder}>
            <Grievance statusPath={`/project/${project.project_code}/progri`} />
          </ReadySuspense>
        </ErrorBoundary>
      ) : (
        placeholder
      )}
    </div>
  );
}
