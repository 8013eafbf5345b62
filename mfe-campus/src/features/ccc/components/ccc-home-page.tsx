import { MarkedText } from '@aec/ui';
import { Link } from 'react-router';
import { CampusPageHeader } from '../../../head/campus-page-header';
import { useCampusT } from '../../../messages/catalogue';
import { cccContact, cccServices } from '../ccc-data';
import { useCccBreadcrumbs } from '../ccc-words';

export function CccHomePage() {
  const t = useCampusT();
  return (
    <>
      <CampusPageHeader title={t('ccc.name')} breadcrumbs={useCccBreadcrumbs()} lead={t('ccc.home.lead')} />
      <h2>{t('ccc.home.whatWeDo')}</h2>
      <div className="card-grid">
        {cccServices.map((key) => (
          <section key={key} className="card">
            <h3>{t(`ccc.services.${key}.title`)}</h3>
            <p>{t(`ccc.services.${key}.detail`)}</p>
          </section>
        ))}
      </div>
      <h2>{t('ccc.home.help')}</h2>
      <ul className="link-list">
        <li>
          <MarkedText
            text={t('ccc.home.helpNetwork', { email: cccContact.email })}
            parts={{
              mail: (text) => <a href={`mailto:${cccContact.email}`}>{text}</a>,
              contact: (text) => <Link to="/ccc/contact">{text}</Link>,
            }}
          />
        </li>
        <li>
          <MarkedText text={t('ccc.home.helpNotices')} parts={{ notices: (text) => <Link to="/notifications/notice">{text}</Link> }} />
        </li>
        <li>
          <MarkedText text={t('ccc.home.helpComplaint')} parts={{ complain: (text) => <Link to="/office/complain">{text}</Link> }} />
        </li>
      </ul>
      <p>{t('ccc.home.open', { hours: t('ccc.hours') })}</p>
    </>
  );
}
