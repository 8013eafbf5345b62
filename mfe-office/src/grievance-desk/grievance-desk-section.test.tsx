/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { StaffApiError, StaffConsoleContext, type StaffConsole } from '@aec/ui';
import { GrievanceDeskSection } from './grievance-desk-section';

const REG = 'AEC-7KQ2-M9XD';
const now = Date.now();
const summary = {
  registration_id: REG,
  type: 'GENERAL',
  addressee: 'office',
  name: 'Rina Das',
  subject: 'Hostel water',
  status: 0,
  registered_at: new Date(now - 20 * 86_400_000).toISOString(),
  submitted_at: new Date(now - 20 * 86_400_000).toISOString(),
  updated_at: new Date(now - 20 * 86_400_000).toISOString(),
  overdue: true,
};
const detail = { ...summary, email: 'rina@example.org', address: 'Maligaon', message: 'No water since Monday.', feedback_message: '', history: [] };

const router = { search: '', navigate: (() => undefined) as NavigateFunction };
function RouterProbe() {
  router.search = useLocation().search;
  router.navigate = useNavigate();
  return null;
}

function renderDesk(url: string, request: jest.Mock) {
  const staffConsole = { account: {} as StaffConsole['account'], can: () => true, request, upload: jest.fn() } as unknown as StaffConsole;
  render(
    <StaffConsoleContext.Provider value={staffConsole}>
      <MemoryRouter initialEntries={[url]}>
        <RouterProbe />
        <Routes>
          <Route path="/admin/grievances/*" element={<GrievanceDeskSection />} />
        </Routes>
      </MemoryRouter>
    </StaffConsoleContext.Provider>,
  );
}

describe('grievance desk list', () => {
  it('starts from the filters in the URL and puts applied filters back into it', async () => {
    const request = jest.fn().mockResolvedValue({ rows: [summary], total: 1, pageSize: 25, overdueDays: 15 });
    renderDesk('/admin/grievances?status=0&q=water', request);
    expect(await screen.findByRole('link', { name: REG })).toBeTruthy();
    expect(request.mock.calls[0][0]).toBe('/grievances?q=water&status=0');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('0');
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('water');
    expect(screen.getByText('Overdue by 5 days')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('Overdue only'));
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'PROCUREMENT' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply filters' })));
    expect(router.search).toBe('?q=water&status=0&type=PROCUREMENT&overdue=1');
    expect(request.mock.calls.at(-1)?.[0]).toBe('/grievances?q=water&status=0&type=PROCUREMENT&overdue=1');

    // Back: the form shows the earlier filters again.
    await act(async () => void router.navigate(-1));
    expect((screen.getByLabelText('Overdue only') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('Type') as HTMLSelectElement).value).toBe('');
  });

  it('names every filter by its label, reads the search hint with it, and refuses an end date before the start beside the field', async () => {
    const request = jest.fn().mockResolvedValue({ rows: [summary], total: 1, pageSize: 25, overdueDays: 15 });
    renderDesk('/admin/grievances', request);
    expect(await screen.findByRole('link', { name: REG })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search', description: 'Registration number, subject, message, name or email' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Type' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Overdue only' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Registered from'), { target: { value: '2026-03-10' } });
    fireEvent.change(screen.getByLabelText('Registered to'), { target: { value: '2026-03-01' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply filters' })));
    const to = screen.getByLabelText('Registered to');
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(to.getAttribute('aria-describedby')).toBe('desk-filter-to-error');
    expect(document.getElementById('desk-filter-to-error')?.textContent).toBe('Error: The end date is before the start date');
    expect(document.activeElement).toBe(to);
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('says when nothing matches, and when the list cannot load', async () => {
    const request = jest
      .fn()
      .mockResolvedValueOnce({ rows: [], total: 0, pageSize: 25, overdueDays: 15 })
      .mockRejectedValueOnce(new StaffApiError(500, 'Database is busy.'));
    renderDesk('/admin/grievances?overdue=1', request);
    expect(await screen.findByText('No grievance matches this search and these filters.')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show all grievances' })));
    expect(await screen.findByText('Database is busy.')).toBeTruthy();
  });
});

describe('grievance desk detail', () => {
  it('keeps what was typed when a save fails, and shows the confirmation and new history when it works', async () => {
    const saved = {
      ...detail,
      status: 2,
      overdue: false,
      feedback_message: 'Purifier repaired.',
      history: [{ at: new Date().toISOString(), actor: 'staff:2 Anjali Sarma', field: 'status', from_value: '0', to_value: '2' }],
    };
    const request = jest.fn().mockResolvedValueOnce(detail).mockRejectedValueOnce(new StaffApiError(401, 'Sign in again.')).mockResolvedValueOnce(saved);
    renderDesk(`/admin/grievances/${REG}`, request);
    expect(await screen.findByRole('heading', { level: 1, name: `Grievance ${REG}` })).toBeTruthy();
    expect(screen.getByText('rina@example.org')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('Disposed'));
    fireEvent.change(screen.getByLabelText('Feedback message to the filer'), { target: { value: 'Purifier repaired.' } });
    expect(screen.getByText('18 of 5000 characters')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save status' })));
    expect(screen.getByRole('alert').textContent).toMatch(/session has ended/);
    expect((screen.getByLabelText('Feedback message to the filer') as HTMLTextAreaElement).value).toBe('Purifier repaired.');
    expect((screen.getByLabelText('Disposed') as HTMLInputElement).checked).toBe(true);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save status' })));
    expect(request.mock.calls.at(-1)).toEqual([`/grievances/${REG}/status`, { method: 'POST', body: { status: 2, feedback_message: 'Purifier repaired.' } }]);
    expect(screen.getByRole('status').textContent).toMatch(/the status is now Disposed.*rina@example.org/);
    expect(screen.getByText('Status: Received → Disposed')).toBeTruthy();
  });

  it('refuses too long feedback beside the field without calling the API', async () => {
    const request = jest.fn().mockResolvedValueOnce(detail);
    renderDesk(`/admin/grievances/${REG}`, request);
    fireEvent.change(await screen.findByLabelText('Feedback message to the filer'), { target: { value: 'x'.repeat(5001) } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save status' })));
    const feedback = screen.getByRole('textbox', {
      name: 'Feedback message to the filer',
      description:
        'Mailed to the filer and shown on the Grievance Status page. Optional. Error: The feedback must be at most 5000 characters 5001 of 5000 characters: 1 too many',
    });
    expect(feedback.getAttribute('aria-invalid')).toBe('true');
    expect(feedback.closest('.field')?.classList.contains('field--invalid')).toBe(true);
    expect(document.activeElement).toBe(feedback);
    expect(request).toHaveBeenCalledTimes(1);
  });
});
