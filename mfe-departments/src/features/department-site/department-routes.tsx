import type { ComponentType } from 'react';
import { SubSiteRoutes } from '@aec/ui';
import { DEPARTMENT_PAGES, MENU_KINDS, PAGE_TITLES, type DepartmentPage } from '../../data/department-menus';
import { findDepartment, type Department } from '../../data/departments';
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

export const departmentHeading = (d: Department) => `DEPARTMENT OF ${d.name.toUpperCase()}`;

export const departmentMenu = (d: Department) =>
  MENU_KINDS[d.menu].map((item) => ({ label: item.label, to: `/department/${d.dept_code}/${item.page}` }));

type PageProps = { department: Department };

/** Sub-routes no menu links to (SPEC keeps them): a titled page that says so. */
const unpublished = (page: DepartmentPage, what: string): ComponentType<PageProps> =>
  function UnpublishedPage({ department }: PageProps) {
    return (
      <article>
        <DepartmentPageHeader department={department} page={page} title={PAGE_TITLES[page]} />
        <NotPublished department={department} what={what} />
      </article>
    );
  };

/** Which component renders each sub-route, for every department alike. */
const PAGE_COMPONENTS: Record<DepartmentPage, ComponentType<PageProps>> = {
  home: DepartmentHome,
  aboutus: DepartmentAbout,
  laboratory: DepartmentLaboratories,
  tlist: DepartmentFaculty,
  gallery: unpublished('gallery', 'a photo gallery'),
  achievements: unpublished('achievements', 'a list of achievements'),
  course: DepartmentCourse,
  topperlist: unpublished('topperlist', 'a list of toppers'),
  sar: DepartmentSar,
  programmes: DepartmentProgrammes,
  cos: DepartmentCos,
  events: DepartmentEvents,
  notice: DepartmentNotices,
};

/** /department/{id}/{page}: every department is a record rendered by these same components. */
export function DepartmentRoutes() {
  return (
    <SubSiteRoutes<Department>
      find={findDepartment}
      rootPage="home"
      heading={departmentHeading}
      menu={departmentMenu}
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
