import { Link } from 'react-router';
import { LiteImage, PdfViewer } from '@aec/ui';
import { DocumentList } from '../../components/document-link';
import { ExternalLink } from '../../components/external-link';
import { FactFigures, InstitutionalPage, PageSection } from '../../components/institutional-page';
import { documents } from '../../data/documents';

function AntiRaggingPage() {
  return (
    <InstitutionalPage>
      <aside className="helpline" aria-labelledby="helpline-title">
        <h2 id="helpline-title">Anti-ragging helpline: 24x7, toll-free</h2>
        <p className="helpline__number">
          <a href="tel:18001805522">1800-180-5522</a>
        </p>
        <p>
          Or email <a href="mailto:helpline@antiragging.in">helpline@antiragging.in</a>. In the college, tell any member of the anti-ragging squad, your warden,
          or the Dean of Students’ Affairs. You do not have to give your name.
        </p>
      </aside>
      <PageSection title="Our policy">
        <div className="prose">
          <p>
            Ragging in any form is banned at Assam Engineering College, on the campus and off it: in the hostels, classrooms, buses, canteen and online. Ragging
            means any act that causes a student physical or mental harm, fear or shame, including teasing, abuse, forcing a student to do something against
            their will, and exclusion.
          </p>
          <p>
            Under the regulations of the University Grants Commission and the All India Council for Technical Education, a student found guilty may be
            suspended, expelled, barred from examinations or hostels, and reported to the police. Ragging is also an offence under the Assam Prohibition of
            Ragging Act, 1998.
          </p>
        </div>
      </PageSection>
      <PageSection title="Undertaking">
        <p className="prose">Every student and a parent sign the anti-ragging undertaking at admission, and also submit it online at the national portal.</p>
        <DocumentList items={[documents.undertakingForm]} />
        <p>
          <ExternalLink href="https://www.antiragging.in/">National anti-ragging portal</ExternalLink>
        </p>
      </PageSection>
      <PageSection title="Committees">
        <DocumentList items={[documents.antiRaggingCommitteeAndSquad2025, documents.antiRaggingMonitoringCell2025]} />
        <p>
          <Link to="/governance">All committees of the college</Link>
        </p>
      </PageSection>
    </InstitutionalPage>
  );
}

function CosvardPage() {
  return (
    <InstitutionalPage>
      <div className="prose">
        <p>
          COSVARD 2018 brought engineers, planners and village leaders to the college to share technology for rural water supply, energy, roads, health and
          livelihoods. The conference is over; its documents stay here for the record.
        </p>
      </div>
      <PageSection title="Registration">
        <p className="prose">
          Registration closed in 2018. The registration page of the conference was:{' '}
          <ExternalLink href="https://cosvard2018.aec.ac.in/registration">COSVARD 2018 registration (sample address)</ExternalLink>
        </p>
      </PageSection>
      <PageSection title="Downloads">
        <DocumentList items={[documents.cosvard2018Brochure, documents.cosvard2018CallForPapers]} />
      </PageSection>
      <PageSection title="The conference brochure">
        <PdfViewer src={documents.cosvard2018Brochure.path} title="COSVARD 2018 conference brochure" maxWidth={760} />
      </PageSection>
    </InstitutionalPage>
  );
}

function AmePage() {
  return (
    <InstitutionalPage>
      <FactFigures
        figures={[
          { value: '400', label: 'words at most in an abstract' },
          { value: 'Rs 0', label: 'registration fee' },
        ]}
      />
      <div className="prose">
        <p>
          The Department of Mechanical Engineering invites abstracts on design and manufacturing, thermal and fluid engineering, materials, robotics and
          automation, and energy. Send your abstract, in the template below, to <a href="mailto:ame@aec.ac.in">ame@aec.ac.in</a> (sample address). There is no
          registration fee for authors or listeners.
        </p>
      </div>
      <PageSection title="Downloads">
        <DocumentList items={[documents.ameBrochure, documents.ameAbstractTemplate]} />
      </PageSection>
    </InstitutionalPage>
  );
}

const TIRANGA_AGENDA = [
  { time: '8:00 AM', item: 'Flag hoisting at the main building by the Principal, and the national anthem' },
  { time: '8:30 AM', item: 'Tiranga rally of students and staff from the main gate to the hostels' },
  { time: '10:30 AM', item: 'Flags distributed to every hostel and to the staff quarters' },
  { time: '11:30 AM', item: 'Quiz and essay competition on the freedom movement in Assam, in the seminar hall' },
  { time: '4:00 PM', item: 'Cultural programme and prize-giving in the auditorium' },
];

const TIRANGA_PHOTOS = [
  { src: '/har-ghar-tiranga-1.svg', alt: 'The tricolour raised at the main building, students standing in front', caption: 'Flag hoisting, 8:00 AM' },
  { src: '/har-ghar-tiranga-2.svg', alt: 'A hostel with a tricolour at every window', caption: 'The hostels, 13 to 15 August' },
  { src: '/har-ghar-tiranga-3.svg', alt: 'Students walking in the Tiranga rally, each with a flag', caption: 'Tiranga rally, 8:30 AM' },
];

function HarGharTirangaPage() {
  return (
    <InstitutionalPage>
      <p className="prose">
        <span lang="hi">हर घर तिरंगा</span> (a tricolour in every home): the college joined the national campaign with flags on every building and hostel from 13
        to 15 August (sample programme).
      </p>
      <PageSection title="Agenda, 13 August">
        <div className="table-scroll" role="region" aria-label="Agenda" tabIndex={0}>
          <table className="data data--fit">
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Programme</th>
              </tr>
            </thead>
            <tbody>
              {TIRANGA_AGENDA.map((row) => (
                <tr key={row.time}>
                  <th scope="row">{row.time}</th>
                  <td>{row.item}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </PageSection>
      <PageSection title="Photographs">
        <ul className="photo-grid">
          {TIRANGA_PHOTOS.map((photo) => (
            <li key={photo.src}>
              <figure>
                <LiteImage src={photo.src} alt={`${photo.alt} (sample illustration)`} width={640} height={360} loading="lazy" decoding="async" />
                <figcaption>{photo.caption}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </PageSection>
    </InstitutionalPage>
  );
}

export const pages = {
  '/antiragging': AntiRaggingPage,
  '/cosvard': CosvardPage,
  '/ame': AmePage,
  '/har-ghar-tiranga': HarGharTirangaPage,
};
