import { Suspense, use, useCallback, useContext, useState, type ErrorInfo } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router';
import type { RemoteName } from '@aec/contracts';
import { ErrorState, LoadingState, ServerRenderContext, Settled, useLanguage, useSectionSettled, useT } from '@aec/ui';
import { SHELL_NAMESPACE } from '../messages/catalogue';
import { loadRemoteRoutes, resetRemote } from './remote-registry';

interface RemoteSectionMountProps {
  remote: RemoteName;
  section: string;
  basePath: string;
  /** What the visitor was looking for, used in the failure message. */
  label: string;
  /** The remote's exposed module holding `sections`: './routes' for the public site, a console module under /admin. */
  exposed?: string;
}

/** The section itself, once its remote's module is there (Suspense waits for it on both sides). */
function LoadedSection({ remote, section, basePath, exposed, onSettled }: Required<Omit<RemoteSectionMountProps, 'label'>> & { onSettled: () => void }) {
  const module = use(loadRemoteRoutes(remote, exposed));
  const render = useContext(ServerRenderContext);
  render?.remoteModules.push(`${remote}/${exposed}`);
  const t = useT(SHELL_NAMESPACE);
  const language = useLanguage();
  const Section = module.sections[section];
  if (!Section) throw new Error(`${remote}/${exposed} has no section '${section}'`);
  if (language !== 'en' && !(module.languages ?? ['en']).includes(language)) {
    // Not yet written in this language: said in the page's language, and read in an English voice.
    return (
      <>
        <p className="container section-language-note">{t('page.inEnglish')}</p>
        <div lang="en" className="section-language">
          <Section basePath={basePath} />
        </div>
        <Settled onSettled={onSettled} />
      </>
    );
  }
  return (
    <>
      <Section basePath={basePath} />
      <Settled onSettled={onSettled} />
    </>
  );
}

/**
 * One section of a remote. The server renders it into the page (its own Suspense boundary: a remote
 * that is missing or throws there renders this fallback, and the browser tries it again); the
 * browser hydrates it once the remote's code has arrived, leaving the server's markup on screen
 * until then. A failure in the browser stays inside the section, with a Retry.
 */
export function RemoteSection({ remote, section, basePath, label, exposed = './routes' }: RemoteSectionMountProps) {
  const t = useT(SHELL_NAMESPACE);
  const name = t(`sections.${section}`, { defaultValue: label });
  const [attempt, setAttempt] = useState(0);
  const location = useLocation();
  const onSettled = useSectionSettled();

  const retry = useCallback(() => {
    resetRemote(remote);
    setAttempt((n) => n + 1);
  }, [remote]);

  return (
    // A remote that throws while rendering loses its section only, never the page; another address or
    // a Retry (a new attempt) clears the error.
    <ErrorBoundary
      resetKeys={[location.pathname, attempt]}
      onError={logSectionError}
      fallback={
        <div className="container">
          <Settled onSettled={onSettled} />
          <ErrorState title={t('section.failedTitle', { label: name })} message={t('section.failedMessage')} onRetry={retry} />
        </div>
      }
    >
      {/* A full screen of reserved space keeps the footer out of sight until the section arrives (no layout shift). */}
      <Suspense key={attempt} fallback={<LoadingState label={t('section.loading', { label: name.toLowerCase() })} minHeight="100vh" />}>
        <LoadedSection remote={remote} section={section} basePath={basePath} exposed={exposed} onSettled={onSettled} />
      </Suspense>
    </ErrorBoundary>
  );
}

/** What the boundary of a remote section reports when it catches. */
export function logSectionError(error: unknown, info: ErrorInfo): void {
  console.error('[section] a remote section failed to render', error, info.componentStack);
}
