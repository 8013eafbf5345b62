import { FacultyList, type FacultyRecord } from '@aec/contracts';
import { fetchJson } from '../../../hooks/fetch-json';

/** SPEC §7 GET /md/facultyNew.json: the static faculty list of every department. */
export function fetchFacultyList(signal: AbortSignal): Promise<FacultyRecord[]> {
  return fetchJson('/md/facultyNew.json', FacultyList, { signal });
}
