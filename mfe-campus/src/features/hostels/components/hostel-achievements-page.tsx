import { plainSummary, SampleNote } from '@aec/ui';
import { CampusPageHeader } from '../../../head/campus-page-header';
import type { Hostel } from '../../../data/hostels';
import { hostelHead } from '../hostel-head';

export function HostelAchievementsPage({ hostel }: { hostel: Hostel }) {
  return (
    <>
      <CampusPageHeader
        title={`${hostel.hostelno}: Achievements`}
        lead={`Recent achievements of the residents of ${hostel.hostelno}.`}
        description={plainSummary(
          `Recent achievements of the residents of ${hostel.hostelno}: ${hostel.achievements.map((a) => `${a.title} (${a.year})`).join(', ')}.`,
        )}
        {...hostelHead(hostel, 'achievements')}
      />
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
