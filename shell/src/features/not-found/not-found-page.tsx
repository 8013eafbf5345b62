import { Link } from 'react-router';
import { useHttpStatus, usePageHead, useT } from '@aec/ui';
import { SHELL_NAMESPACE } from '../../messages/catalogue';

/** /404 and every unknown path (docs/product/institutional-pages.md). */
export function NotFoundPage() {
  const t = useT(SHELL_NAMESPACE);
  usePageHead({ title: t('notFound.title'), noindex: true });
  useHttpStatus(404);
  return (
    <div className="fallback container">
      <h1>{t('notFound.heading')}</h1>
      <p>{t('notFound.message')}</p>
      <Link className="button" to="/">
        {t('notFound.home')}
      </Link>
    </div>
  );
}
