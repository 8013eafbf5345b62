import { PersonName } from '@aec/ui';
import { Link } from 'react-router';
import { officeContact } from '../../../data/office-contacts';
import { principal } from '../../../data/principal';
import { useOfficeT } from '../../../messages/hooks';

/** /office: the Principal's message, office hours and how to reach the office (docs/product/office-and-grievances.md). */
export function OfficeHomePage() {
  const t = useOfficeT();
  return (
    <div className="office-home">
      <section className="message-block" aria-labelledby="principal-message">
        <h2 id="principal-message">{t('officeHome.messageHeading')}</h2>
        {principal.shortMessage.map((paragraph) => (
          <p key={paragraph}>{t(paragraph)}</p>
        ))}
        <p className="message-block__signature">
          <strong>
            <PersonName name={principal.name} />
          </strong>
          <br />
          {t(principal.designation)}
        </p>
        <p>
          <Link to="/office/principal">{t('officeHome.readFull')}</Link>
        </p>
      </section>

      <div className="fact-grid">
        <section className="card" aria-labelledby="office-hours">
          <h2 id="office-hours">{t('officeHome.hoursHeading')}</h2>
          <p className="fact-grid__figure">{t('officeHome.hoursFigure')}</p>
          <p>{t('officeHome.hoursText')}</p>
        </section>
        <section className="card" aria-labelledby="office-reach">
          <h2 id="office-reach">{t('officeHome.reachHeading')}</h2>
          <p>
            {t('common.telephoneLabel')} <a href={officeContact.phoneHref}>{`${officeContact.phone} ${t('common.sample')}`}</a>
          </p>
          <p>
            {t('common.emailLabel')} <a href={officeContact.emailHref}>{`${officeContact.email} ${t('common.sample')}`}</a>
          </p>
          <p>
            <Link to="/office/contact">{t('officeHome.directions')}</Link>
          </p>
        </section>
        <section className="card" aria-labelledby="office-grievance">
          <h2 id="office-grievance">{t('officeHome.grievanceHeading')}</h2>
          <p>{t('officeHome.grievanceText')}</p>
          <p className="link-row">
            <Link to="/office/complain">{t('officeHome.submit')}</Link>
            <Link to="/office/status">{t('officeHome.checkStatus')}</Link>
          </p>
        </section>
      </div>

      <section aria-labelledby="office-more">
        <h2 id="office-more">{t('officeHome.moreHeading')}</h2>
        <ul className="link-list">
          <li>
            <Link to="/office/notice">{t('officeHome.notices')}</Link>
          </li>
          <li>
            <Link to="/office/rti">{t('officeHome.rti')}</Link>
          </li>
          <li>
            <Link to="/office/gallery">{t('officeHome.gallery')}</Link>
          </li>
          <li>
            <Link to="/notifications">{t('officeHome.allNotices')}</Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
