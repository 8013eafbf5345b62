import { useState } from 'react';
import { DownloadButton, PdfViewer } from '@aec/ui';
import { departmentStats } from '../../../data/department-stats';
import type { Department } from '../../../data/departments';
import { useDepartmentFaculty } from '../api/use-department-faculty';
import { useDepartmentPageHead } from './department-page-header';
import { DepartmentSampleNote } from './department-sample-note';
import { InitialsAvatar } from './initials-avatar';

export function DepartmentHome({ department }: { department: Department }) {
  useDepartmentPageHead(department, 'home');
  const stats = departmentStats(department);
  const faculty = useDepartmentFaculty(department.dept_code);
  // The head's message is a part of the page, not its point: it shows once the list is there, and not on a failure.
  const head = faculty.data?.find((member) => member.is_hod === '1');
  return (
    <article className="dept-home">
      <header className="dept-banner">
        <h1>{department.name}</h1>
        <p>{department.banner}</p>
      </header>
      {stats.length > 0 && (
        <dl className="dept-stats" aria-label="The department in figures">
          {stats.map((stat) => (
            <div key={stat.key} className="dept-stats__item" data-stat={stat.key}>
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {department.eventNotice && (
        <section className="dept-event-notice" aria-labelledby="event-notice-title">
          <p className="dept-event-notice__kicker">Event notification</p>
          <h2 id="event-notice-title">{department.eventNotice.title}</h2>
          <p>
            <strong>{department.eventNotice.when}.</strong> {department.eventNotice.text}
          </p>
          <div className="button-row">
            <DownloadButton href={department.eventNotice.schedule.path} label="Schedule (PDF)" variant="primary" />
            <DownloadButton href={department.eventNotice.brochure.path} label="Brochure (PDF)" />
          </div>
        </section>
      )}
      <section aria-labelledby="about-title">
        <h2 id="about-title">About the department</h2>
        {department.description.map((paragraph) => (
          <p key={paragraph.slice(0, 40)} className="prose">
            {paragraph}
          </p>
        ))}
      </section>
      {department.publications && <Publications publications={department.publications} />}
      {head && (
        <section className="dept-hod" aria-labelledby="hod-title">
          <h2 id="hod-title">From the Head of the Department</h2>
          <div className="dept-hod__body">
            <InitialsAvatar name={head.emp_name} photo={department.hod_image || head.emp_dp} />
            <div>
              <p className="prose">{department.hod_text}</p>
              <p className="dept-hod__name">
                <strong>{head.emp_name}</strong>
                <br />
                {head.emp_designation}
              </p>
            </div>
          </div>
        </section>
      )}
      <DepartmentSampleNote />
    </article>
  );
}

/** The department's recent publications; the digest opens in our own viewer on request, so pdf.js loads only then. */
function Publications({ publications }: { publications: NonNullable<Department['publications']> }) {
  const [showDigest, setShowDigest] = useState(false);
  return (
    <section aria-labelledby="publications-title">
      <h2 id="publications-title">Recent publications</h2>
      <ul className="publication-list">
        {publications.items.map((p) => (
          <li key={p.title}>
            <span className="publication-list__title">{p.title}</span>
            <span>
              {p.authors}. <em>{p.venue}</em>, {p.year}.
            </span>
          </li>
        ))}
      </ul>
      {showDigest ? (
        <PdfViewer src={publications.digest.path} title={publications.digest.title} />
      ) : (
        <div className="button-row">
          <button type="button" className="button button--secondary" onClick={() => setShowDigest(true)}>
            Read the {publications.digest.title} here
          </button>
          <DownloadButton href={publications.digest.path} label={`Download the ${publications.digest.title} (PDF)`} />
        </div>
      )}
    </section>
  );
}
