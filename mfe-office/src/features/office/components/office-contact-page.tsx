import { Link } from 'react-router';
import { ContactDetails } from '../../../components/contact-details';
import { officeContact } from '../../../data/office-contacts';
import { CampusMap } from './campus-map';

/** /office/contact: address, email, telephone, map and directions in words. */
export function OfficeContactPage() {
  return (
    <div className="contact-page">
      <ContactDetails
        heading="Office of the Principal"
        address={officeContact.address}
        hours={officeContact.hours}
        phone={officeContact.phone}
        phoneHref={officeContact.phoneHref}
        email={officeContact.email}
        emailHref={officeContact.emailHref}
      />
      <section aria-labelledby="how-to-reach">
        <h2 id="how-to-reach">How to reach us</h2>
        <ul>
          {officeContact.directions.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <CampusMap embedUrl={officeContact.mapEmbed} linkUrl={officeContact.mapLink} label="Assam Engineering College, Jalukbari" />
      </section>
      <section aria-labelledby="contact-grievance">
        <h2 id="contact-grievance">A complaint or a problem?</h2>
        <p>
          <Link to="/office/complain">Submit a grievance</Link> online: it gets a registration number, and you can <Link to="/office/status">follow its status</Link>.
        </p>
      </section>
    </div>
  );
}
