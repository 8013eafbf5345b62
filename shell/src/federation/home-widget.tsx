import { Suspense, use, useContext, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { ServerRenderContext, Settled, useSectionSettled, useT, type HomeWidgetsModule } from '@aec/ui';
import { SHELL_NAMESPACE } from '../messages/catalogue';
import { loadRemoteModule, resetRemote } from './remote-registry';
import { logSectionError } from './remote-section';

export type HomeWidgetName = keyof HomeWidgetsModule;

const WIDGETS = './home-widgets';
let widgets: Promise<Partial<HomeWidgetsModule>> | null = null;

/**
 * One request for all five widgets. A failure is kept until the visitor's Retry (React renders a
 * failed section again once by itself; that must not be a second download).
 */
function loadWidgets(): Promise<Partial<HomeWidgetsModule>> {
  widgets ??= loadRemoteModule<Partial<HomeWidgetsModule>>('mfe-notifications', WIDGETS);
  return widgets;
}

/** The widget once mfe-notifications' module is there; a widget it does not (yet) export leaves the box empty. */
function LoadedWidget({ name, onSettled }: { name: HomeWidgetName; onSettled: () => void }) {
  const module = use(loadWidgets());
  useContext(ServerRenderContext)?.remoteModules.push(`mfe-notifications/${WIDGETS}`);
  const Widget = module[name];
  return (
    <>
      {Widget && <Widget />}
      <Settled onSettled={onSettled} />
    </>
  );
}

interface HomeWidgetProps {
  name: HomeWidgetName;
  /** What the widget shows (a key of the shell's catalogue), for the message when it cannot be loaded. */
  label: string;
  /** Space reserved before the widget arrives, so nothing below it jumps. */
  minHeight: string;
  className?: string;
  /**
   * Below the first screen on a phone: the browser skips its layout and paint until it nears the
   * viewport (content-visibility), holding `minHeight` for it meanwhile.
   */
  belowFold?: boolean;
}

/**
 * A widget of mfe-notifications on the home page: rendered by the server into the page, hydrated
 * when the remote's code arrives. If the remote is down, the box says so quietly with a Retry.
 */
export function HomeWidget({ name, label, minHeight, className, belowFold = false }: HomeWidgetProps) {
  const t = useT(SHELL_NAMESPACE);
  const [attempt, setAttempt] = useState(0);
  const onSettled = useSectionSettled();

  const unavailable = (onRetry: () => void) => (
    <p className="home-widget__unavailable" role="status">
      <Settled onSettled={onSettled} />
      {t('home.widgets.failed', { label: t(label) })}{' '}
      <button type="button" className="link-button" onClick={onRetry}>
        {t('home.widgets.retry')}
      </button>
    </p>
  );

  return (
    <div
      className={['home-widget', belowFold && 'below-fold', className].filter(Boolean).join(' ')}
      style={belowFold ? { minHeight, containIntrinsicHeight: `auto ${minHeight}` } : { minHeight }}
      data-widget={name}
    >
      <ErrorBoundary
        resetKeys={[attempt]}
        onError={logSectionError}
        fallback={unavailable(() => {
          resetRemote('mfe-notifications');
          widgets = null;
          setAttempt((n) => n + 1);
        })}
      >
        <Suspense key={attempt} fallback={null}>
          <LoadedWidget name={name} onSettled={onSettled} />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}

/** Forgets the loaded module (each unit test starts afresh). */
export function resetWidgetsForTests(): void {
  widgets = null;
}
