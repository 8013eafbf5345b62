import { startTransition, useEffect, useState, type ComponentType } from 'react';
import type { HomeWidgetsModule } from '@aec/ui';
import { loadRemoteModule, resetRemote } from './remote-registry';
import { RemoteBoundary } from './remote-boundary';

export type HomeWidgetName = keyof HomeWidgetsModule;

type WidgetState =
  | { status: 'waiting' }
  | { status: 'ready'; Widget: ComponentType }
  /** The remote is there but does not (yet) export this widget: the box stays, quietly empty. */
  | { status: 'absent' }
  | { status: 'failed' };

/** Resolves after the browser has painted what is on screen now (the header and hero). */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

const loadWidgets = () => loadRemoteModule<Partial<HomeWidgetsModule>>('mfe-notifications', './home-widgets');

interface HomeWidgetProps {
  name: HomeWidgetName;
  /** What the widget shows, for the message when it cannot be loaded. */
  label: string;
  /** Space reserved before the widget arrives, so nothing below it jumps. */
  minHeight: string;
  className?: string;
}

/**
 * A widget of mfe-notifications on the home page. Its code is fetched only after the first paint of
 * the header and hero; if the remote is down, the box says so quietly with a Retry.
 */
export function HomeWidget({ name, label, minHeight, className }: HomeWidgetProps) {
  const [state, setState] = useState<WidgetState>({ status: 'waiting' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    afterFirstPaint()
      .then(loadWidgets)
      .then(
        (module) => {
          const Widget = module[name];
          // A transition: the five widgets render in short tasks, not one long one, while the page is in use.
          if (live) startTransition(() => setState(Widget ? { status: 'ready', Widget } : { status: 'absent' }));
        },
        () => live && setState({ status: 'failed' }),
      );
    return () => {
      live = false;
    };
  }, [name, attempt]);

  const retry = () => {
    resetRemote('mfe-notifications');
    setState({ status: 'waiting' });
    setAttempt((n) => n + 1);
  };

  const unavailable = (onRetry: () => void) => (
    <p className="home-widget__unavailable" role="status">
      {label} could not be loaded just now.{' '}
      <button type="button" className="link-button" onClick={onRetry}>
        Retry
      </button>
    </p>
  );

  return (
    <div className={`home-widget${className ? ` ${className}` : ''}`} style={{ minHeight }} data-widget={name} aria-busy={state.status === 'waiting'}>
      {state.status === 'ready' && (
        <RemoteBoundary resetKey={String(attempt)} fallback={(reset) => unavailable(() => { reset(); retry(); })}>
          <state.Widget />
        </RemoteBoundary>
      )}
      {state.status === 'failed' && unavailable(retry)}
    </div>
  );
}
