import { Link } from 'react-router';
import { useHttpStatus, usePageHead } from '@aec/ui';

/** /404 and every unknown path (SPEC §2). */
export function NotFoundPage() {
  usePageHead({ title: 'Page not found', noindex: true });
  useHttpStatus(404);
  return (
    <div className="fallback container">
      <h1>OOPS! 404 Not Found</h1>
      <p>The page you asked for does not exist or has moved.</p>
      <Link className="button" to="/">
        Go to the homepage
      </Link>
    </div>
  );
}
