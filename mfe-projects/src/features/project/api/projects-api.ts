import { NoticeListResponse, ProjectResponse, SubscriptionResponse, TenderListResponse, type ProjectCode, type ProjectRecord } from '@aec/contracts';
import { fetchJson, useResource, type AnswerSchema } from '@aec/ui';

/** GET /api/project/{code}: the project's stored homepage, banner and documents. */
export const projectUrl = (code: ProjectCode) => `/api/project/${code}`;

/** The project's tenders, newest first (expired ones left out), up to 100. */
export const projectTendersUrl = (type: string) => `/api/tender/1/100?type=${encodeURIComponent(type)}`;

/** docs/product/api-compatibility.md: project notice lists use 1/20; ?type= keeps only this project's. */
export const projectNoticesUrl = (type: string) => `/api/notice/1/20?type=${encodeURIComponent(type)}&lean=1`;

/** The one row of a project's answer; an answer without it is one this page cannot read. */
const ProjectAnswer: AnswerSchema<ProjectRecord> = {
  safeParse(data) {
    const parsed = ProjectResponse.safeParse(data);
    const record = parsed.success ? parsed.data.rows[0] : undefined;
    return record ? { success: true, data: record } : { success: false };
  },
};

/** The project's record; its pages share one request (and, on the server, one embedded answer). */
export const useProject = (code: ProjectCode) => useResource(projectUrl(code), { schema: ProjectAnswer });
export const useProjectTenders = (type: string) => useResource(projectTendersUrl(type), { schema: TenderListResponse });
export const useProjectNotices = (type: string) => useResource(projectNoticesUrl(type), { schema: NoticeListResponse });

const postJson = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

/** The token of a mail's confirm or unsubscribe link, sent by the page (a POST: a mail scanner changes nothing). */
export function followSubscriptionLink(action: 'confirm' | 'unsubscribe', token: string) {
  return fetchJson(`/api/project/subscription/${action}`, { schema: SubscriptionResponse, init: postJson({ token }) });
}
