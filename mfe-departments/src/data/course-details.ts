import { departmentFacts } from '@aec/contracts';
import { syllabusPath } from './department-documents';
import { findDepartment } from './departments';

/** docs/product/departments.md Course detail: one syllabus card per department and semester. */
export interface CourseDetail {
  id: string;
  dept_id: number;
  dept_code: string;
  semester: number;
  title: string;
  filepath: string;
}

const ORDINALS = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th'];
export const semesterName = (semester: number) => `${ORDINALS[semester - 1] ?? `${semester}th`} Semester`;

export function courseDetailsOf(code: string): CourseDetail[] {
  const department = findDepartment(code);
  if (!department) return [];
  // How many semesters publish a syllabus is a shared fact (@aec/contracts DEPARTMENTS): the API generates those PDFs.
  return Array.from({ length: departmentFacts(code)?.syllabusSemesters ?? 0 }, (_, i) => ({
    id: `${code}-${i + 1}`,
    dept_id: department.dept_id,
    dept_code: code,
    semester: i + 1,
    title: semesterName(i + 1),
    filepath: syllabusPath(code, i + 1),
  }));
}
