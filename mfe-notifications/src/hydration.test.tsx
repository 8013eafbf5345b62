/** @jest-environment jsdom */
// Same markup on both sides: what the server renders (from its store) is taken over by React in the
// browser (from the answers the server embedded) with no mismatch and no request.
import type { StoredAnswer } from '@aec/ui';
import { hydrateServerHtml, unmountHydrated } from '@aec/ui/testing';
import { eventRow, newsRow, noticeRow, tenderRow } from './testing/fake-api';
import { homeWidgets, site } from './testing/site';

const ok = (body: unknown): StoredAnswer => ({ ok: true, body });
const notices = Array.from({ length: 25 }, (_, i) => noticeRow(i + 1, `Notice number ${i + 1}`));
const news = [newsRow(7, 'Convocation 2026'), newsRow(8, 'Robotics team wins'), newsRow(9, 'Blood donation camp')];
const answers: Record<string, StoredAnswer> = {
  '/api/notice/1/20?lean=1': ok({ rows: notices.slice(0, 20), total: 25 }),
  '/api/notice/1/20?lean=1&fields=card': ok({ rows: notices.slice(0, 20), total: 25 }),
  '/api/tender/1/5?lean=1': ok({ rows: [tenderRow(1, 'Supply of computers')], total: 1 }),
  '/api/notice/4242?lean=1': { ok: false, status: 404, error: 'Not found' },
  '/api/news/1/5?lean=1': ok({ rows: news, b_arr: [] }),
  '/api/news/1/5?lean=1&fields=card': ok({ rows: news, b_arr: [] }),
  '/api/news/7?lean=1': ok({ rows: [news[0]], b_arr: [] }),
  '/api/videos?place=news&item=7': ok({ videos: [] }),
  '/api/videos?place=event&item=3': ok({ videos: [] }),
  '/api/events/1/5?lean=1': ok({ rows: [eventRow(3, 'Tech fest')], b_arr: [] }),
  '/api/events/1/5?lean=1&fields=card': ok({ rows: [eventRow(3, 'Tech fest')], b_arr: [] }),
  '/api/events/3?lean=1': ok({ rows: [eventRow(3, 'Tech fest')], b_arr: [] }),
};

beforeAll(() => {
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as never;
});

afterEach(unmountHydrated);

describe('hydrating the server HTML of mfe-notifications', () => {
  it.each(['/notifications', '/notifications/notice/4242', '/notifications-all', '/notifications/archive', '/news/newslist/7', '/events/eventlist/3'])(
    '%s: no mismatch, no request',
    async (url) => {
      const { fetched, problems, container } = await hydrateServerHtml(url, site, answers);
      expect(problems).toEqual([]);
      expect(fetched).toEqual([]);
      expect(container.querySelector('h1')).not.toBeNull();
    },
  );

  it('the home widgets: no mismatch, no request, and the flash bar starts running after', async () => {
    const { html, fetched, problems, container } = await hydrateServerHtml('/', homeWidgets, answers);
    expect(html).not.toContain('nt-flash--running');
    expect(problems).toEqual([]);
    expect(fetched).toEqual([]);
    expect(container.querySelector('.nt-flash')!.className).toContain('nt-flash--running');
  });
});
