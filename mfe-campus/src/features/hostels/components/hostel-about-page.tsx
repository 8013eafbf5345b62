import { plainSummary } from '@aec/ui';
import { CampusPageHeader } from '../../../head/campus-page-header';
import { FactList } from '../../../components/fact-list';
import { PhoneLink } from '../../../components/phone-link';
import { hostelFacilities, type Hostel } from '../../../data/hostels';
import { hostelHead } from '../hostel-head';

export function HostelAboutPage({ hostel }: { hostel: Hostel }) {
  return (
    <>
      <CampusPageHeader
        title={`${hostel.hostelno}: About us`}
        lead={hostel.tag}
        description={plainSummary(hostel.about)}
        {...hostelHead(hostel, 'aboutus')}
      />
      <div className="prose">
        <p>{hostel.about}</p>
        <p>
          {hostel.hostelno} opened in {hostel.establishment} and has room for {hostel.capacity} students. Its residents elect a
          hostel committee every year to run the mess, the common room and the hostel’s events with the warden.
        </p>
      </div>
      <h2>Facilities</h2>
      <ul className="tick-list">
        {hostelFacilities.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
      <h2>Contact</h2>
      <FactList
        facts={[
          { term: 'Warden', value: hostel.warden },
          { term: 'Phone', value: <PhoneLink phone={hostel.phone} /> },
          { term: 'Address', value: `${hostel.hostelno}, Assam Engineering College, Jalukbari, Guwahati 781013` },
        ]}
      />
    </>
  );
}
