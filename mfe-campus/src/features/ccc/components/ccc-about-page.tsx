import { CampusPageHeader } from '../../../head/campus-page-header';
import { cccBreadcrumbs, cccContact } from '../ccc-data';
import { SampleNote } from '@aec/ui';

export function CccAboutPage() {
  return (
    <>
      <CampusPageHeader
        title="About the Central Computing Centre"
        lead="A shared computing facility for the whole college."
        description="The Central Computing Centre of Assam Engineering College: its laboratories, server room, campus network and Wi-Fi, and the people who run them."
        breadcrumbs={cccBreadcrumbs({ name: 'About us', path: '/ccc/aboutus' })}
      />
      <div className="prose">
        <p>
          The Central Computing Centre began as a single room of terminals shared by all departments and has grown into the
          college’s computing and network service. It runs the laboratories where first-year students of every branch learn
          programming, keeps the campus network and Wi-Fi working, and looks after the college’s servers and e-mail.
        </p>
        <h2>Facilities</h2>
        <ul className="tick-list">
          <li>Two air-conditioned laboratories with 120 computers in all, projectors and a teacher’s console (sample figures)</li>
          <li>A server room with power back-up for the website, e-mail and the library’s e-book server</li>
          <li>A fibre backbone to every academic block and hostel, with Wi-Fi access points across the campus</li>
          <li>A seminar room for training courses and online examinations</li>
        </ul>
        <h2>People</h2>
        <p>
          The centre is led by {cccContact.head}, with a system administrator, a network engineer and two laboratory
          assistants (sample).
        </p>
      </div>
      <SampleNote>Figures and names marked sample are placeholders the college will replace.</SampleNote>
    </>
  );
}
