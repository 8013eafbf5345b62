import { lazy, type ComponentType } from 'react';
import { LoadingState, ReadySuspense, type RemoteRoutesModule, type RemoteSectionProps } from '@aec/ui';
import { DepartmentsPage } from './features/departments/components/departments-page';
import { SchoolsPage } from './features/schools/components/schools-page';
import { useDepartmentsT, withCatalogue } from './messages/catalogue';
import './departments.css';

// The department sites and the faculty list carry most of this remote's data and code; a visitor
// of /departments or /schools does not download them.
const DepartmentRoutes = lazy(() => import('./features/department-site/department-routes').then((m) => ({ default: m.DepartmentRoutes })));
const AllFacultyPage = lazy(() => import('./features/faculty/components/all-faculty-page').then((m) => ({ default: m.AllFacultyPage })));

// While a section's code arrives after an in-app navigation, its fallback keeps a whole screen (as the
// shell's does), so the footer does not jump up and back down: a department page is taller than a screen.
const withLoading = (Section: ComponentType, labelKey: 'site.loading' | 'allFaculty.loading') =>
  function LazySection(_props: RemoteSectionProps) {
    const t = useDepartmentsT();
    return (
      <ReadySuspense fallback={<LoadingState label={t(labelKey)} minHeight="100vh" />}>
        <Section />
      </ReadySuspense>
    );
  };

/** Sections the shell mounts: /departments, /department/*, /all-faculty, /schools; each with its messages. */
export const sections: RemoteRoutesModule['sections'] = {
  departments: withCatalogue(DepartmentsPage),
  department: withCatalogue(withLoading(DepartmentRoutes, 'site.loading')),
  'all-faculty': withCatalogue(withLoading(AllFacultyPage, 'allFaculty.loading')),
  schools: withCatalogue(SchoolsPage),
};

/** The interface is written in English, Assamese and Hindi (src/messages); the departments' own texts stay English, marked lang="en". */
export const languages: RemoteRoutesModule['languages'] = ['en', 'as', 'hi'];
