// The schemas of the answers this app reads, in a chunk of their own (answer-checks): zod comes with them, so
// a first visit, whose answers the server checked and embedded, does without (lazyAnswerSchema in @aec/ui).
export { DepartmentNotificationResponse, FacultyList, FacultyMemberList } from '@aec/contracts';
