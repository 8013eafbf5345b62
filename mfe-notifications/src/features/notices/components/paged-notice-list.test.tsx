/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { browserResourceStore } from '@aec/ui';
import { fakeFetch, noticeRow } from '../../../testing/fake-api';
import { PagedNoticeList } from './paged-notice-list';

const all = Array.from({ length: 45 }, (_, i) => noticeRow(i + 1, `Paged notice ${i + 1}`));

function renderAt(path: string) {
  const calls = fakeFetch((url) => {
    const [from, to] = url
      .match(/notice\/(\d+)\/(\d+)/)!
      .slice(1)
      .map(Number) as [number, number];
    const start = from <= 1 ? 0 : from;
    return { body: { rows: all.slice(start, to), total: all.length } };
  });
  Element.prototype.scrollIntoView = jest.fn();
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/notifications-all" element={<PagedNoticeList />} />
      </Routes>
    </MemoryRouter>,
  );
  return calls;
}

describe('PagedNoticeList', () => {
  it('starts at page 1 with Previous disabled at top and bottom', async () => {
    const calls = renderAt('/notifications-all');
    await screen.findByText('Paged notice 1');
    expect(calls[0]).toBe('/api/notice/1/20?lean=1');
    const previous = screen.getAllByRole('button', { name: 'Previous Page' });
    expect(previous).toHaveLength(2);
    previous.forEach((b) => expect((b as HTMLButtonElement).disabled).toBe(true));
    expect(screen.getAllByText('Page 1 of 3')).toHaveLength(2);
  });

  it('goes to the next page with the compatibility range and disables Next on the last', async () => {
    const calls = renderAt('/notifications-all');
    await screen.findByText('Paged notice 1');
    fireEvent.click(screen.getAllByRole('button', { name: 'Next Page' })[1]!);
    await screen.findByText('Paged notice 21');
    expect(calls[1]).toBe('/api/notice/20/40?lean=1');
    fireEvent.click(screen.getAllByRole('button', { name: 'Next Page' })[0]!);
    await screen.findByText('Paged notice 45');
    expect(calls[2]).toBe('/api/notice/40/60?lean=1');
    screen.getAllByRole('button', { name: 'Next Page' }).forEach((b) => expect((b as HTMLButtonElement).disabled).toBe(true));
    fireEvent.click(screen.getAllByRole('button', { name: 'Previous Page' })[0]!);
    await screen.findByText('Paged notice 21');
  });

  it('treats a page below 1 in the address as page 1', async () => {
    const calls = renderAt('/notifications-all?page=-4');
    await screen.findByText('Paged notice 1');
    expect(calls[0]).toBe('/api/notice/1/20?lean=1');
  });

  it('shows the page the server embedded at once, with no request, dated by the list rule (docs/product/figures.md: one day on)', async () => {
    const rows = all.slice(20, 40).map((n) => ({ ...n, _date_: '2026-11-01T10:00:00+05:30' }));
    browserResourceStore.seed({ '/api/notice/20/40?lean=1': { ok: true, body: { rows, total: all.length } } });
    try {
      const calls = renderAt('/notifications-all?page=2');
      expect(screen.getByText('Paged notice 21')).toBeTruthy();
      expect(screen.getAllByText('02 Nov 2026').length).toBe(20);
      await act(async () => undefined);
      expect(calls).toEqual([]);
      expect(document.title).toBe('All Notifications, page 2 | Assam Engineering College');
    } finally {
      browserResourceStore.forget('/api/notice/20/40?lean=1');
    }
  });
});
