import { useDateFormats } from '@aec/ui';
import { useEnglishLang } from '../../../i18n/in-english';
import { useDepartmentsT } from '../../../messages/catalogue';
import type { FacultyGroup } from '../faculty-filter';

export function FacultyTable({ group }: { group: FacultyGroup }) {
  const t = useDepartmentsT();
  const { digits } = useDateFormats();
  // The list's own words (names, designations, degrees, remarks) are English, marked so on other pages.
  const lang = useEnglishLang();
  const id = `faculty-${group.code}`;
  // A department we know by its name in the page's language; a code we do not, as the list has it.
  const name = group.known ? t(`names.${group.code}`) : group.name;
  return (
    <section aria-labelledby={id} className="faculty-group">
      <h2 id={id}>{name}</h2>
      <div className="table-scroll" role="region" aria-labelledby={id} tabIndex={0}>
        <table className="data faculty-table">
          <thead>
            <tr>
              <th scope="col">{t('allFaculty.slNo')}</th>
              <th scope="col">{t('allFaculty.name')}</th>
              <th scope="col">{t('allFaculty.designation')}</th>
              <th scope="col">{t('allFaculty.qualification')}</th>
              <th scope="col">{t('allFaculty.appointment')}</th>
              <th scope="col">{t('allFaculty.appointmentDate')}</th>
              <th scope="col">{t('allFaculty.years')}</th>
              <th scope="col">{t('allFaculty.remarks')}</th>
            </tr>
          </thead>
          <tbody>
            {group.records.map((r) => (
              <tr key={`${r.sl_no}-${r.name}`}>
                <td>{digits(r.sl_no)}</td>
                <th scope="row" lang={lang}>
                  {r.name}
                </th>
                <td lang={lang}>{r.designation}</td>
                <td lang={lang}>{r.qualification}</td>
                <td lang={lang}>{r.appointment_type}</td>
                <td className="nowrap">{digits(r.appointment_date)}</td>
                <td>{digits(r.year_of_service)}</td>
                {r.remarks ? <td lang={lang}>{r.remarks}</td> : <td>{t('common.none')}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
