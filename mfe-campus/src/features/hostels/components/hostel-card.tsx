import { Link } from 'react-router';
import { FactList } from '../../../components/fact-list';
import { PhoneLink } from '../../../components/phone-link';
import type { Hostel } from '../../../data/hostels';

export function HostelCard({ hostel }: { hostel: Hostel }) {
  return (
    <article className="card entity-card">
      <p className="entity-card__badge" aria-hidden="true">
        {hostel.id}
      </p>
      <h2>{hostel.hostelno}</h2>
      <p className="entity-card__tag">{hostel.tag}</p>
      <FactList
        facts={[
          { term: 'Capacity', value: `${hostel.capacity} residents` },
          { term: 'Established', value: hostel.establishment },
          { term: 'Warden', value: hostel.warden },
          { term: 'Phone', value: <PhoneLink phone={hostel.phone} /> },
        ]}
      />
      <Link className="button button--secondary entity-card__link" to={hostel.link}>
        Visit {hostel.hostelno}
      </Link>
    </article>
  );
}
