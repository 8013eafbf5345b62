import { Link } from 'react-router';
import { Gallery, SampleNote } from '@aec/ui';
import { StatStrip } from '../../components/stat-strip';
import { CampusPageHeader } from '../../head/campus-page-header';
import { campusScenes, captioned } from '../../data/campus-images';
import { clubs } from '../../data/clubs';
import { MediaSection } from './components/media-section';

/** SPEC §2 and §9: the campus in figures. */
const CAMPUS = { hostels: 9, clubs: 19, residentsOver: 1700, acresOver: 400 } as const;

const facilities = [
  { name: 'Canteen', detail: 'Open 7 AM to 7 PM: breakfast, meals, tea and snacks at student prices.' },
  { name: 'Health centre', detail: 'A doctor on campus during working hours, first aid, and an ambulance on call (sample).' },
  { name: 'Bank', detail: 'A bank branch with an ATM on campus for fees, scholarships and savings accounts.' },
  { name: 'Post office', detail: 'Letters, parcels, speed post and savings schemes without leaving the campus.' },
  { name: 'Gymnasium', detail: 'Weights and cardio equipment, open mornings and evenings.' },
  { name: 'Auditorium', detail: 'For convocations, seminars, cultural evenings and the annual college week.' },
  { name: 'Library', detail: 'Over 64,000 books, a reading room and a digital library.', to: '/library' },
  { name: 'Central Computing Centre', detail: 'Laboratories, the campus network and Wi-Fi.', to: '/ccc' },
] as const;

const majorEvents = [
  { name: 'Freshers’ welcome', when: 'August', detail: 'Seniors welcome the new batch in every hostel and at a college-wide evening.' },
  { name: 'Engineers’ Day', when: '15 September', detail: 'Technical talks, model exhibitions and project demonstrations by the departments.' },
  { name: 'Annual college week', when: 'January to February', detail: 'A week of sports finals, literary contests and cultural nights (sample dates).' },
  { name: 'Saraswati Puja', when: 'January or February', detail: 'Celebrated in every hostel and department.' },
  { name: 'Rongali Bihu', when: 'April', detail: 'Husori through the campus and a stage programme by the Bihu Club.' },
  { name: 'Inter-hostel sports meet', when: 'November to December', detail: 'Football, cricket, volleyball, athletics and indoor games between the hostels.' },
] as const;

const gallery = [
  captioned('campusHills', 'The pond and the hills at the edge of the campus'),
  captioned('hostelBlock', 'A hostel block'),
  captioned('bihuStage', 'Bihu on the open-air stage'),
  captioned('playground', 'The main playing field'),
  captioned('readingRoom', 'The library reading room'),
  captioned('musicNight', 'A music night'),
];

const clubsWithPages = clubs.length;

export function CampusLifePage() {
  return (
    <div className="container page">
      <CampusPageHeader
        title="Campus Life"
        breadcrumbs={[{ name: 'Home', path: '/' }, { name: 'Campus Life', path: '/campuslife' }]}
        image={campusScenes.campusHills}
        lead={`${CAMPUS.hostels} hostels, ${CAMPUS.clubs} clubs and more than ${CAMPUS.residentsOver} students living on a green campus of over ${CAMPUS.acresOver} acres at Jalukbari, Guwahati.`}
      />
      <StatStrip
        label="Campus life in figures"
        stats={[
          { value: String(CAMPUS.hostels), label: 'hostels' },
          { value: String(CAMPUS.clubs), label: 'clubs' },
          { value: `${CAMPUS.residentsOver}+`, label: 'students on campus' },
          { value: `${CAMPUS.acresOver}+`, label: 'acres of campus' },
        ]}
      />

      <MediaSection id="hostels" title="Hostels" image={campusScenes.hostelBlock}>
        <p>
          Most students live on campus. Each hostel has a resident warden, its own mess and common room, and traditions that
          seniors pass on to every new batch.
        </p>
        <p>
          <Link className="button button--secondary" to="/hostel">
            Explore the hostels
          </Link>
        </p>
      </MediaSection>

      <MediaSection id="housing" title="Housing and dining" image={campusScenes.diningHall} reverse>
        <p>
          Rooms are shared by two or three students and come furnished. Each hostel’s mess is run by a committee of residents
          who plan the menu and keep the accounts, serving four meals a day; the canteen near the academic blocks is open from
          7 AM to 7 PM.
        </p>
        <p>A one-time hostel deposit of about Rs 8,000 is paid at admission to a hostel.</p>
      </MediaSection>

      <MediaSection id="sac" title="Student Activity Centre" image={campusScenes.roboticsBench}>
        <p>
          The {CAMPUS.clubs} clubs and societies of the Student Activity Centre cover coding, robotics, entrepreneurship,
          quizzing, music, dance, drama, Bihu, photography, literature and more; {clubsWithPages} of them have their own pages
          on this site.
        </p>
        <p>
          <Link className="button button--secondary" to="/club">
            Find a club
          </Link>
        </p>
      </MediaSection>

      <section className="callout" aria-labelledby="antiragging-heading">
        <h2 id="antiragging-heading">A ragging-free campus</h2>
        <p>
          Ragging is a crime and is not tolerated at the college. An anti-ragging committee and squad watch over hostels and
          campus, and any student can ask for help at any hour.
        </p>
        <p>
          <Link to="/antiragging">Anti-ragging policy, committee and 24x7 helpline</Link>
        </p>
      </section>

      <section aria-labelledby="facilities-heading">
        <h2 id="facilities-heading">Facilities</h2>
        <ul className="card-grid facility-grid">
          {facilities.map((f) => (
            <li key={f.name} className="card">
              <h3>{'to' in f ? <Link to={f.to}>{f.name}</Link> : f.name}</h3>
              <p>{f.detail}</p>
            </li>
          ))}
        </ul>
      </section>

      <MediaSection id="culture" title="Art and culture" image={campusScenes.bihuStage}>
        <p>
          Bihu in spring, music nights, plays in Assamese and English, a college magazine and a wall magazine in every hostel:
          students from all over the north-east bring their songs, dances and festivals to the campus.
        </p>
      </MediaSection>

      <MediaSection id="sports" title="Sports" image={campusScenes.playground} reverse>
        <p>
          The campus has fields for football and cricket, courts for volleyball, basketball and badminton, and a gymnasium.
          Hostels compete in the inter-hostel meet every winter, and college teams play in inter-college tournaments across
          Assam.
        </p>
      </MediaSection>

      <section aria-labelledby="events-heading">
        <h2 id="events-heading">Major events of the year</h2>
        <ul className="entry-list entry-list--grid">
          {majorEvents.map((e) => (
            <li key={e.name} className="entry-list__item">
              <h3>{e.name}</h3>
              <p className="entry-list__meta">{e.when}</p>
              <p>{e.detail}</p>
            </li>
          ))}
        </ul>
        <p>
          Dates of this year’s events are announced on the <Link to="/events">events page</Link>.
        </p>
      </section>

      <section aria-labelledby="campus-gallery-heading">
        <h2 id="campus-gallery-heading">Campus gallery</h2>
        <Gallery images={gallery} label="Campus gallery" />
        <SampleNote>The pictures are sample illustrations until the college adds its photographs.</SampleNote>
      </section>
    </div>
  );
}
