import { lazy } from 'react';
import type { AlertSubscribeResponse } from '@aec/contracts';
import { ReadySuspense } from '../render/page-ready';
import type { AlertSubscribeProps } from './alert-subscribe';
import type { AlertChoicesProps } from './alert-choices';

// @aec/ui is one shared module that every visitor downloads on every page: the alert and push controls
// (the form, the topics' names in three languages, the push subscription) are fetched only where a page
// shows one. A server-rendered box stays as drawn until its code has come and hydrated it; ReadySuspense
// keeps the page from being called ready before then. They read no zod (alert-topics.ts), which a page
// would otherwise download for them alone (about 25 KB gzip).
const loadAlerts = () => import(/* webpackChunkName: "alerts" */ './alert-subscribe');
const LazyAlertSubscribe = lazy(() => loadAlerts().then((m) => ({ default: m.AlertSubscribe })));
const LazyNotifyMe = lazy(() => import(/* webpackChunkName: "alerts" */ '../push/notify-me').then((m) => ({ default: m.NotifyMeOnThisPhone })));

/** Alerts by email for the given topics (or every topic to choose from): see alert-subscribe.tsx. */
export function AlertSubscribe(props: AlertSubscribeProps) {
  return (
    <ReadySuspense fallback={null}>
      <LazyAlertSubscribe {...props} />
    </ReadySuspense>
  );
}

const LazyAlertChoices = lazy(() => import(/* webpackChunkName: "alerts" */ './alert-choices').then((m) => ({ default: m.AlertChoices })));

/** The topics, frequency and language of a subscription as form controls (the page that changes one): see alert-choices.tsx. */
export function AlertChoices(props: AlertChoicesProps) {
  return (
    <ReadySuspense fallback={null}>
      <LazyAlertChoices {...props} />
    </ReadySuspense>
  );
}

/** "Notify me on this phone" for the given topics: see push/notify-me.tsx. */
export function NotifyMeOnThisPhone({ topics }: { topics: readonly string[] }) {
  return (
    <ReadySuspense fallback={null}>
      <LazyNotifyMe topics={topics} />
    </ReadySuspense>
  );
}

/** The page a mail's confirm or unsubscribe link opens: it sends the token (a POST: a mail scanner that opens links changes nothing). */
export async function alertLinkCall(action: 'confirm' | 'unsubscribe', token: string): Promise<AlertSubscribeResponse> {
  return (await loadAlerts()).alertLinkCall(action, token);
}

export type { AlertSubscribeProps, AlertChoicesProps };
export { ALERTS_FORM, topicField } from './alert-fields';
