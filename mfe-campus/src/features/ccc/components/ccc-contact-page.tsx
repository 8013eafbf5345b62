import { Link } from 'react-router';
import { SampleNote, MarkedText, useDateFormats } from '@aec/ui';
import { FactList } from '../../../components/fact-list';
import { PhoneLink } from '../../../components/phone-link';
import { CampusPageHeader } from '../../../head/campus-page-header';
import { useCampusT } from '../../../messages/catalogue';
import { cccContact } from '../ccc-data';
import { CccHead, useCccBreadcrumbs } from '../ccc-words';

export function CccContactPage() {
  const t = useCampusT();
  const { digits } = useDateFormats();
  return (
    <>
      <CampusPageHeader
        title={t('ccc.contact.title')}
        lead={t('ccc.contact.lead')}
        description={t('ccc.contact.description')}
        breadcrumbs={useCccBreadcrumbs({ name: t('ccc.menu.contact'), path: '/ccc/contact' })}
      />
      <FactList
        facts={[
          { term: t('ccc.contact.inCharge'), value: <CccHead /> },
          { term: t('common.phone'), value: <PhoneLink phone={cccContact.phone} /> },
          { term: t('common.email'), value: <a href={`mailto:${cccContact.email}`}>{cccContact.email}</a> },
          { term: t('common.address'), value: t('ccc.address', { pin: digits(cccContact.pin) }) },
          { term: t('ccc.contact.hours'), value: t('ccc.hours') },
        ]}
      />
      <p>
        <MarkedText text={t('ccc.contact.complaint')} parts={{ complain: (text) => <Link to="/office/complain">{text}</Link> }} />
      </p>
      <SampleNote>{t('ccc.contact.note')}</SampleNote>
    </>
  );
}
