/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { browserResourceStore } from '@aec/ui';
import { fakeFetch, noticeRow } from '../../../testing/fake-api';
import { NoticeBoard } from './notice-board';

const rows = [noticeRow(1, 'End Semester Examination Routine'), noticeRow(2, 'Hostel allotment list'), noticeRow(3, 'Semester fee payment')];

describe('NoticeBoard', () => {
  it('filters by title as the visitor types, whatever the case', async () => {
    fakeFetch(() => ({ body: { rows, total: 3 } }));
    render(
      <MemoryRouter>
        <NoticeBoard />
      </MemoryRouter>,
    );
    await screen.findByText('Hostel allotment list');
    const search = screen.getByRole('searchbox', { name: 'Search notices by title' });
    expect(search.closest('[role="search"]')).not.toBeNull();
    fireEvent.change(search, { target: { value: 'SEMESTER' } });
    expect(screen.getByText('End Semester Examination Routine')).toBeTruthy();
    expect(screen.getByText('Semester fee payment')).toBeTruthy();
    expect(screen.queryByText('Hostel allotment list')).toBeNull();
    expect(screen.getByText('2 of 3 notices match')).toBeTruthy();
  });

  it('shows each attachment as a numbered button', async () => {
    fakeFetch(() => ({ body: { rows: [rows[0]], total: 1 } }));
    render(
      <MemoryRouter>
        <NoticeBoard />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('button', { name: /Attachment 1/ })).toBeTruthy();
  });

  it('says in words when the list fails, and Retry loads it', async () => {
    let fail = true;
    const calls = fakeFetch(() => (fail ? { status: 503, body: { error: 'down' } } : { body: { rows, total: 3 } }));
    render(
      <MemoryRouter>
        <NoticeBoard />
      </MemoryRouter>,
    );
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not be loaded/);
    fail = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    await screen.findByText('Hostel allotment list');
    expect(calls).toEqual(['/api/notice/1/20?lean=1', '/api/notice/1/20?lean=1']);
  });

  it('loads the next 20 with the compatibility range and appends them', async () => {
    const many = Array.from({ length: 25 }, (_, i) => noticeRow(i + 1, `Notice number ${i + 1}`));
    const calls = fakeFetch((url) => ({ body: url.includes('/1/20') ? { rows: many.slice(0, 20), total: 25 } : { rows: many.slice(20), total: 25 } }));
    render(
      <MemoryRouter>
        <NoticeBoard />
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Load more notices' }));
    await screen.findByText('Notice number 25');
    expect(screen.getByText('Notice number 1')).toBeTruthy();
    expect(calls[1]).toBe('/api/notice/20/40?lean=1');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more notices' })).toBeNull());
  });

  it('shows the first page the server embedded at once, with no request; Load more fetches the next', async () => {
    const many = Array.from({ length: 25 }, (_, i) => noticeRow(i + 1, `Seeded notice ${i + 1}`));
    browserResourceStore.seed({ '/api/notice/1/20?lean=1': { ok: true, body: { rows: many.slice(0, 20), total: 25 } } });
    try {
      const calls = fakeFetch(() => ({ body: { rows: many.slice(20), total: 25 } }));
      render(
        <MemoryRouter>
          <NoticeBoard />
        </MemoryRouter>,
      );
      expect(screen.getByText('Seeded notice 1')).toBeTruthy();
      expect(screen.getByText('Showing 20 of 25 notices')).toBeTruthy();
      await act(async () => undefined);
      expect(calls).toEqual([]);
      fireEvent.click(screen.getByRole('button', { name: 'Load more notices' }));
      await screen.findByText('Seeded notice 25');
      expect(calls).toEqual(['/api/notice/20/40?lean=1']);
    } finally {
      browserResourceStore.forget('/api/notice/1/20?lean=1');
    }
  });

  it('a failed next page keeps the rows shown and Retry asks for that page again', async () => {
    const many = Array.from({ length: 25 }, (_, i) => noticeRow(i + 1, `Notice ${i + 1}`));
    let down = true;
    const calls = fakeFetch((url) =>
      url.includes('/1/20')
        ? { body: { rows: many.slice(0, 20), total: 25 } }
        : down
          ? { status: 503, body: {} }
          : { body: { rows: many.slice(20), total: 25 } },
    );
    render(
      <MemoryRouter>
        <NoticeBoard />
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Load more notices' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not be loaded/);
    expect(screen.getByText('Notice 1')).toBeTruthy();
    down = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    await screen.findByText('Notice 25');
    expect(calls).toEqual(['/api/notice/1/20?lean=1', '/api/notice/20/40?lean=1', '/api/notice/20/40?lean=1']);
  });
});
