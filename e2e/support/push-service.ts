import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_PORT } from './browser';

/**
 * A push service that speaks the Web Push protocol (RFC 8030, 8291, 8292): the `web-push-testing`
 * package run as a process. It checks the server's VAPID signature against the key the subscription
 * was made with, decrypts each notification and hands the plain text back. Its port is the e2e
 * server's plus 5, the origin e2e-server.mjs gives the API in AEC_PUSH_SERVICES.
 */
export const PUSH_SERVICE_PORT = E2E_PORT + 5;
const origin = `http://localhost:${PUSH_SERVICE_PORT}`;

export interface TestPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

function startOnce(): Promise<ChildProcess> {
  const server = path.join(path.dirname(require.resolve('web-push-testing/package.json')), 'src/bin/server.js');
  const child: ChildProcess = spawn(process.execPath, [server, String(PUSH_SERVICE_PORT)], { stdio: ['ignore', 'pipe', 'pipe'] });
  let said = '';
  return new Promise<ChildProcess>((resolve, reject) => {
    child.stdout!.on('data', (data: Buffer) => {
      said += String(data);
      if (/running/i.test(said)) resolve(child);
    });
    child.stderr!.on('data', (data: Buffer) => (said += String(data)));
    child.on('exit', (code) => reject(new Error(`web-push-testing on port ${PUSH_SERVICE_PORT} stopped (exit ${code}): ${said.trim().slice(0, 500)}`)));
  });
}

/**
 * Starts the service; `stop` resolves once its process has exited, so the port is free for the
 * next start (a retry's beforeAll). A start that finds the port still held tries again for 10 s.
 */
export async function startPushService(): Promise<{ stop: () => Promise<void> }> {
  const deadline = Date.now() + 10_000;
  let child: ChildProcess | undefined;
  while (!child) {
    try {
      child = await startOnce();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  const running = child;
  const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
  return {
    stop: async () => {
      if (running.exitCode === null && running.signalCode === null) running.kill('SIGTERM');
      await exited;
    },
  };
}

async function call<T>(route: string, body: unknown): Promise<T> {
  const response = await fetch(`${origin}${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${route} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** The push service's subscription for an application server key (base64url), as a browser's pushManager.subscribe would make. */
export const subscribeAtPushService = (applicationServerKey: string) =>
  call<TestPushSubscription>('/subscribe', { userVisibleOnly: 'true', applicationServerKey });

/** The notifications the push service received for a subscription, decrypted. */
export const notificationsOf = (clientHash: string) => call<{ messages: string[] }>('/get-notifications', { clientHash }).then((data) => data.messages);

/** The subscription ends at the push service: it answers 410 from now on. */
export const expireAtPushService = async (clientHash: string) => {
  const response = await fetch(`${origin}/expire-subscription/${clientHash}`, { method: 'POST' });
  if (!response.ok) throw new Error(`expire-subscription answered ${response.status}`);
};

/**
 * Chromium's own push service (Google's) is out of reach of a test machine, so the page's
 * pushManager.subscribe is answered by the test push service instead: the page's code runs as it
 * would (permission on tap, the server's key, the subscription posted to the API), and the key
 * it passes is the one the service checks the server's signatures against.
 */
export async function routePushManagerToTestService(page: Page): Promise<void> {
  await page.exposeFunction('aecTestPushSubscribe', (key: string) => subscribeAtPushService(key));
  await page.addInitScript(() => {
    const toBase64url = (bytes: Uint8Array) =>
      btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    let current: unknown = null;
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const key = options?.applicationServerKey;
      const bytes = key instanceof Uint8Array ? key : new Uint8Array(key as ArrayBuffer);
      const made = await (window as unknown as { aecTestPushSubscribe: (k: string) => Promise<TestPushSubscription> }).aecTestPushSubscribe(toBase64url(bytes));
      const json = { endpoint: made.endpoint, expirationTime: null, keys: made.keys };
      current = { endpoint: made.endpoint, toJSON: () => json, unsubscribe: async () => ((current = null), true) };
      return current as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
  });
}
