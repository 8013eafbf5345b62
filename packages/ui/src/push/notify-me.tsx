import { useEffect, useId, useState } from 'react';
import type { PushKeyResponse } from '@aec/contracts';
import { fetchJson } from '../data/api-client';
import { useLanguage, useT } from '../i18n/catalogue';
import { UI_NAMESPACE } from '../messages/catalogue';

type PushState = 'unsupported' | 'idle' | 'working' | 'denied' | 'failed';

/** Where Web Push and service workers both exist; nothing is shown elsewhere (and nothing on the server). */
const pushSupported = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The server's VAPID key, base64url, as the bytes pushManager.subscribe takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A POST whose answer is only its status (the unsubscribe call's 204). */
async function postJson(url: string, body: unknown): Promise<void> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
}

/** The topics this phone was subscribed to from this site, as the server last answered (a phone has one subscription, its topics replaced on each call). */
export const PUSH_TOPICS_KEY = 'aec.push.topics';

function storedTopics(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(PUSH_TOPICS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

function storeTopics(topics: readonly string[]) {
  try {
    if (topics.length) localStorage.setItem(PUSH_TOPICS_KEY, JSON.stringify(topics));
    else localStorage.removeItem(PUSH_TOPICS_KEY);
  } catch {
    // Private mode without storage: the control asks the browser again on the next page.
  }
}

/** A POST answered with the phone's topics (the subscribe call's 201). */
async function subscribeTopics(subscription: PushSubscription, topics: readonly string[], language: string): Promise<string[]> {
  const response = await fetch('/api/push/subscribe', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ subscription: subscription.toJSON(), topics, language }),
  });
  if (!response.ok) throw new Error(`/api/push/subscribe answered ${response.status}`);
  // The answer's shape (PushSubscribeResponse) read without zod: this control is on the first screen's budget.
  const kept = ((await response.json()) as { topics?: unknown } | null)?.topics;
  if (!Array.isArray(kept) || !kept.every((topic) => typeof topic === 'string')) throw new Error('/api/push/subscribe answered without its topics');
  return kept as string[];
}

/**
 * "Notify me on this phone" (docs/product/offline-and-push.md): Web Push for the given alert topics,
 * added to those the phone already follows from other pages (the server replaces a phone's topics, so
 * the control sends the union it keeps). Tapped again when the phone follows them all, it offers to stop
 * these topics (the others stay; with none left the subscription ends). The browser asks for permission
 * only when it is tapped; the page's language goes with it, in which the notifications are written.
 * With no topic (nothing ticked yet on /alerts) it says to choose one first.
 */
export function NotifyMeOnThisPhone({ topics }: { topics: readonly string[] }) {
  const t = useT(UI_NAMESPACE);
  const language = useLanguage();
  const noteId = useId();
  const [state, setState] = useState<PushState>('unsupported');
  // The phone's current topics on the server: [] when it has no push subscription.
  const [following, setFollowing] = useState<string[]>([]);

  useEffect(() => {
    if (!pushSupported()) return;
    let live = true;
    // Shown once it is known what this phone follows (from this page or another): a tap then adds to those.
    void navigator.serviceWorker
      .getRegistration('/')
      .then((registration) => registration?.pushManager.getSubscription())
      .then((subscription) => {
        if (live && subscription) setFollowing(storedTopics());
      })
      .catch(() => undefined)
      .finally(() => live && setState('idle'));
    return () => {
      live = false;
    };
  }, []);

  if (state === 'unsupported') return null;
  const on = topics.length > 0 && topics.every((topic) => following.includes(topic));

  const turnOn = async () => {
    setState('working');
    try {
      if ((await Notification.requestPermission()) !== 'granted') return setState('denied');
      await navigator.serviceWorker.register('/sw.js', { scope: '/' });
      const registration = await navigator.serviceWorker.ready;
      const { publicKey } = await fetchJson<PushKeyResponse>('/api/push/key');
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
      const now = await subscribeTopics(subscription, [...new Set([...following, ...topics])], language);
      storeTopics(now);
      setFollowing(now);
      setState('idle');
    } catch (error) {
      console.warn('[push] notifications were not turned on:', error);
      setState('failed');
    }
  };

  const turnOff = async () => {
    setState('working');
    try {
      const registration = await navigator.serviceWorker.getRegistration('/');
      const subscription = await registration?.pushManager.getSubscription();
      const rest = following.filter((topic) => !topics.includes(topic));
      if (subscription && rest.length) {
        storeTopics(await subscribeTopics(subscription, rest, language));
      } else if (subscription) {
        await postJson('/api/push/unsubscribe', { endpoint: subscription.endpoint });
        await subscription.unsubscribe();
        storeTopics([]);
      }
      setFollowing(subscription ? rest : []);
      setState('idle');
    } catch {
      setState('failed');
    }
  };

  const working = state === 'working';
  return (
    <div className="push-control" aria-live="polite">
      {on && <p className="push-control__status">{t('push.on')}</p>}
      <button
        type="button"
        className="button button--secondary"
        disabled={working || topics.length === 0}
        aria-describedby={topics.length === 0 ? noteId : undefined}
        onClick={() => void (on ? turnOff() : turnOn())}
      >
        {working ? t('push.working') : on ? t('push.turnOff') : t('push.notifyMe')}
      </button>
      {topics.length === 0 && (
        <p id={noteId} className="push-control__note">
          {t('push.chooseTopics')}
        </p>
      )}
      {state === 'denied' && <p className="push-control__note">{t('push.denied')}</p>}
      {state === 'failed' && <p className="push-control__note">{t('push.failed')}</p>}
    </div>
  );
}
