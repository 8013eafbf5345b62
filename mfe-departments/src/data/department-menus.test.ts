import { DEPARTMENT_PAGES, MENU_KINDS } from './department-menus';
import { departments, findDepartment } from './departments';
import { englishT as t } from '../testing/english-t';

/** docs/product/departments.md 'Menu by department', word for word. */
const SPEC_MENUS: Record<string, string[]> = {
  ipe: ['Home', 'About', 'Course', 'Faculty', 'Notifications'],
  ins: ['Home', 'About', 'Course', 'Faculty', 'Notifications'],
  physics: ['Home', 'About', 'Course', 'Faculty', 'Notifications'],
  chemistry: ['Home', 'About', 'Course', 'Faculty', 'Notifications'],
  maths: ['Home', 'About', 'Course', 'Faculty', 'Notifications'],
  humanities: ['Home', 'About', 'Course', 'Faculty', 'Notifications'],
  mca: ['Home', 'About', 'Course', 'Faculty', 'Notifications'],
  civil: ['Home', 'About', 'Programmes', 'Course', 'COs & POs', 'Faculty', 'SAR', 'Notifications'],
  mechanical: ['Home', 'About', 'Programmes', 'Course', 'COs & POs', 'Faculty', 'SAR', 'Notifications'],
  electrical: ['Home', 'About', 'Programmes', 'Course', 'COs & POs', 'Faculty', 'SAR', 'Notifications'],
  cse: ['Home', 'About', 'Course', 'Faculty', 'Events', 'Notifications'],
  ete: ['Home', 'About', 'Course', 'Laboratories', 'COs', 'Faculty', 'Events'],
  chemical: ['Home', 'About', 'Course', 'COs & POs', 'Faculty', 'SAR', 'Notifications'],
};

describe('department menus', () => {
  it('has exactly the thirteen departments of docs/product/departments.md', () => {
    expect(departments.map((d) => d.dept_code).sort()).toEqual(Object.keys(SPEC_MENUS).sort());
  });

  it.each(Object.entries(SPEC_MENUS))('%s has the menu of docs/product/departments.md', (code, labels) => {
    const department = findDepartment(code)!;
    expect(MENU_KINDS[department.menu].map((item) => t(item.label))).toEqual(labels);
  });

  it('links every menu item to a sub-route that exists', () => {
    for (const items of Object.values(MENU_KINDS)) {
      for (const item of items) expect(DEPARTMENT_PAGES).toContain(item.page);
    }
  });

  it('gives every department a unique id, with cse 6, ipe 12 and ins 13', () => {
    const ids = departments.map((d) => d.dept_id);
    expect(new Set(ids).size).toBe(13);
    expect(Object.fromEntries(departments.map((d) => [d.dept_code, d.dept_id]))).toEqual({
      civil: 1, mechanical: 2, electrical: 3, chemical: 4, ete: 5, cse: 6, physics: 7, chemistry: 8, maths: 9, humanities: 10, mca: 11, ipe: 12, ins: 13,
    });
  });

  it('sends the six departments with their own sites there from /departments (docs/product/departments.md)', () => {
    expect(departments.filter((d) => d.externalSite).map((d) => d.dept_code).sort()).toEqual(['chemical', 'civil', 'electrical', 'ete', 'mechanical', 'physics']);
  });
});
