import type { Department } from '../../../data/departments';
import { DepartmentPageHeader } from './department-page-header';
import { NotPublished } from './not-published';

export function DepartmentProgrammes({ department }: { department: Department }) {
  return (
    <article>
      <DepartmentPageHeader department={department} page="programmes" title="Programmes" />
      {department.programmes.length ? (
        <div className="table-scroll" role="region" aria-labelledby="programmes-caption" tabIndex={0}>
          <table className="data">
            <caption id="programmes-caption" className="visually-hidden">Programmes offered by the Department of {department.name}</caption>
            <thead>
              <tr>
                <th scope="col">Programme</th>
                <th scope="col">Level</th>
                <th scope="col">Duration</th>
                <th scope="col">Seats per year</th>
                <th scope="col">Since</th>
              </tr>
            </thead>
            <tbody>
              {department.programmes.map((p) => (
                <tr key={p.name}>
                  <th scope="row">{p.name}</th>
                  <td>{p.level}</td>
                  <td>{p.duration}</td>
                  <td>{p.intake}</td>
                  <td>{p.since ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <NotPublished department={department} what="programmes of its own" />
      )}
    </article>
  );
}
