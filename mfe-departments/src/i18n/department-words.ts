import type { Department } from '../data/departments';
import { useDepartmentsT, type DepartmentsT } from '../messages/catalogue';

/** A department's name in the page's language ('Civil Engineering', 'অসামৰিক অভিযান্ত্ৰিক'). */
export const departmentName = (t: DepartmentsT, d: Pick<Department, 'dept_code'>) => t(`names.${d.dept_code}`);

/** departmentName in the page's language. */
export function useDepartmentName(d: Pick<Department, 'dept_code'>): string {
  return departmentName(useDepartmentsT(), d);
}
