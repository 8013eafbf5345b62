import { useEffect, useState } from 'react';
import type { PushKeyResponse } from '@aec/contracts';
import { fetchJson } from '../data/api-client';
import { useLanguage, useT } from '../i18n/catalogue';
import { UI_NAMESPACE } from '../messages/catalogue';

type PushState = 'unsupported' | 'off' | 'working' | 'on' | 'denied' | 'failed';

/** Where Web Push and service workers both exist; nothing is shown elsewhere (and nothing on the server). */
const pushSupported = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The server's VAPID key, base64url, as the bytes pushManager.subscribe takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A POST whose answer is only its status (the subscribe call's 201, the unsubscribe call's 204). */
async function postJson(url: string, body: unknown): Promise<void> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
}

/**
 * "Notify me on this phone" (docs/product/offline-and-push.md): Web Push for the given alert topics. The
 * browser asks for permission only when it is tapped; the subscription is sent with the page's language,
 * in which the notifications are then written.
 */
export function NotifyMeOnThisPhone({ topics }: { topics: readonly string[] }) {
  const t = useT(UI_NAMESPACE);
  const language = useLanguage();
  const [state, setState] = useState<PushState>('unsupported');

  useEffect(() => {
    if (!pushSupported()) return;
    setState('off');
    let live = true;
    // Already on for this phone (from this page or another): say so.
    void navigator.serviceWorker
      .getRegistration('/')
      .then((registration) => registration?.pushManager.getSubscription())
      .then((subscription) => {
        if (live && subscription) setState('on');
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  if (state === 'unsupported') return null;

  const turnOn = async () => {
    setState('working');
    try {
      if ((await Notification.requestPermission()) !== 'granted') return setState('denied');
      await navigator.serviceWorker.register('/sw.js', { scope: '/' });
      const registration = await navigator.serviceWorker.ready;
      const { publicKey } = await fetchJson<PushKeyResponse>('/api/push/key');
      const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
      await postJson('/api/push/subscribe', { subscription: subscription.toJSON(), topics, language });
      setState('on');
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
      if (subscription) {
        await postJson('/api/push/unsubscribe', { endpoint: subscription.endpoint });
        await subscription.unsubscribe();
      }
      setState('off');
    } catch {
      setState('on');
    }
  };

  return (
    <div className="push-control" aria-live="polite">
      {state === 'on' ? (
        <>
          <span className="push-control__status">{t('push.on')}</span>{' '}
          <button type="button" className="button button--secondary" onClick={() => void turnOff()}>
            {t('push.turnOff')}
          </button>
        </>
      ) : (
        <button type="button" className="button button--secondary" disabled={state === 'working'} onClick={() => void turnOn()}>
          {state === 'working' ? t('push.working') : t('push.notifyMe')}
        </button>
      )}
      {state === 'denied' && <p className="push-control__note">{t('push.denied')}</p>}
      {state === 'failed' && <p className="push-control__note">{t('push.failed')}</p>}
    </div>
  );
}
