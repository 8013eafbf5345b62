import { lazyAnswerSchema } from '@aec/ui';

const schemas = () => import(/* webpackChunkName: "answer-checks" */ './answer-schemas');

export const departmentNotificationsAnswer = lazyAnswerSchema(() => schemas().then((m) => m.DepartmentNotificationResponse));
export const facultyListAnswer = lazyAnswerSchema(() => schemas().then((m) => m.FacultyList));
export const facultyMembersAnswer = lazyAnswerSchema(() => schemas().then((m) => m.FacultyMemberList));
