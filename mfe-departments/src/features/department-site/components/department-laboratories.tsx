import type { Department } from '../../../data/departments';
import { DepartmentPageHeader } from './department-page-header';
import { NotPublished } from './not-published';
import { DepartmentSampleNote } from './department-sample-note';

export function DepartmentLaboratories({ department }: { department: Department }) {
  return (
    <article>
      <DepartmentPageHeader department={department} page="laboratory" title="Laboratories" lead={department.lab_text || undefined} />
      {department.lab.length ? (
        <>
          <ul className="lab-list">
            {department.lab.map((lab) => (
              <li key={lab.name} className="card">
                <h2>{lab.name}</h2>
                <p>{lab.description}</p>
              </li>
            ))}
          </ul>
          <DepartmentSampleNote />
        </>
      ) : (
        <NotPublished department={department} what="a list of laboratories" />
      )}
    </article>
  );
}
