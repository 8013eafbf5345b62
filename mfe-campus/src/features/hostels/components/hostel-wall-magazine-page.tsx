import { SampleNote } from '@aec/ui';
import { CampusPageHeader } from '../../../head/campus-page-header';
import type { Hostel } from '../../../data/hostels';
import { EnglishOnly } from '../../../i18n/in-english';
import { useHostelHead, useHostelWords } from '../hostel-head';

export function HostelWallMagazinePage({ hostel }: { hostel: Hostel }) {
  const { t, name, magazine } = useHostelWords(hostel);
  return (
    <>
      <CampusPageHeader lead={t('hostels.magazine.lead', { magazine, hostel: name })} {...useHostelHead(hostel, 'wallmagazine')} />
      <EnglishOnly>
        <ol className="entry-list" reversed>
          {hostel.wallMagazine.issues.map((issue) => (
            <li key={issue.issue} className="entry-list__item">
              {/* The lead names the magazine; each issue is its season and theme. */}
              <h2>
                {issue.issue}: {issue.theme}
              </h2>
              <p>{issue.summary}</p>
            </li>
          ))}
        </ol>
      </EnglishOnly>
      <SampleNote>{t('hostels.magazine.note')}</SampleNote>
    </>
  );
}
