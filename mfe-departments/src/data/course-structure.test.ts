import { COURSE_STRUCTURE, withCarriedMarks } from './course-structure';

describe('course structure', () => {
  it('has the weights of docs/product/departments.md: 10, 10, 20/40, 20/20, 70, 70, 100, 100', () => {
    expect(COURSE_STRUCTURE.map((s) => (s.weight_l === null || s.weight_l === s.weight_n ? `${s.weight_n}` : `${s.weight_n}/${s.weight_l}`))).toEqual([
      '10', '10', '20/40', '20', '70', '70', '100', '100',
    ]);
  });

  it('computes marks carried over and their running totals', () => {
    const rows = withCarriedMarks([
      { semester: 1, total_marks: 900, weight_n: 10, weight_l: null },
      { semester: 2, total_marks: 900, weight_n: 10, weight_l: null },
      { semester: 3, total_marks: 1000, weight_n: 20, weight_l: 40 },
      { semester: 4, total_marks: 1000, weight_n: 20, weight_l: 20 },
    ]);
    expect(rows.map((r) => [r.carried_n, r.carried_l, r.cumulative_n, r.cumulative_l])).toEqual([
      [90, null, 90, null],
      [90, null, 180, null],
      [200, 400, 380, 400],
      [200, 200, 580, 600],
    ]);
  });

  it('carries the same share of marks for regular and lateral-entry students over the whole course', () => {
    const uniform = COURSE_STRUCTURE.map((s) => ({ ...s, total_marks: 1000 }));
    const last = withCarriedMarks(uniform).at(-1)!;
    expect(last.cumulative_n).toBe(4000);
    expect(last.cumulative_l).toBe(4000);
  });
});
