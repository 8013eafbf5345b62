/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ResourceStoreContext } from '@aec/ui';
import { cannedStore } from '@aec/ui/testing';
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
    // The password has no name: a form posted before the script never carries it.
    expect([password.name, password.type, password.autocomplete, password.required]).toEqual(['', 'password', 'current-password', false]);
    expect(email.closest('form')?.getAttribute('method')).toBe('post');
    expect(email.closest('form')?.getAttribute('action')).toBe('/studentsLogin');
    expect((email.closest('form')?.querySelector('input[name="aec-form"]') as HTMLInputElement).value).toBe('sign-in');
    expect(email.closest('form')?.querySelector('.required-mark')).toBeNull();

    fireEvent.change(email, { target: { value: 'someone@example.com' } });
    fireEvent.change(password, { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('status').textContent).toBe('Sign-in for students is not available yet. Nothing was sent.');
    expect([email.value, password.value]).toEqual(['someone@example.com', 'secret']);
  });

  it('posted before the script: the page says sign-in is not available, the address kept, the password never back', () => {
    const TeacherLogin = pages['/teacherLogin'];
    const store = cannedStore({
      'form:sign-in': { ok: true, body: { form: 'sign-in', values: { email: 'teacher@example.com' }, answer: { ok: true, body: null } } },
    });
    render(
      <ResourceStoreContext.Provider value={store}>
        <MemoryRouter initialEntries={['/teacherLogin']}>
          <TeacherLogin />
        </MemoryRouter>
      </ResourceStoreContext.Provider>,
    );
    expect(screen.getByRole('status').textContent).toBe(
      'Sign-in for teachers is not available yet. The form reached this website before its script did: the address was not kept, and the password was not sent.',
    );
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe('teacher@example.com');
    expect((screen.getByLabelText('Password', { exact: true }) as HTMLInputElement).value).toBe('');
  });
});
