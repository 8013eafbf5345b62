import type { ComponentType } from 'react';
import { SubSiteRoutes } from '@aec/ui';
import { DEPARTMENT_PAGES, MENU_KINDS, type DepartmentPage } from '../../data/department-menus';
import { findDepartment, type Department } from '../../data/departments';
import { departmentName } from '../../i18n/department-words';
import { useDepartmentsT, type DepartmentsT } from '../../messages/catalogue';
import { DepartmentAbout } from './components/department-about';
import { DepartmentCos } from './components/department-cos';
import { DepartmentCourse } from './components/department-course';
import { DepartmentEvents } from './components/department-events';
import { DepartmentFaculty } from './components/department-faculty';
import { DepartmentHome } from './components/department-home';
import { DepartmentLaboratories } from './components/department-laboratories';
import { DepartmentNotices } from './components/department-notices';
import { DepartmentPageHeader } from './components/department-page-header';
import { DepartmentProgrammes } from './components/department-programmes';
import { DepartmentSar } from './components/department-sar';
import { NotPublished } from './components/not-published';

/** The band above every page of a department's site: 'DEPARTMENT OF CIVIL ENGINEERING' (Assamese and Hindi have no capitals). */
export const departmentHeading = (t: DepartmentsT, d: Department) => t('site.heading', { name: departmentName(t, d).toUpperCase() });

export const departmentMenu = (t: DepartmentsT, d: Department) =>
  MENU_KINDS[d.menu].map((item) => ({ label: t(item.label), to: `/department/${d.dept_code}/${item.page}` }));

type PageProps = { department: Department };

/** Sub-routes no menu links to (kept: docs/product/departments.md): a titled page that says so. */
const unpublished = (page: DepartmentPage): ComponentType<PageProps> =>
  function UnpublishedPage({ department }: PageProps) {
    const t = useDepartmentsT();
    return (
      <article>
        <DepartmentPageHeader department={department} page={page} title={t(`pages.${page}`)} />
        <NotPublished department={department} page={page} />
      </article>
    );
  };

/** Which component renders each sub-route, for every department alike. */
const PAGE_COMPONENTS: Record<DepartmentPage, ComponentType<PageProps>> = {
  home: DepartmentHome,
  aboutus: DepartmentAbout,
  laboratory: DepartmentLaboratories,
  tlist: DepartmentFaculty,
  gallery: unpublished('gallery'),
  achievements: unpublished('achievements'),
  course: DepartmentCourse,
  topperlist: unpublished('topperlist'),
  sar: DepartmentSar,
  programmes: DepartmentProgrammes,
  cos: DepartmentCos,
  events: DepartmentEvents,
  notice: DepartmentNotices,
};

/** /department/{id}/{page}: every department is a record rendered by these same components. */
export function DepartmentRoutes() {
  const t = useDepartmentsT();
  return (
    <SubSiteRoutes<Department>
      find={findDepartment}
      rootPage="home"
      heading={(d) => departmentHeading(t, d)}
      menu={(d) => departmentMenu(t, d)}
      menuLabel={(d) => t('site.menuLabel', { heading: departmentHeading(t, d) })}
      pages={DEPARTMENT_PAGES.map((page) => {
        const Page = PAGE_COMPONENTS[page];
        return {
          path: page,
          render: (d: Department) => (
            <div className="dept-page">
              <Page department={d} />
            </div>
          ),
        };
      })}
    />
  );
}
