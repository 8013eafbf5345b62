/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { StaffAccount } from '@aec/contracts';
import { StaffConsoleContext, type StaffConsole } from '@aec/ui';
import AlertsScreen from './alerts-screen';

const account = { id: 2, email: 'publisher@aec.ac.in', name: 'Publisher', role: 'publisher' } as unknown as StaffAccount;

function renderScreen(answers: Record<string, unknown>) {
  const request = jest.fn((path: string) => (path in answers ? Promise.resolve(answers[path]) : Promise.reject(new Error(`${path} failed`))));
  const staffConsole = { account, can: () => true, request, upload: jest.fn() } as unknown as StaffConsole;
  render(
    <MemoryRouter>
      <StaffConsoleContext.Provider value={staffConsole}>
        <AlertsScreen />
      </StaffConsoleContext.Provider>
    </MemoryRouter>,
  );
  return request;
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('console: alert subscribers', () => {
  it('shows the phones per topic (GET /api/staff/push/counts) beside the email counts, topics in the /alerts order', async () => {
    const request = renderScreen({
      '/alerts/counts': {
        topics: [
          { topic: 'department:cse', confirmed: 4, pending: 1 },
          { topic: 'notices', confirmed: 10, pending: 2 },
        ],
      },
      '/push/counts': {
        topics: [
          { topic: 'department:cse', subscribers: 3 },
          { topic: 'tenders', subscribers: 5 },
        ],
      },
    });
    const table = await screen.findByRole('table', { name: /Subscribers per topic/ });
    expect(request.mock.calls.map(([path]) => path)).toEqual(expect.arrayContaining(['/alerts/counts', '/push/counts']));
    await within(table).findByRole('columnheader', { name: 'Phones (push)' });
    await screen.findByText(/14 confirmed by email and 8 by phone, in all/);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'All notices (notices)',
      'Tenders (tenders)',
      'Computer Science and Engineering: notices (department:cse)',
    ]);
    expect(rows.map(cells)).toEqual([
      ['10', '2', '0'],
      ['0', '0', '5'],
      ['4', '1', '3'],
    ]);
    // Counts only: no endpoint or address on the screen.
    expect(document.body.textContent).not.toMatch(/https?:|@/);
  });

  it('keeps the email counts when the phone counts fail, and says so', async () => {
    renderScreen({ '/alerts/counts': { topics: [{ topic: 'news', confirmed: 1, pending: 0 }] } });
    expect(await screen.findByText('The phone counts could not be loaded')).toBeTruthy();
    const row = within(screen.getByRole('table')).getAllByRole('row')[1]!;
    expect(cells(row)).toEqual(['1', '0', '–']);
  });
});
