/**
 * The thirteen departments' shared facts, in the college's order: the one source that the API's
 * sample data (seed, documents, faculty route), the shell's sitemap and mfe-departments read.
 * Each app keeps its own presentation (texts, menus, figures) beside its code.
 *
 * id: the old site gave 1–11 with 6 not shown; 6 is cse, and ipe and ins, which had no id, have 12
 * and 13 (docs/decisions/024-department-ids.md). No zod here: front ends import it at runtime.
 */
export interface DepartmentFacts {
  /** The department id the old API's branch_code names. */
  readonly id: number;
  /** The code in every address: /department/{code}/home, /api/departments/{code}/faculty. */
  readonly code: string;
  /** The English name, as the records write it ('Department of …' is added where a sentence needs it). */
  readonly name: string;
  /** Semesters the department publishes a syllabus for: B.E. departments eight, MCA four, the rest the semesters they teach every branch. */
  readonly syllabusSemesters: number;
  /** Accredited by the NBA: publishes faculty information, COs and POs, and a self-assessment report. */
  readonly accredited: boolean;
}

export const DEPARTMENTS = [
  { id: 1, code: 'civil', name: 'Civil Engineering', syllabusSemesters: 8, accredited: true },
  { id: 2, code: 'mechanical', name: 'Mechanical Engineering', syllabusSemesters: 8, accredited: true },
  { id: 3, code: 'electrical', name: 'Electrical Engineering', syllabusSemesters: 8, accredited: true },
  { id: 4, code: 'chemical', name: 'Chemical Engineering', syllabusSemesters: 8, accredited: true },
  { id: 5, code: 'ete', name: 'Electronics and Telecommunication Engineering', syllabusSemesters: 8, accredited: false },
  { id: 6, code: 'cse', name: 'Computer Science and Engineering', syllabusSemesters: 8, accredited: false },
  { id: 12, code: 'ipe', name: 'Industrial and Production Engineering', syllabusSemesters: 8, accredited: false },
  { id: 13, code: 'ins', name: 'Instrumentation Engineering', syllabusSemesters: 8, accredited: false },
  { id: 7, code: 'physics', name: 'Physics', syllabusSemesters: 2, accredited: false },
  { id: 8, code: 'chemistry', name: 'Chemistry', syllabusSemesters: 2, accredited: false },
  { id: 9, code: 'maths', name: 'Mathematics', syllabusSemesters: 4, accredited: false },
  { id: 10, code: 'humanities', name: 'Humanities and Social Sciences', syllabusSemesters: 2, accredited: false },
  { id: 11, code: 'mca', name: 'Computer Applications', syllabusSemesters: 4, accredited: false },
] as const satisfies readonly DepartmentFacts[];

/** A department's code: the type that makes an app's per-department table name every department, and only those. */
export type DepartmentCode = (typeof DEPARTMENTS)[number]['code'];

/** The department with this code, or undefined for an unknown one. */
export const departmentFacts = (code: string): DepartmentFacts | undefined => DEPARTMENTS.find((d) => d.code === code);
