/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { StaffAccount } from '@aec/contracts';
import { StaffConsoleContext, type StaffConsole } from '@aec/ui';
import PageReviewsScreen from './page-reviews-screen';

describe('console: page reviews', () => {
  it('lists the institutional pages with their last review; a publisher marks one reviewed today', async () => {
    const request = jest.fn((path: string, init?: { method?: string }) =>
      Promise.resolve(
        init?.method === 'POST'
          ? { path: '/about', reviewedAt: '2026-11-27T06:00:00.000Z' }
          : { pages: [{ path: '/governance', reviewedAt: '2026-11-01T06:00:00.000Z', reviewedBy: 'publisher@aec.ac.in' }] },
      ),
    );
    const account = { id: 2, email: 'publisher@aec.ac.in', name: 'Publisher', role: 'publisher' } as unknown as StaffAccount;
    render(
      <MemoryRouter>
        <StaffConsoleContext.Provider value={{ account, can: (r: string) => r === 'publisher', request, upload: jest.fn() } as unknown as StaffConsole}>
          <PageReviewsScreen />
        </StaffConsoleContext.Provider>
      </MemoryRouter>,
    );
    const about = (await screen.findByRole('link', { name: 'About the College' })).closest('tr')!;
    expect(about.textContent).toContain('Never (last updated 2026-10-02)');
    expect(screen.queryByRole('link', { name: /Staff sign in/i })).toBeNull();
    const governance = screen.getByRole('link', { name: 'Governance' }).closest('tr')!;
    expect(governance.textContent).toContain('by publisher@aec.ac.in');
    await act(async () => void fireEvent.click(within(about).getByRole('button', { name: 'Mark reviewed: About the College' })));
    expect(request).toHaveBeenCalledWith('/workflow/page-reviews', { method: 'POST', body: { path: '/about' } });
    expect(screen.getByRole('status').textContent).toBe('“About the College” is marked reviewed today: its page says so now.');
  });
});
