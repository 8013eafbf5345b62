import { SampleNote } from '@aec/ui';
import { CampusPageHeader } from '../../../head/campus-page-header';
import type { Hostel } from '../../../data/hostels';
import { EnglishOnly } from '../../../i18n/in-english';
import { useHostelHead, useHostelWords } from '../hostel-head';

export function HostelAchievementsPage({ hostel }: { hostel: Hostel }) {
  const { t, name } = useHostelWords(hostel);
  return (
    <>
      <CampusPageHeader lead={t('hostels.achievements.lead', { hostel: name })} {...useHostelHead(hostel, 'achievements')} />
      <EnglishOnly>
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
      </EnglishOnly>
      <SampleNote>{t('hostels.achievements.note')}</SampleNote>
    </>
  );
}
