import { PageHeader } from '@aec/ui';
import { SampleNote } from '../../../components/sample-note';
import type { Hostel } from '../../../data/hostels';

export function HostelAchievementsPage({ hostel }: { hostel: Hostel }) {
  return (
    <>
      <PageHeader title={`${hostel.hostelno}: Achievements`} lead={`Recent achievements of the residents of ${hostel.hostelno}.`} />
      <ul className="entry-list">
        {hostel.achievements.map((a) => (
          <li key={a.title} className="entry-list__item">
            <h2>
              <span className="entry-list__year">{a.year}</span> {a.title}
            </h2>
            <p>{a.detail}</p>
          </li>
        ))}
      </ul>
      <SampleNote>These achievements are samples written for this site, to be replaced by the hostel’s own record.</SampleNote>
    </>
  );
}
