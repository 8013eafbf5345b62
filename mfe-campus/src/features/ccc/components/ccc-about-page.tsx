import { SampleNote, MarkedText } from '@aec/ui';
import { CampusPageHeader } from '../../../head/campus-page-header';
import { useCampusT } from '../../../messages/catalogue';
import { CccHead, useCccBreadcrumbs } from '../ccc-words';

const FACILITIES = ['labs', 'serverRoom', 'fibre', 'seminarRoom'] as const;

export function CccAboutPage() {
  const t = useCampusT();
  return (
    <>
      <CampusPageHeader
        title={t('ccc.about.title')}
        lead={t('ccc.about.lead')}
        description={t('ccc.about.description')}
        breadcrumbs={useCccBreadcrumbs({ name: t('ccc.menu.about'), path: '/ccc/aboutus' })}
      />
      <div className="prose">
        <p>{t('ccc.about.text')}</p>
        <h2>{t('common.facilities')}</h2>
        <ul className="tick-list">
          {FACILITIES.map((key) => (
            <li key={key}>{t(`ccc.about.${key}`)}</li>
          ))}
        </ul>
        <h2>{t('ccc.about.people')}</h2>
        <p>
          <MarkedText text={t('ccc.about.peopleText')} parts={{ head: () => <CccHead /> }} />
        </p>
      </div>
      <SampleNote>{t('ccc.about.note')}</SampleNote>
    </>
  );
}
