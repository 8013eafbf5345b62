import { useState } from 'react';
import { TextField } from '@aec/ui';
import type { StaffMember } from '../../../data/office-staff';

/** Case-insensitive match on name, designation or section (the site's search rule, SPEC §5). */
export function filterStaff(staff: StaffMember[], query: string): StaffMember[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return staff;
  return staff.filter((member) => {
    const text = `${member.name} ${member.designation} ${member.section}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** The office staff directory, searchable as you type. */
export function StaffDirectory({ staff }: { staff: StaffMember[] }) {
  const [query, setQuery] = useState('');
  const shown = filterStaff(staff, query);
  return (
    <section className="staff-directory" aria-labelledby="staff-directory-heading">
      <h2 id="staff-directory-heading">Office staff directory</h2>
      <p className="muted">Names, telephone numbers and email addresses on this page are samples, to be replaced by the college.</p>
      <TextField label="Search by name, designation or section" className="staff-directory__search" type="search" value={query} onChange={setQuery} autoComplete="off" />
      <p className="muted" role="status" aria-live="polite">
        {shown.length === staff.length ? `${staff.length} people` : `${shown.length} of ${staff.length} people match “${query.trim()}”`}
      </p>
      {shown.length === 0 ? (
        <p className="state state--empty">No one matches that search. Try a section such as “Accounts” or part of a name.</p>
      ) : (
        <table className="data staff-table">
          <caption className="visually-hidden">Office staff: name, designation, section, telephone and email</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Designation</th>
              <th scope="col">Section</th>
              <th scope="col">Telephone</th>
              <th scope="col">Email</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((member) => (
              <tr key={member.id}>
                <th scope="row" data-label="Name">
                  {member.name}
                </th>
                <td data-label="Designation">{member.designation}</td>
                <td data-label="Section">{member.section}</td>
                <td data-label="Telephone">
                  <a href={`tel:${member.phone.replace(/\s/g, '')}`}>{member.phone}</a>
                </td>
                <td data-label="Email">
                  <a href={`mailto:${member.email}`}>{member.email}</a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
