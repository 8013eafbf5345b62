import { lazyAnswerSchema } from '@aec/ui';

const schemas = () => import(/* webpackChunkName: "answer-checks" */ './answer-schemas');

export const complaintLookupAnswer = lazyAnswerSchema(() => schemas().then((m) => m.ComplaintLookupResponse));
export const complaintRegistrationAnswer = lazyAnswerSchema(() => schemas().then((m) => m.ComplaintRegistrationResponse));
export const complaintUpdateAnswer = lazyAnswerSchema(() => schemas().then((m) => m.ComplaintUpdateResponse));
export const grievanceStatsAnswer = lazyAnswerSchema(() => schemas().then((m) => m.GrievanceStatsResponse));
