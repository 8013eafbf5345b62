/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { StaffApiError } from '@aec/ui';
import { signIn } from './console-client';
import { SignInForm } from './sign-in-form';

jest.mock('./console-client', () => ({
  ...jest.requireActual('./console-client'),
  signIn: jest.fn(),
}));
const signInCall = signIn as jest.MockedFunction<typeof signIn>;

const LOCK = 'After repeated failed attempts this account is locked for 15 more minute(s). Try again then, or ask an administrator to reset your password.';
const SESSION = { account: { id: 1 }, csrfToken: 'x'.repeat(43), idleMinutes: 30 } as never;

describe('sign-in form: a lock others caused does not keep the owner out (SECURITY.md, ASVS 6.1.1)', () => {
  it('on a lock, asks for the code with the password kept, and signs in with both', async () => {
    signInCall.mockRejectedValueOnce(new StaffApiError(423, LOCK)).mockResolvedValueOnce(SESSION);
    const onSignedIn = jest.fn();
    render(<SignInForm onSignedIn={onSignedIn} />);
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'owner@aec.ac.in' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'lantern-orchard-quietly-2026' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));

    // The lock's sentence is read first; the code field is the next stop.
    expect(document.activeElement).toBe(screen.getByText(LOCK));
    const code = screen.getByLabelText(/^Authentication code/);
    fireEvent.change(code, { target: { value: '123456' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' })));
    expect(signInCall).toHaveBeenLastCalledWith('owner@aec.ac.in', 'lantern-orchard-quietly-2026', '123456');
    expect(onSignedIn).toHaveBeenCalledWith(SESSION);
  });

  it('any other refusal stays on the password step, in words', async () => {
    signInCall.mockRejectedValueOnce(new StaffApiError(401, 'The email or the password is not right.'));
    render(<SignInForm onSignedIn={jest.fn()} />);
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'owner@aec.ac.in' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'wrong' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));
    expect(screen.getByRole('alert').textContent).toBe('The email or the password is not right.');
    expect(screen.queryByLabelText(/^Authentication code/)).toBeNull();
  });
});
