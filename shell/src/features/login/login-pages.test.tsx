/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { pages } from './login-pages';

describe('login pages (sign-in not available yet)', () => {
  it('name Email and Password by their labels alone, keep what is typed, and say on Login that nothing was sent', () => {
    const StudentLogin = pages['/studentsLogin'];
    render(
      <MemoryRouter initialEntries={['/studentsLogin']}>
        <StudentLogin />
      </MemoryRouter>,
    );
    const email = screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement;
    const password = screen.getByLabelText('Password', { exact: true }) as HTMLInputElement;
    expect([email.name, email.autocomplete, email.required]).toEqual(['email', 'username', false]);
    expect([password.name, password.type, password.autocomplete, password.required]).toEqual(['password', 'password', 'current-password', false]);
    expect(email.closest('form')?.querySelector('.required-mark')).toBeNull();

    fireEvent.change(email, { target: { value: 'someone@example.com' } });
    fireEvent.change(password, { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('status').textContent).toBe('Sign-in for students is not available yet. Nothing was sent.');
    expect([email.value, password.value]).toEqual(['someone@example.com', 'secret']);
  });
});
