/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { StaffAccount } from '@aec/contracts';
import { StaffApiError, StaffConsoleContext, type StaffConsole } from '@aec/ui';
import { TwoFactorSetup } from './two-factor-setup';

const me = { id: 1, email: 'admin@aec.ac.in', name: 'Admin', role: 'admin' } as unknown as StaffAccount;
const SETUP = { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x', qrCode: 'data:image/svg+xml;base64,PHN2Zy8+' };

function renderWith(request: jest.Mock) {
  const staffConsole = { account: me, can: () => true, request, upload: jest.fn() } as unknown as StaffConsole;
  render(
    <StaffConsoleContext.Provider value={staffConsole}>
      <TwoFactorSetup onEnabled={jest.fn()} />
    </StaffConsoleContext.Provider>,
  );
}

describe('two-step sign-in set-up: the password again (SECURITY.md, ASVS 7.5.1)', () => {
  it('asks for the password in a labelled field before any key is made, and sends it with the set-up', async () => {
    const request = jest.fn(() => Promise.resolve(SETUP));
    renderWith(request);
    // Nothing is asked of the server until the password is typed.
    expect(request).not.toHaveBeenCalled();
    const field = screen.getByLabelText(/^Your password/);
    expect(field.getAttribute('type')).toBe('password');
    expect(field.getAttribute('autocomplete')).toBe('current-password');

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(request).not.toHaveBeenCalled();
    expect(field.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(field, { target: { value: 'lantern-orchard-quietly-2026' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    expect(request).toHaveBeenCalledWith('/two-factor/setup', { method: 'POST', body: { password: 'lantern-orchard-quietly-2026' } });
    expect(screen.getByTestId('two-factor-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
  });

  it("shows the server's refusal of a wrong password and empties the field", async () => {
    const request = jest.fn(() => Promise.reject(new StaffApiError(403, 'The password is not right.')));
    renderWith(request);
    const field = screen.getByLabelText(/^Your password/) as HTMLInputElement;
    fireEvent.change(field, { target: { value: 'wrong one' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    expect(screen.getByRole('alert').textContent).toBe('The password is not right.');
    expect(field.value).toBe('');
    expect(screen.queryByTestId('two-factor-secret')).toBeNull();
  });
});
