/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AddressedComplaintForm } from './addressed-complaint-form';
import { findSuccessMessage, mockFetch, REG_ID } from '../test-support';

const registered = { status: 201, body: { message: 'Registered.', registration_id: REG_ID } };

function renderForm() {
  return render(
    <MemoryRouter>
      <AddressedComplaintForm addressee="aecsu" />
    </MemoryRouter>,
  );
}
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const fillAll = () => {
  type(/^Name/, 'Rina Das');
  type(/^Email/, 'rina.das@example.org');
  type(/^Subject/, 'Canteen prices');
  type(/^Message/, 'Tea went up from 10 to 15 rupees without notice.');
};
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

beforeEach(() => window.sessionStorage.clear());

describe("the union's and association's complaint form", () => {
  it('validates like the office form: name, a valid email, subject and message', async () => {
    const fetch = mockFetch();
    renderForm();
    expect(screen.getByLabelText(/^Email/).getAttribute('type')).toBe('email');
    type(/^Email/, 'not-an-email');
    send();
    expect(await screen.findByText('Name is required', { selector: '.field__error' })).toBeTruthy();
    expect(screen.getByText('Enter a valid email address', { selector: '.field__error' })).toBeTruthy();
    expect(screen.getByText('Subject is required', { selector: '.field__error' })).toBeTruthy();
    expect(screen.getByText('Message is required', { selector: '.field__error' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Name/));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('files a GENERAL grievance addressed to the union and shows its registration number', async () => {
    const fetch = mockFetch(registered, { status: 200, body: { message: 'Thank you.' } });
    renderForm();
    fillAll();
    send();
    expect(await findSuccessMessage(screen.findByText, `Your registration number is ${REG_ID}`)).toBeTruthy();
    expect(JSON.parse(fetch.mock.calls[0][1].body)).toEqual({
      email: 'rina.das@example.org',
      info: [{ name: 'Rina Das', address: '', type: 'GENERAL', addressee: 'aecsu' }],
      // The page's language: the grievance's mails are written in it (docs/product/languages.md).
      language: 'en',
    });
    expect(fetch.mock.calls[1][0]).toBe(`/api/complain/edit/${REG_ID}`);
    expect(screen.getByLabelText(/^Subject/)).toHaveProperty('value', '');
  });

  it('keeps everything when step 2 fails, and a retry does not register twice', async () => {
    const fetch = mockFetch(registered, new TypeError('Failed to fetch'), { status: 200, body: { message: 'Thank you.' } });
    renderForm();
    fillAll();
    send();
    expect(await screen.findByText(/could not reach the college server/)).toBeTruthy();
    expect(screen.getByLabelText(/^Message/)).toHaveProperty('value', 'Tea went up from 10 to 15 rupees without notice.');
    send();
    expect(await findSuccessMessage(screen.findByText, `Your registration number is ${REG_ID}`)).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(fetch.mock.calls[2][0]).toBe(`/api/complain/edit/${REG_ID}`);
  });
});
