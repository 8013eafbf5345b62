import { Link } from 'react-router';
import { Gallery, SampleNote, MarkedText, useDateFormats } from '@aec/ui';
import { StatStrip } from '../../components/stat-strip';
import { CampusPageHeader } from '../../head/campus-page-header';
import { campusScene, captioned, type CampusScene } from '../../data/campus-images';
import { clubs } from '../../data/clubs';
import { HOSTEL_DEPOSIT_RUPEES } from '../../data/hostels';
import { libraryFacts } from '../../data/library';
import { useCampusT } from '../../messages/catalogue';
import { MediaSection } from './components/media-section';

/** docs/product/campus.md and docs/product/figures.md: the campus in figures. */
const CAMPUS = { hostels: 9, clubs: 19, residentsOver: 1700, acresOver: 400 } as const;

/** Facilities (campusLife.facilities.<key>), two of them with pages of their own. */
const facilities: { key: string; to?: string }[] = [
  { key: 'canteen' },
  { key: 'health' },
  { key: 'bank' },
  { key: 'post' },
  { key: 'gym' },
  { key: 'auditorium' },
  { key: 'library', to: '/library' },
  { key: 'ccc', to: '/ccc' },
];

/** Events of the year (campusLife.events.<key>). */
export const MAJOR_EVENTS = ['freshers', 'engineers', 'week', 'saraswati', 'bihu', 'sports'] as const;

/** Pictures of the campus gallery (captions campusLife.gallery.<scene>). */
export const CAMPUS_GALLERY: CampusScene[] = ['campusHills', 'hostelBlock', 'bihuStage', 'playground', 'readingRoom', 'musicNight'];

const clubsWithPages = clubs.length;

export function CampusLifePage() {
  const t = useCampusT();
  const { digits, number } = useDateFormats();
  const gallery = CAMPUS_GALLERY.map((scene) => captioned(t, scene, t(`campusLife.gallery.${scene}`)));
  return (
    <div className="container page">
      <CampusPageHeader
        title={t('campusLife.title')}
        breadcrumbs={[
          { name: t('common.home'), path: '/' },
          { name: t('campusLife.title'), path: '/campuslife' },
        ]}
        image={campusScene(t, 'campusHills')}
        lead={t('campusLife.lead', {
          hostels: digits(CAMPUS.hostels),
          clubs: digits(CAMPUS.clubs),
          residents: digits(CAMPUS.residentsOver),
          acres: digits(CAMPUS.acresOver),
        })}
      />
      <StatStrip
        label={t('campusLife.figures')}
        stats={[
          { value: digits(CAMPUS.hostels), label: t('campusLife.stats.hostels') },
          { value: digits(CAMPUS.clubs), label: t('campusLife.stats.clubs') },
          { value: `${digits(CAMPUS.residentsOver)}+`, label: t('campusLife.stats.residents') },
          { value: `${digits(CAMPUS.acresOver)}+`, label: t('campusLife.stats.acres') },
        ]}
      />

      <MediaSection id="hostels" title={t('campusLife.hostels.title')} image={campusScene(t, 'hostelBlock')}>
        <p>{t('campusLife.hostels.text')}</p>
        <p>
          <Link className="button button--secondary" to="/hostel">
            {t('campusLife.hostels.link')}
          </Link>
        </p>
      </MediaSection>

      <MediaSection id="housing" title={t('campusLife.housing.title')} image={campusScene(t, 'diningHall')} reverse>
        <p>{t('campusLife.housing.text')}</p>
        <p>{t('campusLife.housing.deposit', { amount: number(HOSTEL_DEPOSIT_RUPEES) })}</p>
      </MediaSection>

      <MediaSection id="sac" title={t('campusLife.sac.title')} image={campusScene(t, 'roboticsBench')}>
        <p>{t('campusLife.sac.text', { clubs: digits(CAMPUS.clubs), withPages: digits(clubsWithPages) })}</p>
        <p>
          <Link className="button button--secondary" to="/club">
            {t('campusLife.sac.link')}
          </Link>
        </p>
      </MediaSection>

      <section className="callout" aria-labelledby="antiragging-heading">
        <h2 id="antiragging-heading">{t('campusLife.antiRagging.title')}</h2>
        <p>{t('campusLife.antiRagging.text')}</p>
        <p>
          <Link to="/antiragging">{t('campusLife.antiRagging.link')}</Link>
        </p>
      </section>

      <section aria-labelledby="facilities-heading">
        <h2 id="facilities-heading">{t('campusLife.facilitiesTitle')}</h2>
        <ul className="card-grid facility-grid">
          {facilities.map((f) => {
            const name = t(`campusLife.facilities.${f.key}.name`);
            return (
              <li key={f.key} className="card">
                <h3>{f.to ? <Link to={f.to}>{name}</Link> : name}</h3>
                <p>{t(`campusLife.facilities.${f.key}.detail`, { books: number(libraryFacts.booksOver) })}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <MediaSection id="culture" title={t('campusLife.culture.title')} image={campusScene(t, 'bihuStage')}>
        <p>{t('campusLife.culture.text')}</p>
      </MediaSection>

      <MediaSection id="sports" title={t('campusLife.sports.title')} image={campusScene(t, 'playground')} reverse>
        <p>{t('campusLife.sports.text')}</p>
      </MediaSection>

      <section aria-labelledby="events-heading">
        <h2 id="events-heading">{t('campusLife.eventsTitle')}</h2>
        <ul className="entry-list entry-list--grid">
          {MAJOR_EVENTS.map((key) => (
            <li key={key} className="entry-list__item">
              <h3>{t(`campusLife.events.${key}.name`)}</h3>
              <p className="entry-list__meta">{t(`campusLife.events.${key}.when`)}</p>
              <p>{t(`campusLife.events.${key}.detail`)}</p>
            </li>
          ))}
        </ul>
        <p>
          <MarkedText text={t('campusLife.eventsPage')} parts={{ events: (text) => <Link to="/events">{text}</Link> }} />
        </p>
      </section>

      <section aria-labelledby="campus-gallery-heading">
        <h2 id="campus-gallery-heading">{t('campusLife.galleryTitle')}</h2>
        <Gallery images={gallery} label={t('campusLife.galleryTitle')} />
        <SampleNote>{t('campusLife.galleryNote')}</SampleNote>
      </section>
    </div>
  );
}
