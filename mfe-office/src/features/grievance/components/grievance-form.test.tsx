/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { GrievanceForm } from './grievance-form';

/** The success text (docs/product/office-and-grievances.md) after final submit, with the number it refers to. */
const thankYouText = (id: string) =>
  `Thank you for your assistance. Your grievance has been submitted. You can check its status with the registration number sent to your email (${id}).`;
import { findSuccessMessage, mockFetch, pendingFetch, REG_ID } from '../test-support';

const registered = { status: 201, body: { message: `Your grievance is registered. Your registration number is ${REG_ID}.`, registration_id: REG_ID } };

function renderForm(props: Partial<Parameters<typeof GrievanceForm>[0]> = {}) {
  return render(
    <MemoryRouter>
      <GrievanceForm type="GENERAL" {...props} />
    </MemoryRouter>,
  );
}
const type = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: RegExp | string) => fireEvent.click(screen.getByRole('button', { name }));

beforeEach(() => window.sessionStorage.clear());

describe('GrievanceForm, step 1 (register)', () => {
  it('marks name and email as required with a red asterisk, address optional', () => {
    renderForm();
    expect(screen.getByLabelText(/^Name/) as HTMLInputElement).toHaveProperty('required', true);
    expect(screen.getByLabelText(/^Email/) as HTMLInputElement).toHaveProperty('required', true);
    expect(screen.getByLabelText(/^Email/).getAttribute('type')).toBe('email');
    expect(screen.getByLabelText(/^Address/) as HTMLInputElement).toHaveProperty('required', false);
    expect(document.querySelectorAll('label .required-mark')).toHaveLength(2);
  });

  it('says what is missing, focuses the first invalid field and sends nothing', async () => {
    const fetch = mockFetch();
    renderForm();
    click('Register');
    expect(await screen.findByText('Name is required', { selector: '.field__error' })).toBeTruthy();
    expect(screen.getByText('Email is required', { selector: '.field__error' })).toBeTruthy();
    expect(screen.getByLabelText(/^Name/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText(/^Name/));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('rejects an email that is not valid', async () => {
    mockFetch();
    renderForm();
    type(/^Name/, 'Rina Das');
    type(/^Email/, 'rina.das@');
    click('Register');
    expect(await screen.findByText('Enter a valid email address', { selector: '.field__error' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Email/));
  });

  it('registers, shows the server message in green and opens step 2 with the number filled in', async () => {
    const fetch = mockFetch(registered);
    renderForm({ addressee: 'office' });
    type(/^Name/, ' Rina Das ');
    type(/^Email/, 'rina.das@example.org');
    type(/^Address/, 'Maligaon, Guwahati');
    click('Register');
    const message = await findSuccessMessage(screen.findByText, registered.body.message);
    expect(message.classList.contains('message--success')).toBe(true);
    expect(screen.getByRole('heading', { name: 'Step 2 of 2: Final submit' })).toBeTruthy();
    expect(screen.getByLabelText(/^Registration ID/) as HTMLInputElement).toHaveProperty('value', REG_ID);
    expect(JSON.parse(fetch.mock.calls[0][1].body)).toEqual({
      email: 'rina.das@example.org',
      info: [{ name: 'Rina Das', address: 'Maligaon, Guwahati', type: 'GENERAL', addressee: 'office' }],
      // The page's language: the grievance's mails are written in it (docs/product/languages.md).
      language: 'en',
    });
  });

  it('disables the button while sending', async () => {
    const { release } = pendingFetch();
    renderForm();
    type(/^Name/, 'Rina Das');
    type(/^Email/, 'rina.das@example.org');
    click('Register');
    expect(screen.getByRole('button', { name: /Registering/ }) as HTMLButtonElement).toHaveProperty('disabled', true);
    await act(async () => release(201, registered.body));
    expect((await screen.findByRole('button', { name: 'Final Submit' })) as HTMLButtonElement).toHaveProperty('disabled', false);
  });

  it('keeps everything typed when the server cannot be reached, and says so', async () => {
    mockFetch(new TypeError('Failed to fetch'));
    renderForm();
    type(/^Name/, 'Rina Das');
    type(/^Email/, 'rina.das@example.org');
    type(/^Address/, 'Maligaon');
    click('Register');
    const alert = await screen.findByText(/could not reach the college server/);
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(alert.closest('[tabindex]')));
    expect(screen.getByLabelText(/^Name/) as HTMLInputElement).toHaveProperty('value', 'Rina Das');
    expect(screen.getByLabelText(/^Email/) as HTMLInputElement).toHaveProperty('value', 'rina.das@example.org');
    expect(screen.getByLabelText(/^Address/) as HTMLInputElement).toHaveProperty('value', 'Maligaon');
    expect(screen.getByRole('button', { name: 'Register' }) as HTMLButtonElement).toHaveProperty('disabled', false);
  });

  it('tells a rate limit in the API’s words', async () => {
    mockFetch({ status: 429, body: { error: 'Too many grievances from your connection. Please try again in 15 minutes.' } });
    renderForm();
    type(/^Name/, 'Rina Das');
    type(/^Email/, 'rina.das@example.org');
    click('Register');
    expect(await screen.findByText('Too many grievances from your connection. Please try again in 15 minutes.')).toBeTruthy();
  });

  it('says a server failure in the site’s one sentence, never the server’s own 5xx text', async () => {
    mockFetch({ status: 500, body: { error: 'SQLITE_BUSY: database is locked' } });
    renderForm();
    type(/^Name/, 'Rina Das');
    type(/^Email/, 'rina.das@example.org');
    click('Register');
    expect(await screen.findByText('The college server had a problem answering. Please try again in a moment.')).toBeTruthy();
    expect(screen.queryByText(/SQLITE_BUSY/)).toBeNull();
    expect(screen.getByLabelText(/^Name/)).toHaveProperty('value', 'Rina Das');
  });
});

describe('GrievanceForm, step 2 (final submit)', () => {
  it('toggles between the two forms without losing what was typed', () => {
    renderForm();
    type(/^Name/, 'Rina Das');
    click(/already have a registration id/i);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Step 2 of 2: Final submit' }));
    type(/^Subject/, 'Hostel water');
    click(/don't have a registration id/i);
    expect(screen.getByLabelText(/^Name/) as HTMLInputElement).toHaveProperty('value', 'Rina Das');
    click(/already have a registration id/i);
    expect(screen.getByLabelText(/^Subject/) as HTMLInputElement).toHaveProperty('value', 'Hostel water');
  });

  it('requires registration id, subject and message', async () => {
    const fetch = mockFetch();
    renderForm();
    click(/already have a registration id/i);
    click('Final Submit');
    expect(await screen.findByText('Registration ID is required', { selector: '.field__error' })).toBeTruthy();
    expect(screen.getByText('Subject is required', { selector: '.field__error' })).toBeTruthy();
    expect(screen.getByText('Message is required', { selector: '.field__error' })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('submits with status 0 and empty feedback, then returns to step 1 with the thank-you text', async () => {
    const fetch = mockFetch({ status: 200, body: { message: 'Thank you.' } });
    renderForm();
    click(/already have a registration id/i);
    type(/^Registration ID/, REG_ID.toLowerCase());
    type(/^Subject/, 'Hostel water');
    type(/^Message/, 'No drinking water in Boys’ Hostel 3 since Monday.');
    click('Final Submit');
    expect(await findSuccessMessage(screen.findByText, thankYouText(REG_ID))).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Step 1 of 2: Register' })).toBeTruthy();
    expect(fetch.mock.calls[0][0]).toBe(`/api/complain/edit/${REG_ID}`);
    expect(JSON.parse(fetch.mock.calls[0][1].body)).toEqual({
      subject: 'Hostel water',
      message: 'No drinking water in Boys’ Hostel 3 since Monday.',
      status: 0,
      feedback_message: '',
    });
    expect(screen.getByLabelText(/^Name/) as HTMLInputElement).toHaveProperty('value', '');
  });

  it('marks an unknown registration id and keeps the details', async () => {
    mockFetch({ status: 404, body: { error: 'No grievance has this registration number.' } });
    renderForm();
    click(/already have a registration id/i);
    type(/^Registration ID/, REG_ID);
    type(/^Subject/, 'Hostel water');
    type(/^Message/, 'Details');
    click('Final Submit');
    expect(await screen.findByText(/Registration ID not found/, { selector: '.field__error' })).toBeTruthy();
    expect(screen.getByLabelText(/^Message/) as HTMLInputElement).toHaveProperty('value', 'Details');
  });

  it('keeps the draft across a reload of the page', () => {
    const { unmount } = renderForm();
    type(/^Name/, 'Rina Das');
    unmount();
    renderForm();
    expect(screen.getByLabelText(/^Name/) as HTMLInputElement).toHaveProperty('value', 'Rina Das');
  });
});

describe('GrievanceForm, server-rendered then hydrated', () => {
  const page = () => (
    <MemoryRouter>
      <GrievanceForm type="GENERAL" addressee="office" />
    </MemoryRouter>
  );

  it('hydrates the empty form the server drew, then restores the draft of this tab', async () => {
    // The server has no storage: its HTML is the empty form.
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    window.sessionStorage.setItem(
      'aec:grievance-general-office',
      JSON.stringify({
        step: 'submit',
        registration: { name: 'Rina Das', email: 'rina.das@example.org', address: '' },
        details: { registrationId: REG_ID, subject: 'Hostel water', message: '' },
      }),
    );
    document.body.appendChild(container);
    expect(container.querySelector('label[for="grievance-general-office-name"]')?.textContent).toMatch(/^Name/);
    expect(container.querySelector('#grievance-general-office-email-hint')?.textContent).toBe('Your registration ID is sent to this address.');

    const mismatch = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = jest.fn();
    const root = hydrateRoot(container, page(), { onRecoverableError: recoverable });
    await act(async () => undefined);
    expect(recoverable).not.toHaveBeenCalled();
    expect(mismatch).not.toHaveBeenCalled();
    mismatch.mockRestore();
    // The draft was in step 2: the form is back there, with what was typed.
    expect(screen.getByRole('heading', { name: 'Step 2 of 2: Final submit' })).toBeTruthy();
    expect(screen.getByLabelText(/^Subject/)).toHaveProperty('value', 'Hostel water');
    fireEvent.click(screen.getByRole('button', { name: /don't have a registration id/i }));
    expect(screen.getByLabelText(/^Name/)).toHaveProperty('value', 'Rina Das');
    act(() => root.unmount());
    container.remove();
  });

  it('does not overwrite a stored draft with the empty first state', async () => {
    const draft = JSON.stringify({ step: 'submit', details: { registrationId: REG_ID, subject: 'Hostel water', message: '' } });
    window.sessionStorage.setItem('aec:grievance-general-office', draft);
    renderForm({ addressee: 'office' });
    expect(await screen.findByRole('heading', { name: 'Step 2 of 2: Final submit' })).toBeTruthy();
    expect(screen.getByLabelText(/^Subject/)).toHaveProperty('value', 'Hostel water');
    expect(JSON.parse(window.sessionStorage.getItem('aec:grievance-general-office') ?? '{}').details.subject).toBe('Hostel water');
  });
});
