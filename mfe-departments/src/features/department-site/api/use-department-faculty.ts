import type { FacultyMember } from '@aec/contracts';
import { useResource, type Resource } from '@aec/ui';
import { facultyMembersAnswer } from '../../../api/answer-checks';

/** GET /api/departments/{code}/faculty: the teacher cards of one department, head first (the API's one faculty list). */
export const departmentFacultyUrl = (code: string) => `/api/departments/${encodeURIComponent(code)}/faculty`;

const options = { schema: facultyMembersAnswer };

/** The department's teachers: read on the server into the page, fetched in the browser on later visits. */
export function useDepartmentFaculty(code: string): Resource<FacultyMember[]> {
  return useResource(departmentFacultyUrl(code), options);
}
