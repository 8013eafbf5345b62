/** The thirteen departments (docs/product/departments.md: codes and ids; 6 is cse, 12 and 13 ours), as the API's sample data names them. */
export const departments: ReadonlyArray<{ id: number; code: string; name: string }> = [
  { id: 1, code: 'civil', name: 'Civil Engineering' },
  { id: 2, code: 'mechanical', name: 'Mechanical Engineering' },
  { id: 3, code: 'electrical', name: 'Electrical Engineering' },
  { id: 4, code: 'chemical', name: 'Chemical Engineering' },
  { id: 5, code: 'ete', name: 'Electronics and Telecommunication Engineering' },
  { id: 6, code: 'cse', name: 'Computer Science and Engineering' },
  { id: 12, code: 'ipe', name: 'Industrial and Production Engineering' },
  { id: 13, code: 'ins', name: 'Instrumentation Engineering' },
  { id: 7, code: 'physics', name: 'Physics' },
  { id: 8, code: 'chemistry', name: 'Chemistry' },
  { id: 9, code: 'maths', name: 'Mathematics' },
  { id: 10, code: 'humanities', name: 'Humanities and Social Sciences' },
  { id: 11, code: 'mca', name: 'Computer Applications' },
];

export const departmentByCode = (code: string) => departments.find((d) => d.code === code);
