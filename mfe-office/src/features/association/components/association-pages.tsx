import { Link } from 'react-router';
import { useLanguage, MarkedText, PersonName } from '@aec/ui';
import { ComingSoon } from '../../../components/coming-soon';
import { ContactDetails } from '../../../components/contact-details';
import { DocumentCard } from '../../../components/document-card';
import { MessageBlock } from '../../../components/message-block';
import { associationResources } from '../../../data/association-resources';
import { associationContact, associationIntro, associationMessage } from '../../../data/union-texts';
import { useOfficeT } from '../../../messages/hooks';

/** /ecta: what the association is, and a word from its president. */
export function AssociationHomePage() {
  const t = useOfficeT();
  return (
    <div className="prose">
      {associationIntro.map((paragraph) => (
        <p key={paragraph}>{t(paragraph)}</p>
      ))}
      <MessageBlock message={associationMessage} />
      <p>
        <Link to="/ecta/resources">{t('ecta.resourcesLink')}</Link> · <Link to="/ecta/complain">{t('ecta.reportComplaint')}</Link>
      </p>
    </div>
  );
}

export function AssociationAboutPage() {
  const t = useOfficeT();
  return (
    <ComingSoon
      what={t('ecta.about.what')}
      meanwhile={
        <MarkedText
          text={t('ecta.about.meanwhile')}
          parts={{ resources: (words) => <Link to="/ecta/resources">{words}</Link>, contact: (words) => <Link to="/ecta/contact">{words}</Link> }}
        />
      }
    />
  );
}

export function AssociationResourcesPage() {
  const t = useOfficeT();
  const english = useLanguage() === 'en';
  return (
    <div>
      <p className="prose">
        {t('ecta.resourcesIntro')}
        {!english && ` ${t('common.documentsInEnglish')}`}
      </p>
      <ul className="card-grid document-cards">
        {associationResources.map((resource) => (
          <DocumentCard key={resource.id} title={resource.title} link={resource.link} />
        ))}
      </ul>
    </div>
  );
}

export function AssociationContactPage() {
  const t = useOfficeT();
  return (
    <div className="contact-page">
      <ContactDetails
        heading={t('ecta.contact.heading')}
        address={associationContact.office}
        hours={associationContact.hours}
        phone={associationContact.phone}
        phoneNote={t('common.sample')}
        phoneHref={associationContact.phoneHref}
        email={associationContact.email}
        emailHref={associationContact.emailHref}
      />
      <section aria-labelledby="ecta-bearers">
        <h2 id="ecta-bearers">{t('ecta.contact.bearersHeading')}</h2>
        <ul>
          {associationContact.bearers.map((bearer) => (
            <li key={bearer.role}>
              <MarkedText text={t('ecta.contact.bearer', { role: t(bearer.role) })} parts={{ name: () => <PersonName name={bearer.name} /> }} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
