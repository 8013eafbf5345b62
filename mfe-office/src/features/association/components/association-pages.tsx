import { Link } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon';
import { ContactDetails } from '../../../components/contact-details';
import { DocumentCard } from '../../../components/document-card';
import { MessageBlock } from '../../../components/message-block';
import { associationResources } from '../../../data/association-resources';
import { associationContact, associationIntro, associationMessage } from '../../../data/union-texts';

/** /ecta: what the association is, and a word from its president. */
export function AssociationHomePage() {
  return (
    <div className="prose">
      {associationIntro.map((paragraph) => (
        <p key={paragraph.slice(0, 40)}>{paragraph}</p>
      ))}
      <MessageBlock message={associationMessage} />
      <p>
        <Link to="/ecta/resources">Rules, forms and minutes</Link> · <Link to="/ecta/complain">Report a complaint to the association</Link>
      </p>
    </div>
  );
}

export function AssociationAboutPage() {
  return (
    <ComingSoon
      what="The history of the association, its office bearers and its committees will be published here."
      meanwhile={
        <>
          The association’s constitution is among its <Link to="/ecta/resources">resources</Link>, and the office bearers can be reached through the{' '}
          <Link to="/ecta/contact">contact page</Link>.
        </>
      }
    />
  );
}

export function AssociationResourcesPage() {
  return (
    <div>
      <p className="prose">Documents for members of the association. Each opens as a PDF in a new tab (sample documents).</p>
      <ul className="card-grid document-cards">
        {associationResources.map((resource) => (
          <DocumentCard key={resource.id} title={resource.title} link={resource.link} />
        ))}
      </ul>
    </div>
  );
}

export function AssociationContactPage() {
  return (
    <div className="contact-page">
      <ContactDetails
        heading="ECTA office"
        address={associationContact.office}
        hours={associationContact.hours}
        phone={associationContact.phone}
        phoneHref={associationContact.phoneHref}
        email={associationContact.email}
        emailHref={associationContact.emailHref}
      />
      <section aria-labelledby="ecta-bearers">
        <h2 id="ecta-bearers">Office bearers</h2>
        <ul>
          {associationContact.bearers.map((bearer) => (
            <li key={bearer.role}>
              {bearer.role}: {bearer.name}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
