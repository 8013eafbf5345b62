import { useMemo } from 'react';
import type { ProjectCode, ProjectRecord } from '@aec/contracts';
import { fetchJson, lazyAnswerSchema, useResource, type Resource } from '@aec/ui';

/** GET /api/project/{code}: the project's stored homepage, banner and documents. */
export const projectUrl = (code: ProjectCode) => `/api/project/${code}`;

/** The project's tenders, newest first (expired ones left out), up to 100. */
export const projectTendersUrl = (type: string) => `/api/tender/1/100?type=${encodeURIComponent(type)}`;

/** docs/product/api-compatibility.md: project notice lists use 1/20; ?type= keeps only this project's. */
export const projectNoticesUrl = (type: string) => `/api/notice/1/20?type=${encodeURIComponent(type)}&lean=1`;

// The answers' schemas come in a chunk of their own (zod with them), loaded only for an answer the browser fetched.
const schemas = () => import(/* webpackChunkName: "answer-checks" */ '../../../api/answer-schemas');

const ProjectAnswer = lazyAnswerSchema(() => schemas().then((m) => m.ProjectResponse));
const TenderListAnswer = lazyAnswerSchema(() => schemas().then((m) => m.TenderListResponse));
const NoticeListAnswer = lazyAnswerSchema(() => schemas().then((m) => m.NoticeListResponse));
const SubscriptionAnswer = lazyAnswerSchema(() => schemas().then((m) => m.SubscriptionResponse));

/**
 * The project's record, the one row of its answer (an answer without it is one this page cannot read); its pages
 * share one request (and, on the server, one embedded answer). The row is taken here, not by the schema: an answer
 * the server embedded is read without its schema.
 */
export function useProject(code: ProjectCode): Resource<ProjectRecord> {
  const answer = useResource(projectUrl(code), { schema: ProjectAnswer });
  return useMemo(() => {
    if (answer.status !== 'ready') return answer;
    const record = answer.data.rows[0];
    return record
      ? { ...answer, data: record }
      : { status: 'failed', error: 'The college server sent an answer this page could not read. Please try again.', retry: answer.retry };
  }, [answer]);
}
export const useProjectTenders = (type: string) => useResource(projectTendersUrl(type), { schema: TenderListAnswer });
export const useProjectNotices = (type: string) => useResource(projectNoticesUrl(type), { schema: NoticeListAnswer });

const postJson = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

/** The token of a mail's confirm or unsubscribe link, sent by the page (a POST: a mail scanner changes nothing). */
export function followSubscriptionLink(action: 'confirm' | 'unsubscribe', token: string) {
  return fetchJson(`/api/project/subscription/${action}`, { schema: SubscriptionAnswer, init: postJson({ token }) });
}
