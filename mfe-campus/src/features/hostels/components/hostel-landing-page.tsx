import { Link } from 'react-router';
import { CampusPageHeader } from '../../../head/campus-page-header';
import { HOSTELS_TITLE, HOSTEL_DEPOSIT_RUPEES, hostelFacilities, hostels } from '../../../data/hostels';
import { HOSTEL_RULES_PDF } from '../../../data/campus-documents';
import { HostelCard } from './hostel-card';
import { formatIndianNumber, SampleNote } from '@aec/ui';

const totalBeds = hostels.reduce((sum, h) => sum + h.capacity, 0);
const oldest = Math.min(...hostels.map((h) => h.establishment));

export function HostelLandingPage() {
  return (
    <div className="container page">
      <CampusPageHeader
        title={HOSTELS_TITLE}
        breadcrumbs={[{ name: 'Home', path: '/' }, { name: HOSTELS_TITLE, path: '/hostel' }]}
        lead={`Eight hostels with room for ${totalBeds} students, the oldest opened in ${oldest}: a home on campus for students from every corner of Assam and beyond.`}
      />
      <div className="prose">
        <p>
          Living on campus puts the classrooms, laboratories, library and playing fields a short walk away. Each hostel has a
          resident warden, its own mess run by the residents, and traditions of its own, from Bihu on the lawn to a night study
          room in examination weeks.
        </p>
      </div>
      <section aria-labelledby="hostel-list-heading">
        <h2 id="hostel-list-heading" className="visually-hidden">
          The eight hostels
        </h2>
        <div className="card-grid">
          {hostels.map((h) => (
            <HostelCard key={h.id} hostel={h} />
          ))}
        </div>
        <SampleNote>Names of wardens and phone numbers marked sample are placeholders the college will replace.</SampleNote>
      </section>
      <div className="two-column">
        <section aria-labelledby="hostel-facilities-heading">
          <h2 id="hostel-facilities-heading">In every hostel</h2>
          <ul className="tick-list">
            {hostelFacilities.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="hostel-admission-heading">
          <h2 id="hostel-admission-heading">Getting a room</h2>
          <p>
            Seats are allotted at admission, first to students whose homes are farthest from Guwahati. A one-time hostel deposit
            of about Rs {formatIndianNumber(HOSTEL_DEPOSIT_RUPEES)} is paid when the room is allotted; mess charges are shared
            monthly by the residents.
          </p>
          <p>
            The college is ragging-free and every hostel follows its rules: read the{' '}
            <Link to="/antiragging">anti-ragging policy and helpline</Link>.
          </p>
          <p>
            <a href={HOSTEL_RULES_PDF.path} download>
              Hostel rules (PDF)
            </a>
          </p>
        </section>
      </div>
    </div>
  );
}
