import { Link } from 'react-router';
import { FactList } from '../../../components/fact-list';
import { PhoneLink } from '../../../components/phone-link';
import { CampusPageHeader } from '../../../head/campus-page-header';
import { cccBreadcrumbs, cccContact } from '../ccc-data';
import { SampleNote } from '@aec/ui';

export function CccContactPage() {
  return (
    <>
      <CampusPageHeader
        title="Contact the Central Computing Centre"
        lead="For network, e-mail, laboratory and software questions."
        description="Phone, e-mail, address and opening hours of the Central Computing Centre, Assam Engineering College, for network, e-mail, laboratory and software questions."
        breadcrumbs={cccBreadcrumbs({ name: 'Contact us', path: '/ccc/contact' })}
      />
      <FactList
        facts={[
          { term: 'In charge', value: cccContact.head },
          { term: 'Phone', value: <PhoneLink phone={cccContact.phone} /> },
          { term: 'E-mail', value: <a href={`mailto:${cccContact.email}`}>{cccContact.email}</a> },
          { term: 'Address', value: cccContact.address },
          { term: 'Hours', value: cccContact.hours },
        ]}
      />
      <p>
        To complain about a service and follow it up with a registration number, use the{' '}
        <Link to="/office/complain">college grievance form</Link>.
      </p>
      <SampleNote>Phone and name marked sample are placeholders.</SampleNote>
    </>
  );
}
