/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { StaffAccount } from '@aec/contracts';
import { StaffApiError, StaffConsoleContext, type StaffConsole } from '@aec/ui';
import { ChangePasswordForm } from '../change-password-form';
import AccountsScreen from './accounts-screen';

const me = {
  id: 1,
  email: 'admin@aec.ac.in',
  name: 'Admin',
  role: 'admin',
  disabled: false,
  mustChangePassword: false,
  lockedUntil: null,
  lastSignInAt: null,
} as unknown as StaffAccount;
const clerk = { ...me, id: 2, email: 'clerk@aec.ac.in', name: 'Mridul Saikia', role: 'grievance_officer' } as StaffAccount;

function renderWith(request: jest.Mock, element: React.ReactNode) {
  const staffConsole = { account: me, can: () => true, request, upload: jest.fn() } as unknown as StaffConsole;
  render(<StaffConsoleContext.Provider value={staffConsole}>{element}</StaffConsoleContext.Provider>);
}

const describedText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('accounts screen', () => {
  it('disabling asks first with Cancel focused; while the server works it says so, and a refusal stays in the dialog', async () => {
    let refuse: (error: unknown) => void = () => undefined;
    const request = jest.fn((path: string, options?: { method?: string }) =>
      options?.method === 'PATCH' ? new Promise((_, reject) => (refuse = reject)) : Promise.resolve({ rows: [me, clerk] }),
    );
    renderWith(request, <AccountsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Disable Mridul Saikia' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable Mridul Saikia?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    expect(request).toHaveBeenCalledWith('/accounts/2', { method: 'PATCH', body: { disabled: true } });
    expect(within(dialog).getByRole('button', { name: 'Disabling…' }).hasAttribute('disabled')).toBe(true);

    await act(async () => refuse(new StaffApiError(409, 'the last administrator cannot be disabled')));
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(within(dialog).getByRole('alert').textContent).toBe('The last administrator cannot be disabled.');
  });
});

describe('change password form', () => {
  it('puts the contract’s sentence on the new password (read with it) and checks the repeat only when the new one is good', () => {
    const request = jest.fn();
    renderWith(request, <ChangePasswordForm onChanged={jest.fn()} />);
    fireEvent.change(screen.getByLabelText(/^Current password/), { target: { value: 'old one' } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'too-short' } });
    fireEvent.change(screen.getByLabelText(/^Repeat new password/), { target: { value: 'different' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

    const newPassword = screen.getByLabelText(/^New password/);
    expect(newPassword.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(newPassword)).toContain('Error: The password must be at least 12 characters.');
    expect(screen.getByLabelText(/^Repeat new password/).hasAttribute('aria-invalid')).toBe(false);

    fireEvent.change(newPassword, { target: { value: 'a long new password 2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(describedText(screen.getByLabelText(/^Repeat new password/))).toBe('Error: The two new passwords are not the same; type the new password again.');
    expect(request).not.toHaveBeenCalled();
  });
});
