import { Link } from 'react-router';
import { FactFigures, InstitutionalPage, PageSection } from '../../components/institutional-page';
import { programmes } from '../../data/programmes';

function AcademicsPage() {
  return (
    <InstitutionalPage>
      <FactFigures
        figures={[
          { value: '1:16', label: 'faculty to student ratio' },
          { value: '100+', label: 'faculty members' },
          { value: '2000+', label: 'students' },
        ]}
      />
      <PageSection title="Undergraduate">
        <p className="prose">
          The four-year Bachelor of Engineering is offered in eight branches, with 420 seats a year. The first year is common to all branches: mathematics,
          physics, chemistry, programming, engineering drawing and workshop practice. From the third semester each student follows the course of a branch, with
          electives and a project in the final year. <Link to="/undergraduate">Undergraduate programmes</Link>
        </p>
      </PageSection>
      <PageSection title="Postgraduate">
        <p className="prose">
          Four Master of Engineering programmes (18 seats each) and the Master of Computer Applications (30 seats) admit graduates through national and state
          examinations. Every department also guides doctoral research. <Link to="/all-programmes">All programmes</Link>
        </p>
      </PageSection>
      <PageSection title="Classrooms">
        <p className="prose">
          Lectures are held in 48 classrooms and 16 tutorial rooms, most with projectors; four seminar halls host guest lectures and project presentations.
          Classes run from 9:30 AM to 4:30 PM, Monday to Friday.
        </p>
      </PageSection>
      <PageSection title="Laboratories">
        <p className="prose">
          Ninety-two laboratories and six workshops, from the strength-of-materials and hydraulics laboratories of civil engineering to the power-systems,
          process-control and networking laboratories of the newer branches. The central computing centre is open to every student.
        </p>
      </PageSection>
      <PageSection title="Training and placement">
        <p className="prose">
          The Training and Placement Cell arranges summer training in industry after the sixth semester, invites recruiters to the campus, and prepares students
          for interviews with mock tests and talks by alumni. <Link to="/placement-data">Placement records</Link>
        </p>
      </PageSection>
      <PageSection title="Departments and schools">
        <ul className="link-cards">
          <li>
            <Link className="card" to="/departments">
              <strong>Departments</strong>
              <span>Eight engineering departments, three of science, humanities and computer applications.</span>
            </Link>
          </li>
          <li>
            <Link className="card" to="/schools">
              <strong>Schools</strong>
              <span>Engineering, Science, Humanities and Computer Application.</span>
            </Link>
          </li>
        </ul>
      </PageSection>
    </InstitutionalPage>
  );
}

function AllProgrammesPage() {
  return (
    <InstitutionalPage>
      <div className="table-scroll" role="region" aria-label="Programmes and intake" tabIndex={0}>
        <table className="data">
          <caption className="visually-hidden">Programmes of the college with level, department, intake and year started</caption>
          <thead>
            <tr>
              <th scope="col">Programme</th>
              <th scope="col">Level</th>
              <th scope="col">Department</th>
              <th scope="col">Seats a year</th>
              <th scope="col">Since</th>
            </tr>
          </thead>
          <tbody>
            {programmes.map((programme) => (
              <tr key={programme.level + programme.name}>
                <th scope="row">{programme.name}</th>
                <td>{programme.level}</td>
                <td>{programme.departmentId ? <Link to={`/department/${programme.departmentId}/home`}>{programme.department}</Link> : programme.department}</td>
                <td>{programme.intake ?? 'By vacancy'}</td>
                <td>{programme.since ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="prose note">
        Mechanical engineering admits 60 students a year; some older leaflets give 90. The undergraduate intake is 420 a year in all (often written as 400+).
      </p>
    </InstitutionalPage>
  );
}

export const pages = {
  '/academics': AcademicsPage,
  '/all-programmes': AllProgrammesPage,
};
