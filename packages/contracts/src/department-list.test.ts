import { DEPARTMENTS, departmentFacts } from './department-list';
import { DEPARTMENT_CODES, DEPARTMENT_IDS, DEPARTMENT_LABELS, DepartmentCodeSchema } from './staff-content';
import { DepartmentCodeParam } from './departments';

describe('the thirteen departments (one list for the API, the shell and mfe-departments)', () => {
  it('has thirteen departments, ids 1 to 13 and codes each once (docs/decisions/024-department-ids.md)', () => {
    expect(DEPARTMENTS).toHaveLength(13);
    expect(DEPARTMENTS.map((d) => d.id).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(new Set(DEPARTMENTS.map((d) => d.code)).size).toBe(13);
    expect(departmentFacts('cse')).toMatchObject({ id: 6, name: 'Computer Science and Engineering', syllabusSemesters: 8 });
    expect(departmentFacts('nowhere')).toBeUndefined();
  });

  it("every code is one the faculty route's parameter accepts", () => {
    expect(DEPARTMENTS.filter((d) => !DepartmentCodeParam.safeParse({ code: d.code }).success)).toEqual([]);
  });

  it('the accredited departments (SAR) are the four of the college, the syllabus semesters those of its B.E., MCA and first-year teaching', () => {
    expect(DEPARTMENTS.filter((d) => d.accredited).map((d) => d.code)).toEqual(['civil', 'mechanical', 'electrical', 'chemical']);
    expect(Object.fromEntries(DEPARTMENTS.filter((d) => d.syllabusSemesters !== 8).map((d) => [d.code, d.syllabusSemesters]))).toEqual({
      physics: 2,
      chemistry: 2,
      maths: 4,
      humanities: 2,
      mca: 4,
    });
  });

  it("the staff console's codes, ids and labels are the same list, the one name of each department", () => {
    expect(DEPARTMENT_CODES).toEqual(DEPARTMENTS.map((d) => d.code));
    expect(DEPARTMENTS.filter((d) => DEPARTMENT_IDS[d.code] !== d.id || DEPARTMENT_LABELS[d.code] !== d.name)).toEqual([]);
    expect(DEPARTMENT_LABELS.humanities).toBe('Humanities and Social Sciences');
    expect(DepartmentCodeSchema.safeParse('ins').success).toBe(true);
    expect(DepartmentCodeSchema.safeParse('nasa').success).toBe(false);
  });
});
