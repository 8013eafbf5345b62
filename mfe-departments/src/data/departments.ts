import type { MenuKind } from './department-menus';

/**
 * SPEC §3 Department record (figures of the §3 table). dept_id 6 is not shown in SPEC; we give it to
 * cse, the one department without an id. Descriptive texts are samples, to be replaced by the college.
 */
export interface Department {
  dept_id: number;
  dept_code: string;
  name: string;
  estd: string;
  seats: string;
  ratio: string;
  menu: MenuKind;
  /** Card on /departments: external department site (new tab), or our own /department/{code}/home. */
  externalSite?: string;
  school: 'Engineering' | 'Science' | 'Humanities' | 'Computer Application';
}

const dept = (d: Department) => d;

export const departments: Department[] = [
  dept({ dept_id: 1, dept_code: 'civil', name: 'Civil Engineering', estd: '1955', seats: '90', ratio: '4:1', menu: 'accredited', externalSite: 'https://civil.aec.ac.in/', school: 'Engineering' }),
  dept({ dept_id: 2, dept_code: 'mechanical', name: 'Mechanical Engineering', estd: '1957', seats: '60', ratio: '4:1', menu: 'accredited', externalSite: 'https://mechanical.aec.ac.in/', school: 'Engineering' }),
  dept({ dept_id: 3, dept_code: 'electrical', name: 'Electrical Engineering', estd: '1957', seats: '90', ratio: '18:1', menu: 'accredited', externalSite: 'https://electrical.aec.ac.in/', school: 'Engineering' }),
  dept({ dept_id: 4, dept_code: 'chemical', name: 'Chemical Engineering', estd: '1963', seats: '60', ratio: '4:1', menu: 'chemical', externalSite: 'https://chemical.aec.ac.in/', school: 'Engineering' }),
  dept({ dept_id: 5, dept_code: 'ete', name: 'Electronics and Telecommunication Engineering', estd: '1983', seats: '60', ratio: '17:1', menu: 'ete', externalSite: 'https://ete.aec.ac.in/', school: 'Engineering' }),
  dept({ dept_id: 6, dept_code: 'cse', name: 'Computer Science and Engineering', estd: '1998', seats: '20', ratio: '4:1', menu: 'cse', school: 'Engineering' }),
  dept({ dept_id: 12, dept_code: 'ipe', name: 'Industrial and Production Engineering', estd: '', seats: '20', ratio: '4:1', menu: 'basic', school: 'Engineering' }),
  dept({ dept_id: 13, dept_code: 'ins', name: 'Instrumentation Engineering', estd: '1998', seats: '20', ratio: '4:1', menu: 'basic', school: 'Engineering' }),
  dept({ dept_id: 7, dept_code: 'physics', name: 'Physics', estd: '1955', seats: 'N/A', ratio: 'N/A', menu: 'basic', externalSite: 'https://physics.aec.ac.in/', school: 'Science' }),
  dept({ dept_id: 8, dept_code: 'chemistry', name: 'Chemistry', estd: '1955', seats: 'N/A', ratio: 'N/A', menu: 'basic', school: 'Science' }),
  dept({ dept_id: 9, dept_code: 'maths', name: 'Mathematics', estd: '1955', seats: 'N/A', ratio: 'N/A', menu: 'basic', school: 'Science' }),
  dept({ dept_id: 10, dept_code: 'humanities', name: 'Humanities and Social Sciences', estd: '1955', seats: 'N/A', ratio: 'N/A', menu: 'basic', school: 'Humanities' }),
  dept({ dept_id: 11, dept_code: 'mca', name: 'Computer Applications', estd: '1990', seats: '30', ratio: '4:1', menu: 'basic', school: 'Computer Application' }),
];

export const findDepartment = (code: string | undefined) => departments.find((d) => d.dept_code === code);
