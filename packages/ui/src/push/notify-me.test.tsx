/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { alertTopics } from '@aec/contracts';
import { AlertSubscribe } from '../alerts/alert-subscribe';
import { createI18n, I18nProvider, registerCatalogue } from '../i18n/catalogue';
import { UI_NAMESPACE } from '../messages/catalogue';
import uiHi from '../messages/hi.json';
import { NotifyMeOnThisPhone, PUSH_TOPICS_KEY } from './notify-me';

// A browser with Push and service workers, whose push service is not reached: the control's calls to
// the site are recorded and answered as the API does (the subscribe call echoes the phone's topics).
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/sample-phone';
type Call = { url: string; body?: { topics?: string[]; endpoint?: string; language?: string } };
let calls: Call[];
let subscription: { endpoint: string; toJSON: () => unknown; unsubscribe: jest.Mock } | null;

function fakeBrowser({ subscribed }: { subscribed: boolean }) {
  calls = [];
  const made = { endpoint: ENDPOINT, toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'p', auth: 'a' } }), unsubscribe: jest.fn(async () => true) };
  subscription = subscribed ? made : null;
  const pushManager = {
    getSubscription: jest.fn(async () => subscription),
    subscribe: jest.fn(async () => (subscription = made)),
  };
  const registration = { pushManager };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration, register: async () => registration, ready: Promise.resolve(registration) },
  });
  Object.assign(window, { PushManager: function PushManager() {}, Notification: { requestPermission: async () => 'granted' } });
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const body = init?.body ? (JSON.parse(String(init.body)) as Call['body']) : undefined;
    calls.push({ url, body });
    // jsdom has no Response: what the control reads of one.
    const answer = (status: number, json?: unknown) => ({ ok: true, status, json: async () => json });
    if (url === '/api/push/key') return answer(200, { publicKey: 'BEl62iUYgUivxIkv69yViEuiBIa' });
    if (url === '/api/push/subscribe') return answer(201, { topics: body?.topics });
    return answer(204);
  }) as unknown as typeof fetch;
}

function withoutPush() {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  delete (window as { PushManager?: unknown }).PushManager;
}

const inPage = (node: React.ReactNode, language: 'en' | 'hi' = 'en') =>
  render(
    <I18nProvider i18n={createI18n(language)}>
      <MemoryRouter>{node}</MemoryRouter>
    </I18nProvider>,
  );
const posted = (url: string) => calls.filter((call) => call.url === url).map((call) => call.body);

beforeAll(() => registerCatalogue(UI_NAMESPACE, 'hi', uiHi));
afterEach(() => {
  localStorage.clear();
  withoutPush();
});

describe('NotifyMeOnThisPhone', () => {
  it('shows nothing where the browser has no Push or service worker', () => {
    withoutPush();
    inPage(<AlertSubscribe heading="Choose what to follow" phone />);
    expect(screen.queryByRole('button', { name: 'Notify me on this phone' })).toBeNull();
  });

  it('on /alerts subscribes the phone to the topics ticked in the alerts form, nothing before one is ticked', async () => {
    fakeBrowser({ subscribed: false });
    inPage(<AlertSubscribe heading="Choose what to follow" phone />, 'hi');
    const button = await screen.findByRole('button', { name: 'इस फ़ोन पर मुझे सूचित करें' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe('इस फ़ोन पर सूचनाएँ पाने के लिए ऊपर कम से कम एक विषय चुनें।');
    // The form's own checkboxes, named from the contracts' topic list in the page's language.
    const names = new Map(alertTopics().map((topic) => [topic.id, topic.names.hi]));
    fireEvent.click(screen.getByRole('checkbox', { name: names.get('tenders') }));
    fireEvent.click(screen.getByRole('checkbox', { name: names.get('department:cse') }));
    await act(async () => fireEvent.click(button));
    expect(posted('/api/push/subscribe')).toEqual([expect.objectContaining({ topics: ['tenders', 'department:cse'], language: 'hi' })]);
    expect(await screen.findByRole('button', { name: 'इस फ़ोन पर सूचनाएँ बंद करें' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(PUSH_TOPICS_KEY)!)).toEqual(['tenders', 'department:cse']);
    // Ticking one more topic not yet followed offers to add it.
    fireEvent.click(screen.getByRole('checkbox', { name: names.get('news') }));
    expect(screen.getByRole('button', { name: 'इस फ़ोन पर मुझे सूचित करें' })).toBeTruthy();
  });

  it('adds its topic to those the phone already follows from other pages (the server replaces them)', async () => {
    fakeBrowser({ subscribed: true });
    localStorage.setItem(PUSH_TOPICS_KEY, JSON.stringify(['notices']));
    inPage(<AlertSubscribe topics={['department:cse']} heading="Alerts" phone />);
    const button = await screen.findByRole('button', { name: 'Notify me on this phone' });
    await act(async () => fireEvent.click(button));
    expect(posted('/api/push/subscribe')).toEqual([expect.objectContaining({ topics: ['notices', 'department:cse'], language: 'en' })]);
    expect(await screen.findByText('Notifications of new items are on for this phone.')).toBeTruthy();
  });

  it('tapped again, stops its topic on this phone and keeps the others', async () => {
    fakeBrowser({ subscribed: true });
    localStorage.setItem(PUSH_TOPICS_KEY, JSON.stringify(['notices', 'project:teqip']));
    inPage(<NotifyMeOnThisPhone topics={['project:teqip']} />);
    const button = await screen.findByRole('button', { name: 'Stop notifications on this phone' });
    await act(async () => fireEvent.click(button));
    expect(posted('/api/push/subscribe')).toEqual([expect.objectContaining({ topics: ['notices'] })]);
    expect(posted('/api/push/unsubscribe')).toEqual([]);
    expect(subscription!.unsubscribe).not.toHaveBeenCalled();
    expect(await screen.findByRole('button', { name: 'Notify me on this phone' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(PUSH_TOPICS_KEY)!)).toEqual(['notices']);
  });

  it('stopping the last topic ends the subscription, on the server and in the browser', async () => {
    fakeBrowser({ subscribed: true });
    localStorage.setItem(PUSH_TOPICS_KEY, JSON.stringify(['notices']));
    inPage(<NotifyMeOnThisPhone topics={['notices']} />);
    const button = await screen.findByRole('button', { name: 'Stop notifications on this phone' });
    await act(async () => fireEvent.click(button));
    expect(posted('/api/push/unsubscribe')).toEqual([{ endpoint: ENDPOINT }]);
    expect(posted('/api/push/subscribe')).toEqual([]);
    await waitFor(() => expect(subscription!.unsubscribe).toHaveBeenCalled());
    expect(localStorage.getItem(PUSH_TOPICS_KEY)).toBeNull();
  });
});
