import { departmentNotificationsRequest, type DepartmentNotification } from '@aec/contracts';
import { useResource, type Resource } from '@aec/ui';
import { departmentNotificationsAnswer } from '../../../api/answer-checks';

/** docs/product/api-compatibility.md POST /getnotificationwcollege: the notice board of one department (branch_code = dept_id). */
export { departmentNotificationsRequest };

const options = { schema: departmentNotificationsAnswer };

/** The department's notices: read on the server into the page, fetched in the browser on later visits. */
export function useDepartmentNotifications(deptId: number): Resource<DepartmentNotification[]> {
  return useResource(departmentNotificationsRequest(deptId), options);
}
