import { DepartmentNotificationResponse, type DepartmentNotification } from '@aec/contracts';
import { useResource, type Resource, type ResourceRequest } from '@aec/ui';

/** docs/product/api-compatibility.md POST /getnotificationwcollege: the notice board of one department (branch_code = dept_id). */
export const departmentNotificationsRequest = (deptId: number): ResourceRequest => ({
  url: '/getnotificationwcollege',
  method: 'POST',
  body: { branch_code: deptId, college_code: 'AEC' },
});

const options = { schema: DepartmentNotificationResponse };

/** The department's notices: read on the server into the page, fetched in the browser on later visits. */
export function useDepartmentNotifications(deptId: number): Resource<DepartmentNotification[]> {
  return useResource(departmentNotificationsRequest(deptId), options);
}
