/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { StaffAccount } from '@aec/contracts';
import { StaffConsoleContext, type StaffConsole } from '@aec/ui';
import DashboardScreen from './dashboard-screen';

const account = { id: 1, email: 'admin@aec.ac.in', name: 'Admin', role: 'admin' } as unknown as StaffAccount;

function renderDashboard(role: string, backups: unknown, due: unknown = null) {
  const request = jest.fn((path: string) =>
    path === '/backups' ? Promise.resolve(backups) : path === '/workflow/review-due' && due ? Promise.resolve(due) : Promise.reject(new Error(path)),
  );
  const staffConsole = {
    account: { ...account, role },
    can: (r: string) => role === 'admin' || r === role,
    request,
    upload: jest.fn(),
  } as unknown as StaffConsole;
  // The grievance figures come from the public /api/grievance-stats: not part of these cases.
  global.fetch = jest.fn(() => new Promise<Response>(() => undefined)) as unknown as typeof fetch;
  render(
    <MemoryRouter>
      <StaffConsoleContext.Provider value={staffConsole}>
        <DashboardScreen />
      </StaffConsoleContext.Provider>
    </MemoryRouter>,
  );
  return request;
}

describe('console dashboard: the last backup', () => {
  it("shows an administrator the newest backup's age and size", async () => {
    renderDashboard('admin', {
      last: { createdAt: '2026-11-27T01:00:00.000Z', ageSeconds: 3 * 3600 + 60, sizeBytes: 12_900_000, files: 214 },
      everyHours: 24,
      keep: 14,
    });
    const status = await screen.findByTestId('backup-status');
    expect(status.textContent).toContain('Last backup 3 hours ago (27 Nov 2026, 06:30), 12.3 MB in 214 files.');
    expect(status.className).not.toContain('warn');
  });

  it('warns when the newest backup is older than two intervals, or there is none', async () => {
    renderDashboard('admin', { last: { createdAt: '2026-11-24T01:00:00.000Z', ageSeconds: 3 * 86_400, sizeBytes: 4000, files: 3 }, everyHours: 24, keep: 14 });
    const status = await screen.findByTestId('backup-status');
    expect(status.textContent).toContain('Last backup 3 days ago');
    expect(status.textContent).toContain('4 KB');
    expect(status.textContent).toContain('Backups are overdue');
    expect(status.className).toContain('console-callout--warn');
  });

  it('says a backup of a few seconds is less than a minute old', async () => {
    renderDashboard('admin', { last: { createdAt: '2026-11-27T01:00:00.000Z', ageSeconds: 12, sizeBytes: 2_000_000, files: 40 }, everyHours: 24, keep: 14 });
    expect((await screen.findByTestId('backup-status')).textContent).toContain('Last backup less than a minute ago');
  });

  it('says when there is no backup yet', async () => {
    renderDashboard('admin', { last: null, everyHours: 0, keep: 14 });
    expect((await screen.findByTestId('backup-status')).textContent).toContain('No backup has been taken yet.');
  });

  it('asks nothing for staff who are not administrators', async () => {
    const request = renderDashboard('publisher', { last: null, everyHours: 24, keep: 14 });
    await screen.findByRole('heading', { level: 1 });
    expect(request).not.toHaveBeenCalledWith('/backups', expect.anything());
    expect(screen.queryByTestId('backup-status')).toBeNull();
  });
});

describe('console dashboard: due for review', () => {
  it('lists every kind, each linked to its editor; a publisher marks a yearly review done', async () => {
    const request = renderDashboard('publisher', null, {
      items: [
        { kind: 'tenders', id: 4, title: 'Lab benches (sample)', reason: 'expiring', dueAt: '2026-12-11T12:00:00.000Z', editPath: '/admin/tenders/4' },
        { kind: 'news', id: 9, title: 'Old result (sample)', reason: 'review', dueAt: '2026-10-23T08:00:00.000Z', editPath: '/admin/news/9' },
      ],
    });
    const list = await screen.findByTestId('review-due');
    expect(within(list).getByRole('link', { name: 'Lab benches (sample)' }).getAttribute('href')).toBe('/admin/tenders/4');
    expect(within(list).getByRole('link', { name: 'Old result (sample)' }).getAttribute('href')).toBe('/admin/news/9');
    expect(list.textContent).toContain('Tenders: Lab benches (sample), valid until');
    expect(within(list).queryByRole('button', { name: 'Mark reviewed: Lab benches (sample)' })).toBeNull();
    fireEvent.click(within(list).getByRole('button', { name: 'Mark reviewed: Old result (sample)' }));
    expect(request).toHaveBeenCalledWith('/workflow/news/9/reviewed', { method: 'POST' });
  });
});
