import { PersonName } from '@aec/ui';
import { CampusPageHeader } from '../../../head/campus-page-header';
import { FactList } from '../../../components/fact-list';
import { PhoneLink } from '../../../components/phone-link';
import { CAMPUS_PIN, type Hostel } from '../../../data/hostels';
import { EnglishOnly } from '../../../i18n/in-english';
import { useHostelHead, useHostelSummary, useHostelWords } from '../hostel-head';
import { HostelFacilityList } from './hostel-landing-page';

export function HostelAboutPage({ hostel }: { hostel: Hostel }) {
  const { t, digits, name, tag } = useHostelWords(hostel);
  return (
    <>
      <CampusPageHeader lead={tag} description={useHostelSummary(hostel)} {...useHostelHead(hostel, 'aboutus')} />
      <div className="prose">
        <EnglishOnly>
          <p>{hostel.about}</p>
        </EnglishOnly>
        <p>{t('hostels.about.text', { hostel: name, year: digits(hostel.establishment), capacity: digits(hostel.capacity) })}</p>
      </div>
      <h2>{t('common.facilities')}</h2>
      <HostelFacilityList />
      <h2>{t('common.contact')}</h2>
      <FactList
        facts={[
          { term: t('hostels.warden'), value: <PersonName name={hostel.warden} /> },
          { term: t('common.phone'), value: <PhoneLink phone={hostel.phone} /> },
          { term: t('common.address'), value: t('hostels.address', { hostel: name, pin: digits(CAMPUS_PIN) }) },
        ]}
      />
    </>
  );
}
