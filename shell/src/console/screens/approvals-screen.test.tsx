/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { StaffAccount, StaffRole, WorkflowQueueResponse } from '@aec/contracts';
import { StaffConsoleContext, type StaffConsole } from '@aec/ui';
import ApprovalsScreen from './approvals-screen';

const queue: WorkflowQueueResponse = {
  items: [
    {
      kind: 'notices',
      id: 7,
      title: 'Hostel fee notice (sample)',
      state: 'submitted',
      author: 'publisher@aec.ac.in',
      publishAt: null,
      comment: null,
      updatedAt: '2026-11-27T05:00:00.000Z',
      changes: [{ field: 'title', diff: '@@ -1 +1 @@\n-Hostel fees\n+Hostel fee notice (sample)' }],
    },
    {
      kind: 'news',
      id: 9,
      title: 'Convocation photos (sample)',
      state: 'draft',
      author: 'publisher@aec.ac.in',
      publishAt: null,
      comment: null,
      updatedAt: '2026-11-27T05:10:00.000Z',
      changes: [],
    },
  ],
};
const settings = {
  kinds: [
    { kind: 'notices', label: 'Notices', approval: true },
    { kind: 'news', label: 'News', approval: true },
    { kind: 'events', label: 'Events', approval: false },
  ],
};

function renderAs(role: StaffRole) {
  const request = jest.fn((path: string, init?: { method?: string }) => {
    if (path === '/workflow/queue') return Promise.resolve(queue);
    if (path.startsWith('/workflow/settings')) return Promise.resolve(settings);
    if (init?.method === 'POST') return Promise.resolve(queue.items[0]);
    return Promise.reject(new Error(`${path} failed`));
  });
  const account = { id: 3, email: `${role}@aec.ac.in`, name: role, role } as unknown as StaffAccount;
  const can = (r: StaffRole) => role === 'admin' || r === role;
  render(
    <MemoryRouter>
      <StaffConsoleContext.Provider value={{ account, can, request, upload: jest.fn() } as unknown as StaffConsole}>
        <ApprovalsScreen />
      </StaffConsoleContext.Provider>
    </MemoryRouter>,
  );
  return request;
}

describe('console: approvals', () => {
  it('an approver sees the diff and previews in three languages, approves, and returns with the comment typed', async () => {
    const request = renderAs('approver');
    const item = await screen.findByRole('listitem', { name: 'Hostel fee notice (sample)' });
    expect(within(item).getByText(/\+Hostel fee notice \(sample\)/)).toBeTruthy();
    expect(within(item).getByRole('link', { name: 'हिन्दी' }).getAttribute('href')).toBe('/api/staff/workflow/notices/7/preview?lang=hi');
    expect(within(item).getByRole('link', { name: 'অসমীয়া' }).getAttribute('href')).toBe('/api/staff/workflow/notices/7/preview?lang=as');
    expect(screen.queryByRole('group', { name: 'Approval per kind' })).toBeNull();
    expect((await screen.findByTestId('approval-kinds')).textContent).toBe('Approval is needed for: Notices, News. Other kinds are published when saved.');
    expect(within(item).getByText(/^Notices · Waiting for approval/)).toBeTruthy();
    const news = screen.getByRole('listitem', { name: 'Convocation photos (sample)' });
    expect(within(news).getByText(/^News · Draft/)).toBeTruthy();
    expect(within(news).getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/api/staff/workflow/news/9/preview?lang=en');
    expect(within(item).queryByRole('button', { name: 'Submit for approval' })).toBeNull();
    fireEvent.change(within(item).getByLabelText('Comment for the author'), { target: { value: 'Give the hostels.' } });
    fireEvent.click(within(item).getByRole('button', { name: 'Return with comment' }));
    await screen.findByText('“Hostel fee notice (sample)”: returned to its author.');
    expect(request).toHaveBeenCalledWith('/workflow/notices/7/return', { method: 'POST', body: { comment: 'Give the hostels.' } });
    fireEvent.click(within(item).getByRole('button', { name: 'Approve' }));
    await screen.findByText('“Hostel fee notice (sample)”: approved.');
  });

  it('a publisher cannot approve; an administrator also switches approval per kind', async () => {
    renderAs('publisher');
    const item = await screen.findByRole('listitem', { name: 'Hostel fee notice (sample)' });
    expect(within(item).queryByRole('button', { name: 'Approve' })).toBeNull();
    document.body.innerHTML = '';
    const request = renderAs('admin');
    const box = await screen.findByRole('checkbox', { name: 'Notices' });
    fireEvent.click(box);
    await screen.findByText('Notices: published directly again.');
    expect(request).toHaveBeenCalledWith('/workflow/settings/notices', { method: 'PUT', body: { approval: false } });
  });
});
