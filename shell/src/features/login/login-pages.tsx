import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { TextField, usePageForm } from '@aec/ui';
import { InstitutionalPage } from '../../components/institutional-page';

/**
 * docs/product/institutional-pages.md: static sign-in forms with no behaviour; we say so plainly instead of failing silently.
 * Sent before the script arrives, the server answers with this page saying the same, the address kept (decision 180).
 */
function LoginForm({ who }: { who: string }) {
  const id = useId();
  const pageForm = usePageForm('sign-in');
  const [email, setEmail] = useState(pageForm.outcome?.values.email ?? '');
  const [password, setPassword] = useState('');
  // Sent before the script: the browser posted the address (never the password), and the server dropped it.
  const [posted, setPosted] = useState(pageForm.outcome !== undefined);
  const [tried, setTried] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPosted(false);
    setTried(true);
  };
  return (
    <InstitutionalPage>
      <form {...pageForm.formProps} className="card login-form" onSubmit={submit} noValidate aria-describedby={`${id}-note`}>
        {pageForm.actionField}
        <p id={`${id}-note`} className="login-form__note">
          Sign-in for {who} is not available on this website yet. Nothing you type here is kept.
        </p>
        <TextField id={`${id}-email`} name="email" label="Email" type="email" autoComplete="username" value={email} onChange={setEmail} />
        <TextField
          id={`${id}-password`}
          // No name: a form posted before the script never carries the password.
          name={undefined}
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
        />
        <button type="submit" className="button">
          Login
        </button>
        <p className="login-form__help">Forgot your password? Please contact the college office.</p>
        <p role="status" className={tried ? 'message--error' : undefined}>
          {posted
            ? `Sign-in for ${who} is not available yet. The form reached this website before its script did: the address was not kept, and the password was not sent.`
            : tried
              ? `Sign-in for ${who} is not available yet. Nothing was sent.`
              : ''}
        </p>
      </form>
      <p className="prose">
        Looking for notices, results or forms? See the <Link to="/notifications">notice board</Link> or the <Link to="/office">college office</Link>.
      </p>
    </InstitutionalPage>
  );
}

export const pages = {
  '/studentsLogin': () => <LoginForm who="students" />,
  '/teacherLogin': () => <LoginForm who="teachers" />,
  '/parentslogin': () => <LoginForm who="parents" />,
  '/alumnilogin': () => <LoginForm who="alumni" />,
};
