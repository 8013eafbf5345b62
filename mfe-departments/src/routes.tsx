import { lazy, type ComponentType } from 'react';
import { LoadingState, ReadySuspense, type RemoteRoutesModule, type RemoteSectionProps } from '@aec/ui';
import { DepartmentsPage } from './features/departments/components/departments-page';
import { SchoolsPage } from './features/schools/components/schools-page';
import { useDepartmentsT, withCatalogue } from './messages/catalogue';
import './departments.css';

// The department sites and the faculty list carry most of this remote's data and code; a visitor
// of /departments or /schools does not download them.
const loadDepartmentRoutes = () => import('./features/department-site/department-routes').then((m) => ({ default: m.DepartmentRoutes }));
const loadAllFacultyPage = () => import('./features/faculty/components/all-faculty-page').then((m) => ({ default: m.AllFacultyPage }));
const DepartmentRoutes = lazy(loadDepartmentRoutes);
const AllFacultyPage = lazy(loadAllFacultyPage);

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

/**
 * A lazy section whose code starts downloading as soon as the section is mounted, beside its
 * messages' chunk (the catalogue suspends first: without this the two would load one after the other).
 */
const preloading = (load: () => Promise<unknown>, Section: ComponentType<RemoteSectionProps>) =>
  function PreloadingSection(props: RemoteSectionProps) {
    // A failure is the lazy section's to report (its error boundary); this copy of the promise only starts the download.
    load().catch(() => undefined);
    return <Section {...props} />;
  };

/** Sections the shell mounts: /departments, /department/*, /all-faculty, /schools; each with its messages. */
export const sections: RemoteRoutesModule['sections'] = {
  departments: withCatalogue(DepartmentsPage),
  department: preloading(loadDepartmentRoutes, withCatalogue(withLoading(DepartmentRoutes, 'site.loading'))),
  'all-faculty': preloading(loadAllFacultyPage, withCatalogue(withLoading(AllFacultyPage, 'allFaculty.loading'))),
  schools: withCatalogue(SchoolsPage),
};

/** The interface is written in English, Assamese and Hindi (src/messages); the departments' own texts stay English, marked lang="en". */
export const languages: RemoteRoutesModule['languages'] = ['en', 'as', 'hi'];
