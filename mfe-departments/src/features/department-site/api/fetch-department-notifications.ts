import { DepartmentNotificationResponse, type DepartmentNotification } from '@aec/contracts';
import { fetchJson } from '../../../hooks/fetch-json';

/** SPEC §7 POST /getnotificationwcollege: the notice board of one department (branch_code = dept_id). */
export function fetchDepartmentNotifications(deptId: number, signal: AbortSignal): Promise<DepartmentNotification[]> {
  return fetchJson('/getnotificationwcollege', DepartmentNotificationResponse, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ branch_code: deptId, college_code: 'AEC' }),
    signal,
  });
}
