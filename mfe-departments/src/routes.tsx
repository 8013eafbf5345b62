import { lazy, type ComponentType } from 'react';
import { LoadingState, ReadySuspense, type RemoteRoutesModule, type RemoteSectionProps } from '@aec/ui';
import { DepartmentsPage } from './features/departments/components/departments-page';
import { SchoolsPage } from './features/schools/components/schools-page';
import './departments.css';

// The department sites and the faculty list carry most of this remote's data and code; a visitor
// of /departments or /schools does not download them.
const DepartmentRoutes = lazy(() => import('./features/department-site/department-routes').then((m) => ({ default: m.DepartmentRoutes })));
const AllFacultyPage = lazy(() => import('./features/faculty/components/all-faculty-page').then((m) => ({ default: m.AllFacultyPage })));

// While a section's code arrives after an in-app navigation, its fallback keeps a whole screen (as the
// shell's does), so the footer does not jump up and back down: a department page is taller than a screen.
const withLoading = (Section: ComponentType, label: string) =>
  function LazySection(_props: RemoteSectionProps) {
    return (
      <ReadySuspense fallback={<LoadingState label={label} minHeight="100vh" />}>
        <Section />
      </ReadySuspense>
    );
  };

/** Sections the shell mounts: /departments, /department/*, /all-faculty, /schools. */
export const sections: RemoteRoutesModule['sections'] = {
  departments: DepartmentsPage,
  department: withLoading(DepartmentRoutes, 'Loading the department…'),
  'all-faculty': withLoading(AllFacultyPage, 'Loading the faculty list…'),
  schools: SchoolsPage,
};
