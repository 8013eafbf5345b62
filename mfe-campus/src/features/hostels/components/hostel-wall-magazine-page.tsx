import { CampusPageHeader } from '../../../head/campus-page-header';
import type { Hostel } from '../../../data/hostels';
import { hostelHead } from '../hostel-head';
import { SampleNote } from '@aec/ui';

export function HostelWallMagazinePage({ hostel }: { hostel: Hostel }) {
  const { name, issues } = hostel.wallMagazine;
  return (
    <>
      <CampusPageHeader
        title={`${hostel.hostelno}: Wall Magazine`}
        lead={`${name} is the wall magazine of ${hostel.hostelno}: written, illustrated and pinned up by its residents twice a year.`}
        {...hostelHead(hostel, 'wallmagazine')}
      />
      <ol className="entry-list" reversed>
        {issues.map((issue) => (
          <li key={issue.issue} className="entry-list__item">
            <h2>
              {name}, {issue.issue}: {issue.theme}
            </h2>
            <p>{issue.summary}</p>
          </li>
        ))}
      </ol>
      <SampleNote>Issues listed here are samples. Copies of each issue are kept in the hostel common room.</SampleNote>
    </>
  );
}
