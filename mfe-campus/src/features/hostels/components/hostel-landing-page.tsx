import { Link } from 'react-router';
import { SampleNote, MarkedText, useDateFormats } from '@aec/ui';
import { CampusPageHeader } from '../../../head/campus-page-header';
import { HOSTEL_DEPOSIT_RUPEES, hostelFacilities, hostels } from '../../../data/hostels';
import { HOSTEL_RULES_PDF } from '../../../data/campus-documents';
import { useCampusT } from '../../../messages/catalogue';
import { useHostelsTitle } from '../hostel-head';
import { HostelCard } from './hostel-card';

const totalBeds = hostels.reduce((sum, h) => sum + h.capacity, 0);
const oldest = Math.min(...hostels.map((h) => h.establishment));

export function HostelLandingPage() {
  const t = useCampusT();
  const { digits, number } = useDateFormats();
  const title = useHostelsTitle();
  return (
    <div className="container page">
      <CampusPageHeader
        title={title}
        breadcrumbs={[
          { name: t('common.home'), path: '/' },
          { name: title, path: '/hostel' },
        ]}
        lead={t('hostels.landing.lead', { beds: digits(totalBeds), oldest: digits(oldest) })}
      />
      <div className="prose">
        <p>{t('hostels.landing.text')}</p>
      </div>
      <section aria-labelledby="hostel-list-heading">
        <h2 id="hostel-list-heading" className="visually-hidden">
          {t('hostels.landing.listTitle')}
        </h2>
        <div className="card-grid">
          {hostels.map((h) => (
            <HostelCard key={h.id} hostel={h} />
          ))}
        </div>
        <SampleNote>{t('hostels.landing.sampleNote')}</SampleNote>
      </section>
      <div className="two-column">
        <section aria-labelledby="hostel-facilities-heading">
          <h2 id="hostel-facilities-heading">{t('hostels.landing.facilitiesTitle')}</h2>
          <HostelFacilityList />
        </section>
        <section aria-labelledby="hostel-admission-heading">
          <h2 id="hostel-admission-heading">{t('hostels.landing.roomTitle')}</h2>
          <p>{t('hostels.landing.roomText', { amount: number(HOSTEL_DEPOSIT_RUPEES) })}</p>
          <p>
            <MarkedText text={t('hostels.landing.antiRagging')} parts={{ policy: (text) => <Link to="/antiragging">{text}</Link> }} />
          </p>
          <p>
            <a href={HOSTEL_RULES_PDF.path} download>
              {t('hostels.landing.rules')}
            </a>
          </p>
        </section>
      </div>
    </div>
  );
}

/** What every hostel offers (the landing page and each hostel's About us). */
export function HostelFacilityList() {
  const t = useCampusT();
  return (
    <ul className="tick-list">
      {hostelFacilities.map((key) => (
        <li key={key}>{t(`hostels.facilities.${key}`)}</li>
      ))}
    </ul>
  );
}
