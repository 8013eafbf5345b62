import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState, Localized, useDateFormats, useFailureText, useT } from '@aec/ui';
import { NAMESPACE } from '../../../messages/catalogue';
import { NewBadge } from '../../../components/new-badge';
import { isCollegeNotice } from '../../notices/api/notice-fields';
import { useHomeNotices } from '../api/home-data';

/** The college's own notices among the latest 20 (docs/product/notices-and-tenders.md: first description type AEC). */
export function HomeNotices() {
  const t = useT(NAMESPACE);
  const formats = useDateFormats();
  const failureText = useFailureText();
  const notices = useHomeNotices();
  const rows = notices.status === 'ready' ? notices.data.rows.filter((n) => isCollegeNotice(n)) : [];
  return (
    <section className="nt-home-section nt-home-notices" aria-labelledby="home-notices-heading">
      <h2 id="home-notices-heading">{t('home.notices')}</h2>
      {notices.status === 'loading' && <LoadingState label={t('notices.loading')} />}
      {notices.status === 'failed' && (
        <ErrorState title={t('notices.failed')} message={failureText(notices.error, notices.httpStatus)} onRetry={notices.retry} />
      )}
      {notices.status === 'ready' && rows.length === 0 && <EmptyState>{t('home.noticesEmpty')}</EmptyState>}
      {rows.length > 0 && (
        <ul className="nt-home-notices__list">
          {rows.map((notice) => (
            <li key={notice.id}>
              <Link to={`/notifications/notice/${notice.id}`}>
                <Localized translations={notice.translations} field="title" english={notice.title} />
              </Link>{' '}
              <NewBadge published={notice._date_} />
              <span className="nt-home-notices__date">
                <time dateTime={notice._date_}>{formats.listDate(notice._date_)}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="nt-home-section__more">
        <Link className="button button--secondary" to="/notifications/notice">
          {t('notice.all')}
        </Link>
      </p>
    </section>
  );
}
