import { MarkedText } from '@aec/ui';
import { Link } from 'react-router';
import { ContactDetails } from '../../../components/contact-details';
import { officeContact } from '../../../data/office-contacts';
import { useOfficeT } from '../../../messages/hooks';
import { CampusMap } from './campus-map';

/** /office/contact: address, email, telephone, map and directions in words. */
export function OfficeContactPage() {
  const t = useOfficeT();
  return (
    <div className="contact-page">
      <ContactDetails
        heading={t('contact.heading')}
        address={officeContact.address}
        hours={officeContact.hours}
        phone={officeContact.phone}
        phoneNote={t('common.sample')}
        phoneHref={officeContact.phoneHref}
        email={officeContact.email}
        emailHref={officeContact.emailHref}
      />
      <section aria-labelledby="how-to-reach">
        <h2 id="how-to-reach">{t('contact.reachHeading')}</h2>
        <ul>
          {officeContact.directions.map((line) => (
            <li key={line}>{t(line)}</li>
          ))}
        </ul>
        <CampusMap embedUrl={officeContact.mapEmbed} linkUrl={officeContact.mapLink} label={t('contact.mapLabel')} />
      </section>
      <section aria-labelledby="contact-grievance">
        <h2 id="contact-grievance">{t('contact.complaintHeading')}</h2>
        <p>
          <MarkedText
            text={t('contact.complaintText')}
            parts={{
              submit: (words) => <Link to="/office/complain">{words}</Link>,
              status: (words) => <Link to="/office/status">{words}</Link>,
            }}
          />
        </p>
      </section>
    </div>
  );
}
