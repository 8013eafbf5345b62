import type { FacultyRecord } from '@aec/contracts';
import { useResource, type Resource } from '@aec/ui';
import { facultyListAnswer } from '../../../api/answer-checks';

/** docs/product/api-compatibility.md GET /md/facultyNew.json: the static faculty list of every department. */
export const FACULTY_LIST_URL = '/md/facultyNew.json';

const options = { schema: facultyListAnswer };

export function useFacultyList(): Resource<FacultyRecord[]> {
  return useResource(FACULTY_LIST_URL, options);
}
