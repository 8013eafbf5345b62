import type { Department } from '../../../data/departments';
import { DepartmentPageHeader } from './department-page-header';
import { DepartmentSampleNote } from './department-sample-note';

export function DepartmentAbout({ department }: { department: Department }) {
  return (
    <article>
      <DepartmentPageHeader department={department} page="aboutus" title="About the Department" lead={department.description[0]} />
      <section aria-labelledby="vision-title">
        <h2 id="vision-title">Vision</h2>
        <p className="prose">{department.vision}</p>
      </section>
      <section aria-labelledby="mission-title">
        <h2 id="mission-title">Mission</h2>
        <ul className="prose">
          {department.mission.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      </section>
      {department.peos.length > 0 && (
        <section aria-labelledby="peos-title">
          <h2 id="peos-title">Programme Educational Objectives (PEOs)</h2>
          <ol className="prose">
            {department.peos.map((peo) => (
              <li key={peo}>{peo}</li>
            ))}
          </ol>
        </section>
      )}
      <DepartmentSampleNote />
    </article>
  );
}
