import { Link } from 'react-router';
import { SampleNote } from '@aec/ui';
import { CampusPageHeader } from '../../../head/campus-page-header';
import { clubs } from '../../../data/clubs';
import { useCampusT } from '../../../messages/catalogue';
import { ClubCard } from './club-card';

const featured = clubs.filter((c) => c.featured);
const others = clubs.filter((c) => !c.featured);

export function StudentActivityCenterPage() {
  const t = useCampusT();
  return (
    <div className="container page">
      <CampusPageHeader
        title={t('clubs.landing.title')}
        breadcrumbs={[
          { name: t('common.home'), path: '/' },
          { name: t('clubs.crumb'), path: '/club' },
        ]}
        lead={t('clubs.landing.lead')}
      />
      <div className="prose">
        <p>{t('clubs.landing.text')}</p>
      </div>
      <section aria-labelledby="featured-clubs-heading">
        <h2 id="featured-clubs-heading">{t('clubs.landing.clubs')}</h2>
        <div className="card-grid">
          {featured.map((c) => (
            <ClubCard key={c.code} club={c} />
          ))}
        </div>
      </section>
      <section aria-labelledby="more-clubs-heading">
        <h2 id="more-clubs-heading">{t('clubs.landing.more')}</h2>
        <ul className="link-list">
          {others.map((c) => (
            <li key={c.code}>
              <Link to={c.link}>{t(`clubs.names.${c.code}`)}</Link> <span className="muted">· {t(`clubs.tags.${c.code}`)}</span>
            </li>
          ))}
        </ul>
      </section>
      <SampleNote>{t('clubs.landing.sampleNote')}</SampleNote>
    </div>
  );
}
