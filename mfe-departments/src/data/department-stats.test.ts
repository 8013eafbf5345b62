import { departmentStats } from './department-stats';
import { findDepartment } from './departments';
import { englishT as t } from '../testing/english-t';

const statsOf = (code: string) => departmentStats(findDepartment(code)!).map((s) => `${t(s.label)}: ${s.value}`);

describe('department home figures', () => {
  it('shows all three for a department with an intake', () => {
    expect(statsOf('civil')).toEqual(['Established: 1955', 'Seats per year: 90', 'Student-to-faculty ratio: 4:1']);
  });

  it('leaves out seats and ratio when seats is N/A', () => {
    for (const code of ['physics', 'chemistry', 'maths', 'humanities']) expect(statsOf(code)).toEqual(['Established: 1955']);
  });

  it('shows no ratio for ete', () => {
    expect(statsOf('ete')).toEqual(['Established: 1983', 'Seats per year: 60']);
  });

  it('leaves out an unknown establishment year (ipe)', () => {
    expect(statsOf('ipe')).toEqual(['Seats per year: 20', 'Student-to-faculty ratio: 4:1']);
  });
});
