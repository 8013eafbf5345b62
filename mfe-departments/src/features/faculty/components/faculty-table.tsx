import type { FacultyGroup } from '../faculty-filter';

export function FacultyTable({ group }: { group: FacultyGroup }) {
  const id = `faculty-${group.code}`;
  return (
    <section aria-labelledby={id} className="faculty-group">
      <h2 id={id}>{group.name}</h2>
      <div className="table-scroll" role="region" aria-labelledby={id} tabIndex={0}>
        <table className="data faculty-table">
          <thead>
            <tr>
              <th scope="col">Sl. No.</th>
              <th scope="col">Name</th>
              <th scope="col">Designation</th>
              <th scope="col">Qualification</th>
              <th scope="col">Appointment</th>
              <th scope="col">Date of appointment</th>
              <th scope="col">Years of service</th>
              <th scope="col">Remarks</th>
            </tr>
          </thead>
          <tbody>
            {group.records.map((r) => (
              <tr key={`${r.sl_no}-${r.name}`}>
                <td>{r.sl_no}</td>
                <th scope="row">{r.name}</th>
                <td>{r.designation}</td>
                <td>{r.qualification}</td>
                <td>{r.appointment_type}</td>
                <td className="nowrap">{r.appointment_date}</td>
                <td>{r.year_of_service}</td>
                <td>{r.remarks || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
