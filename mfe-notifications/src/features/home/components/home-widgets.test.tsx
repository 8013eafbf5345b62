/** @jest-environment jsdom */
import '../../../testing/dom-globals';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { fakeFetch, noticeRow } from '../../../testing/fake-api';
import { HomeNotices } from './home-notices';
import { EventsSection } from './events-section';
import { FlashNewsMarquee } from './flash-news-marquee';
import { clearSharedRequests } from '../../../api/fetch-json';

beforeAll(() => {
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as never;
});

describe('home widgets', () => {
  beforeEach(() => clearSharedRequests());
  it('HomeNotices keeps only notices whose first description type is AEC', async () => {
    fakeFetch(() => ({ body: { rows: [noticeRow(1, 'College notice'), noticeRow(2, 'TEQIP notice', 'TEQIP'), noticeRow(3, 'Another college notice')] } }));
    render(<MemoryRouter><HomeNotices /></MemoryRouter>);
    await screen.findByText('College notice');
    expect(screen.getByText('Another college notice')).toBeTruthy();
    expect(screen.queryByText('TEQIP notice')).toBeNull();
  });

  it('EventsSection shows a spinner while loading, then the cards and More Events', async () => {
    let answer: (v: { body: unknown }) => void = () => undefined;
    fakeFetch(() => new Promise((resolve) => (answer = resolve)));
    render(<MemoryRouter><EventsSection /></MemoryRouter>);
    expect(screen.getByRole('status').textContent).toMatch(/Loading events/);
    answer({ body: { rows: [{ id: 4, title: 'Tech fest', _date_: '2099-01-01', message: '', description: '[]', venue: 'Auditorium', time: '10 AM', attachments: [] }], b_arr: [null] } });
    expect(await screen.findByText('Tech fest')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'More Events' }).getAttribute('href')).toBe('/events');
  });

  it('FlashNewsMarquee shows ten titles and a Pause button', async () => {
    fakeFetch(() => ({ body: { rows: Array.from({ length: 20 }, (_, i) => noticeRow(i + 100, `Flash ${i + 1}`)) } }));
    render(<MemoryRouter><FlashNewsMarquee /></MemoryRouter>);
    await screen.findAllByText('Flash 1');
    expect(screen.queryAllByText('Flash 11')).toHaveLength(0);
    expect(screen.getByRole('button', { name: /Pause/ })).toBeTruthy();
  });
});
