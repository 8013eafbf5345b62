import { useMemo, useState } from 'react';
import { TextField, useDateFormats, PersonName } from '@aec/ui';
import type { StaffMember } from '../../../data/office-staff';
import { useOfficeT } from '../../../messages/hooks';

/** A staff member as the page shows them: designation and section in the page's language, the name as the records write it. */
export function staffInWords(staff: StaffMember[], t: (key: string) => string): StaffMember[] {
  return staff.map((member) => ({ ...member, designation: t(member.designation), section: t(member.section) }));
}

/** Case-insensitive match on name, designation or section as shown (the site's search rule, docs/product/office-and-grievances.md). */
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
  const t = useOfficeT();
  const formats = useDateFormats();
  const [query, setQuery] = useState('');
  const people = useMemo(() => staffInWords(staff, t), [staff, t]);
  const shown = filterStaff(people, query);
  const total = formats.number(staff.length);
  const columns = {
    name: t('staff.columns.name'),
    designation: t('staff.columns.designation'),
    section: t('staff.columns.section'),
    telephone: t('staff.columns.telephone'),
    email: t('staff.columns.email'),
  };
  return (
    <section className="staff-directory" aria-labelledby="staff-directory-heading">
      <h2 id="staff-directory-heading">{t('staff.heading')}</h2>
      <p className="muted">{t('staff.samplesNote')}</p>
      <TextField label={t('staff.search')} className="staff-directory__search" type="search" value={query} onChange={setQuery} autoComplete="off" />
      <p className="muted" role="status" aria-live="polite">
        {shown.length === staff.length
          ? t('staff.count', { count: staff.length, number: total })
          : t('staff.matching', { shown: formats.number(shown.length), total, query: query.trim() })}
      </p>
      {shown.length === 0 ? (
        <p className="state state--empty">{t('staff.noMatch')}</p>
      ) : (
        <table className="data staff-table">
          <caption className="visually-hidden">{t('staff.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{columns.name}</th>
              <th scope="col">{columns.designation}</th>
              <th scope="col">{columns.section}</th>
              <th scope="col">{columns.telephone}</th>
              <th scope="col">{columns.email}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((member) => (
              <tr key={member.id}>
                <th scope="row" data-label={columns.name}>
                  <PersonName name={member.name} />
                </th>
                <td data-label={columns.designation}>{member.designation}</td>
                <td data-label={columns.section}>{member.section}</td>
                <td data-label={columns.telephone}>
                  <a href={`tel:${member.phone.replace(/\s/g, '')}`}>{member.phone}</a>
                </td>
                <td data-label={columns.email}>
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
