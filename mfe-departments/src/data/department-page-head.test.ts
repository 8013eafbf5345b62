import { DEPARTMENT_PAGES } from './department-menus';
import { departmentBreadcrumbs, departmentPageDescription, departmentPageTitle, DESCRIPTION_MAX, summarise } from './department-page-head';
import { departments, findDepartment } from './departments';
import { englishT as t } from '../testing/english-t';

describe('the head of every department page', () => {
  const everyPage = departments.flatMap((d) => DEPARTMENT_PAGES.map((page) => [d.dept_code, page] as const));

  it.each(everyPage)('%s/%s has a description of its own that fits a search result', (code, page) => {
    const department = findDepartment(code)!;
    const description = departmentPageDescription(t, department, page);
    expect(description.length).toBeGreaterThan(30);
    expect(description.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(description).not.toMatch(/<|\s{2}/);
  });

  it('describes a home page by a sentence of its record', () => {
    const civil = findDepartment('civil')!;
    expect(departmentPageDescription(t, civil, 'home')).toBe(
      'The Department of Civil Engineering is the oldest department of the college, started with the college itself in 1955.',
    );
  });

  it('names the department and the page where the department has published nothing there', () => {
    const physics = findDepartment('physics')!;
    expect(departmentPageDescription(t, physics, 'sar')).toBe('Physics: Self Assessment Report, Assam Engineering College.');
    expect(departmentPageDescription(t, physics, 'gallery')).toBe('Physics: Gallery, Assam Engineering College.');
    expect(departmentPageDescription(t, findDepartment('chemical')!, 'sar')).toMatch(/^Self assessment report of the Department of Chemical Engineering/);
  });

  it('keeps the browser-tab titles the site had', () => {
    const cse = findDepartment('cse')!;
    expect(departmentPageTitle(t, cse, 'home')).toBe(`Department of ${cse.name}`);
    expect(departmentPageTitle(t, cse, 'notice')).toBe(`Notifications: ${cse.name}`);
    expect(departmentPageTitle(t, cse, 'cos')).toBe(`COs and POs: ${cse.name}`);
  });

  it('gives Home / Departments / <Department> / <page> as breadcrumbs', () => {
    const cse = findDepartment('cse')!;
    expect(departmentBreadcrumbs(t, cse, 'tlist')).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Departments', path: '/departments' },
      { name: cse.name, path: '/department/cse/home' },
      { name: 'Faculty' },
    ]);
    expect(departmentBreadcrumbs(t, cse, 'home')).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Departments', path: '/departments' },
      { name: cse.name },
    ]);
  });
});

describe('summarise', () => {
  it('keeps the first sentence', () => {
    expect(summarise('One sentence.  And   another one.')).toBe('One sentence.');
  });

  it('cuts a long sentence at a word, with an ellipsis', () => {
    const text = `${'word '.repeat(60)}end.`;
    const summary = summarise(text, 40);
    expect(summary.length).toBeLessThanOrEqual(40);
    expect(summary).toMatch(/^word( word)*…$/);
  });

  it('does not end a sentence at an abbreviation inside a word like B.E.', () => {
    expect(summarise('It offers the B.E. course. More.')).toBe('It offers the B.E. course.');
    expect(summarise('Led by Dr. Das since 1998. More.')).toBe('Led by Dr. Das since 1998.');
  });
});
