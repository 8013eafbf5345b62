/** @jest-environment jsdom */
// Server HTML taken over by the browser: the same campus routes rendered as the server does
// (ServerRenderContext, a store that knows the answers), then hydrated as the shell does (the
// browser store seeded with the embedded answers). Any difference in markup is a hydration error.
import type { EmbeddedAnswers } from '@aec/ui';
import { hydrateServerHtml, sectionRoutes, unmountHydrated } from '@aec/ui/testing';
import { sections } from './routes';

const answers: EmbeddedAnswers = {
  '/api/hostel/1': { ok: true, body: [{ id: 1, hostel_home: "<p>Hostel No. 1 (sample) is the oldest boys' hostel on the campus.</p>" }] },
  '/api/hostel/3': { ok: true, body: [{ id: 3, hostel_home: 'Plain text.\n\nTwo paragraphs.' }] },
  '/api/hostel/2': { ok: false, status: 503, error: 'The college server had a problem answering. Please try again in a moment.' },
};

afterEach(unmountHydrated);

describe('hydration of server-rendered campus pages', () => {
  it.each([
    '/hostel',
    '/hostel/1/home',
    '/hostel/3/home',
    '/hostel/2/home',
    '/hostel/5/gallery',
    '/hostel/8/achievements',
    '/club',
    '/club/edc/home',
    '/club/EDC/blog',
    '/club/MUSIC/gallery',
    '/club/RIDER/team',
    '/campuslife',
    '/library',
    '/ccc',
    '/ccc/gallery',
    '/ccc/contact',
  ])('%s takes the server markup over unchanged, fetching nothing', async (url) => {
    const { container, problems, fetched } = await hydrateServerHtml(url, sectionRoutes(sections), answers);
    expect(problems).toEqual([]);
    expect(fetched).toEqual([]);
    expect(container.querySelector('h1')).not.toBeNull();
  });
});
