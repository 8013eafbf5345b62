/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';

const board = () => document.querySelector<HTMLElement>('.dept-notice-board')!;
import { MemoryRouter } from 'react-router';
import { BrowserResourceStore, requestKey, ResourceStoreContext, type StoredAnswer } from '@aec/ui';
import type { DepartmentNotification } from '@aec/contracts';
import { findDepartment } from '../../../data/departments';
import { departmentNotificationsRequest } from '../api/use-department-notifications';
import { DepartmentNotices } from './department-notices';

const cse = findDepartment('cse')!;

const notice = (id: number, title: string): DepartmentNotification => ({
  data: {
    id,
    title,
    message: `<p>${title}. Students are requested to take note.</p>`,
    created_at: '2026-11-02T10:00:00+05:30',
    created_by: 'Head of the Department',
  },
  file: [],
  files: [{ url: `/files/${id}.pdf`, name: `${title}.pdf`, type: 'application/pdf', size: 1000 }],
});

type Reply = { status: number; body: unknown } | 'offline';

/** fetch answering each call with the next reply, recording what was asked. */
function mockFetch(...replies: Reply[]) {
  const fetch = jest.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => {
    const reply = replies.shift() ?? { status: 500, body: { error: 'no more replies' } };
    if (reply === 'offline') throw new TypeError('Failed to fetch');
    // jsdom has no Response: the part of one that fetchJson reads.
    return { ok: reply.status >= 200 && reply.status < 300, status: reply.status, json: async () => reply.body } as Response;
  });
  global.fetch = fetch as unknown as typeof global.fetch;
  return fetch;
}

function renderBoard(store = new BrowserResourceStore()) {
  return render(
    <ResourceStoreContext.Provider value={store}>
      <MemoryRouter initialEntries={['/department/cse/notice']}>
        <DepartmentNotices department={cse} />
      </MemoryRouter>
    </ResourceStoreContext.Provider>,
  );
}

const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the department notice board', () => {
  it('asks POST /getnotificationwcollege for the department, keeping its room while loading, then lists the notices', async () => {
    const fetch = mockFetch({ status: 200, body: [notice(1, 'Programming laboratory rules'), notice(2, 'Hackathon team registration')] });
    renderBoard();

    // The board's own status (the alerts box below it has one too).
    const loading = within(board()).getByRole('status');
    expect(loading.textContent).toContain('Loading the department’s notices…');
    // The board reserves its space (no footer jump on an in-app visit).
    expect(loading.style.minHeight).toBe('20rem');
    expect(loading.closest('.dept-notice-board')).not.toBeNull();

    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    // Lean: the files as URLs, without the base64 copies older clients read.
    expect(url).toBe('/getnotificationwcollege?lean=1');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ branch_code: cse.dept_id, college_code: 'AEC' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Programming laboratory rules',
      'Hackathon team registration',
      'Get these notices by email',
    ]);
    const link = screen.getByRole('link', { name: /^Attachment 1\s*: Programming laboratory rules\.pdf \(PDF, 1000 bytes\)$/ });
    expect([link.getAttribute('href'), link.getAttribute('download'), link.getAttribute('type')]).toEqual([
      '/files/1.pdf',
      'Programming laboratory rules.pdf',
      'application/pdf',
    ]);
  });

  it('says "Nothing to display" for an empty board', async () => {
    mockFetch({ status: 200, body: [] });
    renderBoard();
    await settle();
    expect(screen.getByText('Nothing to display')).toBeTruthy();
  });

  it('tells a failure in words with Retry, and Retry asks again', async () => {
    const fetch = mockFetch('offline', { status: 200, body: [notice(3, 'Elective choices for 7th semester')] });
    renderBoard();
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('The notices could not be loaded');
    expect(screen.getByRole('alert').textContent).toContain('could not be reached');

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await settle();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('heading', { level: 2, name: 'Elective choices for 7th semester' })).toBeTruthy();
  });

  it('refuses an answer that is not the contract’s shape', async () => {
    mockFetch({ status: 200, body: { rows: [] } });
    renderBoard();
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('could not read');
  });

  it('renders the answer the server embedded without fetching it again (hydration)', async () => {
    const fetch = mockFetch();
    const store = new BrowserResourceStore();
    const embedded: StoredAnswer = { ok: true, body: [notice(4, 'Embedded by the server')] };
    store.seed({ [requestKey(departmentNotificationsRequest(cse.dept_id))]: embedded });
    renderBoard(store);
    expect(screen.getByRole('heading', { level: 2, name: 'Embedded by the server' })).toBeTruthy();
    expect(within(board()).queryByRole('status')).toBeNull();
    await settle();
    expect(fetch).not.toHaveBeenCalled();
  });
});
