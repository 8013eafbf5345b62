import { Link } from 'react-router';
import { useT, VideoList, videosUrl } from '@aec/ui';
import { DocumentLink, DocumentList } from '../../components/document-link';
import { InstitutionalPage, PageSection } from '../../components/institutional-page';
import { documents } from '../../data/documents';
import { anthemVerses, magazineIssues, resourceSections } from '../../data/resources';
import { SHELL_NAMESPACE } from '../../messages/catalogue';

function ResourcesPage() {
  return (
    <InstitutionalPage>
      <ul className="link-cards">
        {resourceSections.map((section) => (
          <li key={section.to}>
            <Link className="card" to={section.to}>
              <strong>{section.title}</strong>
              <span>{section.text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <PageSection title="Academic documents">
        <DocumentList items={[documents.academicCalendar202526, documents.holidayList2026, documents.classTimetableOddSemester2025]} />
      </PageSection>
    </InstitutionalPage>
  );
}

function AnthemPage() {
  return (
    <InstitutionalPage>
      <figure className="anthem">
        {anthemVerses.map((verse, index) => (
          <p key={index}>
            {verse.map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
          </p>
        ))}
        <figcaption>Sample words, to be replaced by the college’s anthem.</figcaption>
      </figure>
    </InstitutionalPage>
  );
}

function VideosPage() {
  const t = useT(SHELL_NAMESPACE);
  return (
    <InstitutionalPage>
      <VideoList url={videosUrl('resources')} empty={<p>{t('resources.noVideos')}</p>} />
    </InstitutionalPage>
  );
}

function MagazinePage() {
  return (
    <InstitutionalPage>
      <ul className="magazine-grid">
        {magazineIssues.map((issue) => (
          <li key={issue.year} className="card magazine-card">
            <div className="magazine-card__cover" aria-hidden="true">
              <span>Abhiyanta</span>
              <strong>{issue.year}</strong>
            </div>
            <h2>
              {issue.year}: {issue.theme}
            </h2>
            <DocumentLink document={issue.document} label={`Read Abhiyanta ${issue.year}`} />
          </li>
        ))}
      </ul>
    </InstitutionalPage>
  );
}

function FeedbackPage() {
  return (
    <InstitutionalPage>
      <p className="prose">
        Print the form, fill it in and drop it in the feedback box of your department. Forms are anonymous; the internal quality assurance cell reads every one
        and reports what it changed at the end of the semester.
      </p>
      <PageSection title="Students">
        <DocumentList items={[documents.studentFeedbackForm]} />
      </PageSection>
      <PageSection title="Faculty">
        <DocumentList items={[documents.facultyFeedbackForm]} />
      </PageSection>
    </InstitutionalPage>
  );
}

function BrochurePage() {
  return (
    <InstitutionalPage>
      <p className="prose">
        <DocumentLink document={documents.collegeBrochure2025} />
      </p>
      <ul className="prose">
        <li>Founded 1955; eight engineering branches; 2000+ students; 100+ faculty; faculty to student ratio 1:16.</li>
        <li>400+ acres at Jalukbari, Guwahati; nine hostels; nineteen clubs; a library of over 64000 books.</li>
        <li>On National Highway 27, 14 km from Guwahati railway station and 20 km from the airport; city buses stop at the gate.</li>
      </ul>
      <PageSection title="For applicants">
        <DocumentList items={[documents.admissionBrochure2025, documents.collegeProspectus202526]} />
      </PageSection>
    </InstitutionalPage>
  );
}

function MentorPage() {
  return (
    <InstitutionalPage>
      <div className="prose">
        <p>
          Every student has a teacher as mentor from the first semester to the last, with about twenty mentees to a mentor. Mentors meet their mentees at least
          twice a semester, in a group and one to one, and help with studies, attendance, health, money and careers. What you tell your mentor stays between
          you, unless someone is at risk of harm.
        </p>
        <p>You may ask the head of your department for a different mentor at any time.</p>
      </div>
      <PageSection title="Guidelines and forms">
        <DocumentList items={[documents.mentorMenteeGuidelines, documents.menteeRecordForm, documents.mentorSemesterReport]} />
      </PageSection>
    </InstitutionalPage>
  );
}

export const pages = {
  '/resources': ResourcesPage,
  '/resources/anthem': AnthemPage,
  '/resources/videos': VideosPage,
  '/resources/magazine': MagazinePage,
  '/resources/feedback': FeedbackPage,
  '/resources/brochure': BrochurePage,
  '/resources/mentor': MentorPage,
};
