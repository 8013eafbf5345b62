/** Programmes and intake (docs/product/figures.md). Intake figures are the college's; start years it does not give are left out. */
export interface Programme {
  name: string;
  level: 'B.E.' | 'M.E.' | 'MCA' | 'Ph.D.';
  department: string;
  departmentId: string;
  intake: number | null;
  since?: string;
}

export const programmes: Programme[] = [
  { name: 'Civil Engineering', level: 'B.E.', department: 'Civil Engineering', departmentId: 'civil', intake: 90, since: '1955' },
  { name: 'Mechanical Engineering', level: 'B.E.', department: 'Mechanical Engineering', departmentId: 'mechanical', intake: 60, since: '1957' },
  { name: 'Electrical Engineering', level: 'B.E.', department: 'Electrical Engineering', departmentId: 'electrical', intake: 90, since: '1957' },
  { name: 'Chemical Engineering', level: 'B.E.', department: 'Chemical Engineering', departmentId: 'chemical', intake: 60, since: '1963' },
  { name: 'Electronics and Telecommunication Engineering', level: 'B.E.', department: 'Electronics and Telecommunication Engineering', departmentId: 'ete', intake: 60, since: '1983' },
  { name: 'Computer Science and Engineering', level: 'B.E.', department: 'Computer Science and Engineering', departmentId: 'cse', intake: 20, since: '1998' },
  { name: 'Instrumentation Engineering', level: 'B.E.', department: 'Instrumentation Engineering', departmentId: 'ins', intake: 20, since: '1998' },
  { name: 'Industrial and Production Engineering', level: 'B.E.', department: 'Industrial and Production Engineering', departmentId: 'ipe', intake: 20 },
  { name: 'Structural Engineering', level: 'M.E.', department: 'Civil Engineering', departmentId: 'civil', intake: 18, since: '1976' },
  { name: 'Geotechnical Engineering', level: 'M.E.', department: 'Civil Engineering', departmentId: 'civil', intake: 18, since: '1988' },
  { name: 'Power Systems', level: 'M.E.', department: 'Electrical Engineering', departmentId: 'electrical', intake: 18, since: '2003' },
  { name: 'Thermal Engineering (sample)', level: 'M.E.', department: 'Mechanical Engineering', departmentId: 'mechanical', intake: 18 },
  { name: 'Master of Computer Applications', level: 'MCA', department: 'Computer Applications', departmentId: 'mca', intake: 30, since: '1990' },
  { name: 'Doctoral research in engineering and the sciences', level: 'Ph.D.', department: 'All departments', departmentId: '', intake: null },
];

export const undergraduateIntake = programmes.filter((p) => p.level === 'B.E.').reduce((sum, p) => sum + (p.intake ?? 0), 0);
