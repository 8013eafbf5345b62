import { Link } from 'react-router';
import { usePageHead, useT } from '@aec/ui';
import { SHELL_NAMESPACE } from '../../messages/catalogue';

/**
 * /offline: what the service worker shows, in the site's frame and the visitor's language, for a page
 * never opened on this device when there is no network (precached in each language when it installs).
 */
export function OfflinePage() {
  const t = useT(SHELL_NAMESPACE);
  usePageHead({ title: t('offline.title'), noindex: true });
  return (
    <div className="fallback container">
      <h1>{t('offline.heading')}</h1>
      <p>{t('offline.message')}</p>
      <p>{t('offline.saved')}</p>
      <Link className="button" to="/">
        {t('offline.home')}
      </Link>
    </div>
  );
}
