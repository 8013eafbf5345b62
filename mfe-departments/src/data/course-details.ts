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

/**
 * Semesters each department publishes a syllabus for: the B.E. departments all eight, MCA its four,
 * and the science and humanities departments the semesters in which they teach every branch.
 */
export const SYLLABUS_SEMESTERS: Record<string, number> = {
  civil: 8,
  mechanical: 8,
  electrical: 8,
  chemical: 8,
  ete: 8,
  cse: 8,
  ipe: 8,
  ins: 8,
  physics: 2,
  chemistry: 2,
  maths: 4,
  humanities: 2,
  mca: 4,
};

const ORDINALS = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th'];
export const semesterName = (semester: number) => `${ORDINALS[semester - 1] ?? `${semester}th`} Semester`;

export function courseDetailsOf(code: string): CourseDetail[] {
  const department = findDepartment(code);
  if (!department) return [];
  return Array.from({ length: SYLLABUS_SEMESTERS[code] ?? 0 }, (_, i) => ({
    id: `${code}-${i + 1}`,
    dept_id: department.dept_id,
    dept_code: code,
    semester: i + 1,
    title: semesterName(i + 1),
    filepath: syllabusPath(code, i + 1),
  }));
}
