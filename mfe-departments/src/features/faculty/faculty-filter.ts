import type { FacultyRecord } from '@aec/contracts';
import { departments } from '../../data/departments';

export interface FacultyGroup {
  code: string;
  /** The department's English name, or the code as the list has it for one this site does not know (`known` false). */
  name: string;
  known: boolean;
  records: FacultyRecord[];
}

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The /all-faculty tables: the list filtered by department ('' for all) and by a case-insensitive
 * part of the name, grouped per department in the order of the departments page. Codes we do not
 * know still get a table of their own, so nobody in the list is dropped.
 */
export function groupFaculty(list: FacultyRecord[], department: string, nameQuery: string): FacultyGroup[] {
  const query = normalise(nameQuery);
  const matches = list.filter((r) => (!department || r.dept_code === department) && (!query || normalise(r.name).includes(query)));
  const known = departments.map((d) => ({ code: d.dept_code, name: d.name, known: true }));
  const unknown = [...new Set(matches.map((r) => r.dept_code))]
    .filter((code) => !known.some((k) => k.code === code))
    .map((code) => ({ code, name: code.toUpperCase(), known: false }));
  return [...known, ...unknown]
    .map(({ code, name, known: isKnown }) => ({
      code,
      name,
      known: isKnown,
      records: matches.filter((r) => r.dept_code === code).sort((a, b) => a.sl_no - b.sl_no),
    }))
    .filter((group) => group.records.length > 0);
}
