/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { GrievanceStatus } from './grievance-status';

/** docs/product/office-and-grievances.md, word for word. */
const NOT_FOUND_MESSAGE = 'Registration ID not found. Please Submit correct registration id and try again';
import { mockFetch, pendingFetch, REG_ID } from '../test-support';

const row = (status: number, feedback = '') => ({
  registration_id: REG_ID,
  subject: 'Hostel water',
  message: 'No drinking water since Monday.',
  feedback_message: feedback,
  status,
  type: 'GENERAL',
  registered_at: '2026-11-20T05:30:00.000Z',
  updated_at: '2026-11-21T06:00:00.000Z',
});

function renderStatus(url = '/office/status') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <GrievanceStatus />
    </MemoryRouter>,
  );
}
const lookUp = (value: string) => {
  fireEvent.change(screen.getByLabelText(/^Registration number/), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Get Status' }));
};

describe('GrievanceStatus', () => {
  it('requires the registration number', async () => {
    const fetch = mockFetch();
    renderStatus();
    lookUp('   ');
    expect(await screen.findByText('Registration number is required')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    [0, 'Received'],
    [1, 'Pending'],
    [2, 'Disposed'],
  ])('shows status %i as the heading %s, with subject, message and feedback', async (status, label) => {
    mockFetch({ status: 200, body: { rows: [row(status, status === 2 ? 'Water supply restored on 22 November.' : '')] } });
    renderStatus();
    lookUp(REG_ID.toLowerCase());
    expect(await screen.findByRole('heading', { name: label })).toBeTruthy();
    expect(screen.getByText('Hostel water')).toBeTruthy();
    expect(screen.getByText('No drinking water since Monday.')).toBeTruthy();
    if (status === 2) expect(screen.getByText('Water supply restored on 22 November.')).toBeTruthy();
    else expect(screen.getByText(/No feedback yet/)).toBeTruthy();
  });

  it('shows a spinner and disables the button while looking up', async () => {
    const { mock, release } = pendingFetch();
    renderStatus();
    lookUp(REG_ID);
    expect(mock).toHaveBeenCalledWith(`/api/complain/${REG_ID}`, expect.anything());
    expect(screen.getByRole('button', { name: /Getting status/ })).toHaveProperty('disabled', true);
    await act(async () => release(200, { rows: [row(0)] }));
    expect(await screen.findByRole('heading', { name: 'Received' })).toBeTruthy();
  });

  it('says the red not-found message of docs/product/office-and-grievances.md when there are no rows, with results hidden', async () => {
    mockFetch({ status: 200, body: { rows: [row(0)] } }, { status: 200, body: { rows: [] } });
    renderStatus();
    lookUp(REG_ID);
    expect(await screen.findByRole('heading', { name: 'Received' })).toBeTruthy();
    lookUp('AEC-AAAA-BBBB');
    const message = await screen.findByText(NOT_FOUND_MESSAGE);
    expect(message.classList.contains('message--error')).toBe(true);
    expect(screen.queryByRole('heading', { name: 'Received' })).toBeNull();
  });

  it('says not found for something that is not a registration number, without asking the server', async () => {
    const fetch = mockFetch();
    renderStatus();
    lookUp('12345');
    expect(await screen.findByText(NOT_FOUND_MESSAGE)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('tells a rate limit in the API’s words', async () => {
    mockFetch({ status: 429, body: { error: 'Too many status lookups. Please wait a minute and try again.' } });
    renderStatus();
    lookUp(REG_ID);
    expect(await screen.findByText('Too many status lookups. Please wait a minute and try again.')).toBeTruthy();
  });

  it('says when the server cannot be reached', async () => {
    mockFetch(new TypeError('Failed to fetch'));
    renderStatus();
    lookUp(REG_ID);
    expect(await screen.findByText(/could not reach the college server/)).toBeTruthy();
  });

  it('looks up a number given in the link at once', async () => {
    mockFetch({ status: 200, body: { rows: [row(1)] } });
    renderStatus(`/office/status?id=${REG_ID}`);
    expect(await screen.findByRole('heading', { name: 'Pending' })).toBeTruthy();
    expect(screen.getByLabelText(/^Registration number/)).toHaveProperty('value', REG_ID);
  });
});
