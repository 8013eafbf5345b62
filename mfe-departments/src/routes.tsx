import type { RemoteRoutesModule } from '@aec/ui';
import { DepartmentsPage } from './features/departments/departments-page';
import { DepartmentRoutes } from './features/departments/department-routes';
import { AllFacultyPage } from './features/faculty/all-faculty-page';
import { SchoolsPage } from './features/schools/schools-page';

/** Sections the shell mounts: /departments, /department/*, /all-faculty, /schools. */
export const sections: RemoteRoutesModule['sections'] = {
  departments: DepartmentsPage,
  department: DepartmentRoutes,
  'all-faculty': AllFacultyPage,
  schools: SchoolsPage,
};
