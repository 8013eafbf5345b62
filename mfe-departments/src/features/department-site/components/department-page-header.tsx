import { PageHeader, usePageHead, useLanguage } from '@aec/ui';
import type { DepartmentPage } from '../../../data/department-menus';
import { departmentBreadcrumbs, departmentPageDescription, departmentPageTitle } from '../../../data/department-page-head';
import type { Department } from '../../../data/departments';
import { useDepartmentsT } from '../../../messages/catalogue';

/** The head of one page of a department's site, in the page's language: its title, description and breadcrumbs. */
export function useDepartmentPageHead(department: Department, page: DepartmentPage): string {
  const t = useDepartmentsT();
  const english = useLanguage() === 'en';
  const title = departmentPageTitle(t, department, page);
  usePageHead({
    title,
    description: departmentPageDescription(t, department, page, english),
    breadcrumbs: departmentBreadcrumbs(t, department, page),
  });
  return title;
}

interface DepartmentPageHeaderProps {
  department: Department;
  page: DepartmentPage;
  title: string;
  /** Shown under the title; the page's meta description is its own (departmentPageDescription). */
  lead?: string;
  /** The lead's language when it is the department's own English text on an Assamese or Hindi page. */
  leadLang?: 'en';
}

/** The h1 of a department page, and the page's head. */
export function DepartmentPageHeader({ department, page, title, lead, leadLang }: DepartmentPageHeaderProps) {
  const documentTitle = useDepartmentPageHead(department, page);
  // The lead goes in as a child, not as PageHeader's `lead`: that would make it the meta description
  // too, and the head would then say one thing on the server and another in the browser.
  return (
    <PageHeader title={title} documentTitle={documentTitle}>
      {lead && (
        <p className="page-header__lead" lang={leadLang}>
          {lead}
        </p>
      )}
    </PageHeader>
  );
}
