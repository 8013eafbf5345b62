import { PageHeader, SubSiteRoutes } from '@aec/ui';
import { DEPARTMENT_PAGES, MENU_KINDS, PAGE_TITLES } from '../../data/department-menus';
import { findDepartment, type Department } from '../../data/departments';

export const departmentHeading = (d: Department) => `DEPARTMENT OF ${d.name.toUpperCase()}`;

export const departmentMenu = (d: Department) =>
  MENU_KINDS[d.menu].map((item) => ({ label: item.label, to: `/department/${d.dept_code}/${item.page}` }));

/** /department/{id}/{page}: every department is a record rendered by these same components. */
export function DepartmentRoutes() {
  return (
    <SubSiteRoutes<Department>
      find={findDepartment}
      rootPage="home"
      heading={departmentHeading}
      menu={departmentMenu}
      pages={DEPARTMENT_PAGES.map((page) => ({
        path: page,
        render: (d) => <PageHeader title={PAGE_TITLES[page]} documentTitle={`${PAGE_TITLES[page]}: ${d.name}`} />,
      }))}
    />
  );
}
