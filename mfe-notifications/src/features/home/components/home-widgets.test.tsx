/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { browserResourceStore } from '@aec/ui';
import { fakeFetch, newsRow, noticeRow } from '../../../testing/fake-api';
import { HOME_NEWS_URL } from '../api/home-data';
import { HomeNotices } from './home-notices';
import { EventsSection } from './events-section';
import { FlashNewsMarquee } from './flash-news-marquee';
import { NewsCarousel } from './news-carousel';
import { NewsSection } from './news-section';

beforeAll(() => {
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as never;
});

describe('home widgets', () => {
  it('HomeNotices keeps only notices whose first description type is AEC', async () => {
    fakeFetch(() => ({ body: { rows: [noticeRow(1, 'College notice'), noticeRow(2, 'TEQIP notice', 'TEQIP'), noticeRow(3, 'Another college notice')] } }));
    render(
      <MemoryRouter>
        <HomeNotices />
      </MemoryRouter>,
    );
    await screen.findByText('College notice');
    expect(screen.getByText('Another college notice')).toBeTruthy();
    expect(screen.queryByText('TEQIP notice')).toBeNull();
  });

  it('EventsSection shows a spinner while loading, then the cards and More Events', async () => {
    let answer: (v: { body: unknown }) => void = () => undefined;
    fakeFetch(() => new Promise((resolve) => (answer = resolve)));
    render(
      <MemoryRouter>
        <EventsSection />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status').textContent).toMatch(/Loading events/);
    answer({
      body: {
        rows: [{ id: 4, title: 'Tech fest', _date_: '2099-01-01', message: '', description: '[]', venue: 'Auditorium', time: '10 AM', attachments: [] }],
        b_arr: [null],
      },
    });
    expect(await screen.findByText('Tech fest')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'More Events' }).getAttribute('href')).toBe('/events');
  });

  it('FlashNewsMarquee shows ten titles and a Pause button', async () => {
    fakeFetch(() => ({ body: { rows: Array.from({ length: 20 }, (_, i) => noticeRow(i + 100, `Flash ${i + 1}`)) } }));
    render(
      <MemoryRouter>
        <FlashNewsMarquee />
      </MemoryRouter>,
    );
    await screen.findAllByText('Flash 1');
    expect(screen.queryAllByText('Flash 11')).toHaveLength(0);
    expect(screen.getByRole('button', { name: /Pause/ })).toBeTruthy();
  });

  it('the flash bar and the notice list ask for their one URL once', async () => {
    const calls = fakeFetch(() => ({ body: { rows: [noticeRow(1, 'College notice')] } }));
    render(
      <MemoryRouter>
        <FlashNewsMarquee />
        <HomeNotices />
      </MemoryRouter>,
    );
    await screen.findAllByText('College notice');
    expect(calls).toEqual(['/api/notice/1/20?lean=1&fields=card']);
  });

  it('the flash bar runs only once its code has started (an effect), never in the HTML it starts from', async () => {
    fakeFetch(() => ({ body: { rows: [noticeRow(1, 'College notice')] } }));
    render(
      <MemoryRouter>
        <FlashNewsMarquee />
      </MemoryRouter>,
    );
    await screen.findAllByText('College notice');
    expect(screen.getByRole('region', { name: 'Flash news' }).className).toContain('nt-flash--running');
    // Running, the loop's second copy follows the first, hidden from screen readers.
    expect(screen.getAllByText('College notice')).toHaveLength(2);
    expect(document.querySelector('.nt-flash__list--copy')?.getAttribute('aria-hidden')).toBe('true');
  });

  describe('from the answers the server embedded', () => {
    const rows = [newsRow(1, 'Convocation'), newsRow(2, 'Robotics win'), newsRow(3, 'Blood donation'), newsRow(4, 'Sports week')];
    beforeEach(() => browserResourceStore.seed({ [HOME_NEWS_URL]: { ok: true, body: { rows, b_arr: [] } } }));
    afterEach(() => browserResourceStore.forget(HOME_NEWS_URL));

    it('the carousel and the news section render at once with no request, first slide shown', async () => {
      const calls = fakeFetch(() => ({ status: 500, body: {} }));
      render(
        <MemoryRouter>
          <NewsCarousel />
          <NewsSection />
        </MemoryRouter>,
      );
      const carousel = screen.getByRole('region', { name: 'News in pictures' });
      const slides = carousel.querySelectorAll('[aria-roledescription="slide"]');
      expect(slides).toHaveLength(3);
      expect(slides[0]!.getAttribute('aria-hidden')).not.toBe('true');
      expect(slides[0]!.textContent).toContain('Convocation');
      expect(screen.getByRole('region', { name: 'News' }).querySelectorAll('.nt-card-list > li')).toHaveLength(4);
      await act(async () => undefined);
      expect(calls).toEqual([]);
    });
  });
});
