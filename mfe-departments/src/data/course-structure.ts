/**
 * docs/product/departments.md Course structure per semester: how much of each semester's total marks is carried into the
 * final result. Lateral-entry students join in the 3rd semester, so their 3rd semester carries 40%
 * (the 10% + 10% + 20% of the first three semesters of a regular student). Total marks are samples.
 */
export interface CourseSemester {
  semester: number;
  total_marks: number;
  /** Percent of the total carried over, regular (normal) students. */
  weight_n: number;
  /** Percent carried over for lateral-entry students; null for semesters they do not take. */
  weight_l: number | null;
}

export const COURSE_STRUCTURE: CourseSemester[] = [
  { semester: 1, total_marks: 900, weight_n: 10, weight_l: null },
  { semester: 2, total_marks: 900, weight_n: 10, weight_l: null },
  { semester: 3, total_marks: 1000, weight_n: 20, weight_l: 40 },
  { semester: 4, total_marks: 1000, weight_n: 20, weight_l: 20 },
  { semester: 5, total_marks: 1000, weight_n: 70, weight_l: 70 },
  { semester: 6, total_marks: 1000, weight_n: 70, weight_l: 70 },
  { semester: 7, total_marks: 900, weight_n: 100, weight_l: 100 },
  { semester: 8, total_marks: 800, weight_n: 100, weight_l: 100 },
];

export interface CourseStructureRow extends CourseSemester {
  carried_n: number;
  carried_l: number | null;
  cumulative_n: number;
  cumulative_l: number | null;
}

/** Marks carried over per semester and their running totals: computed here, never typed into the table. */
export function withCarriedMarks(semesters: CourseSemester[]): CourseStructureRow[] {
  let cumulativeN = 0;
  let cumulativeL: number | null = null;
  return semesters.map((s) => {
    const carried_n = (s.total_marks * s.weight_n) / 100;
    const carried_l = s.weight_l === null ? null : (s.total_marks * s.weight_l) / 100;
    cumulativeN += carried_n;
    if (carried_l !== null) cumulativeL = (cumulativeL ?? 0) + carried_l;
    return { ...s, carried_n, carried_l, cumulative_n: cumulativeN, cumulative_l: carried_l === null ? null : cumulativeL };
  });
}
