import { useId, useState, type FormEvent } from 'react';
import { PageHeader } from '@aec/ui';

export interface LoginDefinition {
  path: string;
  title: string;
  who: string;
}

/** SPEC §2: static sign-in forms with no behaviour; we say so plainly instead of failing silently. */
export const loginPages: LoginDefinition[] = [
  { path: '/studentsLogin', title: 'Student Login', who: 'students' },
  { path: '/teacherLogin', title: 'Teacher Login', who: 'teachers' },
  { path: '/parentslogin', title: 'Parent Login', who: 'parents' },
  { path: '/alumnilogin', title: 'Alumni Login', who: 'alumni' },
];

export function LoginPage({ login }: { login: LoginDefinition }) {
  const id = useId();
  const [tried, setTried] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
  };
  return (
    <div className="container page">
      <PageHeader title={login.title} lead={`Sign-in for ${login.who} is not available on this website yet.`} />
      <form className="card" style={{ maxWidth: '28rem' }} onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-email`}>Email</label>
          <input id={`${id}-email`} type="email" autoComplete="username" />
        </div>
        <div className="field">
          <label htmlFor={`${id}-password`}>Password</label>
          <input id={`${id}-password`} type="password" autoComplete="current-password" />
        </div>
        <button type="submit" className="button">
          Login
        </button>
        <p className="page-header__lead">Forgot password? Please contact the college office.</p>
        <p role="status" className={tried ? 'message--error' : undefined}>
          {tried ? `Sign-in for ${login.who} is not available yet. Nothing was sent.` : ''}
        </p>
      </form>
    </div>
  );
}
