import { PageHeader, usePageHead } from '@aec/ui';
import type { DepartmentPage } from '../../../data/department-menus';
import { departmentBreadcrumbs, departmentPageDescription, departmentPageTitle } from '../../../data/department-page-head';
import type { Department } from '../../../data/departments';

/** The head of one page of a department's site: its title, description and breadcrumbs. */
export function useDepartmentPageHead(department: Department, page: DepartmentPage): void {
  usePageHead({
    title: departmentPageTitle(department, page),
    description: departmentPageDescription(department, page),
    breadcrumbs: departmentBreadcrumbs(department, page),
  });
}

interface DepartmentPageHeaderProps {
  department: Department;
  page: DepartmentPage;
  title: string;
  /** Shown under the title; the page's meta description is its own (departmentPageDescription). */
  lead?: string;
}

/** The h1 of a department page, and the page's head. */
export function DepartmentPageHeader({ department, page, title, lead }: DepartmentPageHeaderProps) {
  useDepartmentPageHead(department, page);
  // The lead goes in as a child, not as PageHeader's `lead`: that would make it the meta description
  // too, and the head would then say one thing on the server and another in the browser.
  return (
    <PageHeader title={title} documentTitle={departmentPageTitle(department, page)}>
      {lead && <p className="page-header__lead">{lead}</p>}
    </PageHeader>
  );
}
