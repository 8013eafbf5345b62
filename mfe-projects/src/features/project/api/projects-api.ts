import {
  ApiError,
  NoticeListResponse,
  ProjectResponse,
  SubscriptionResponse,
  TenderListResponse,
  type NoticeRow,
  type ProjectCode,
  type ProjectRecord,
  type TenderRow,
} from '@aec/contracts';

/** A failed call, told in words the visitor can act on. */
export class ProjectCallError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ProjectCallError';
  }
}

const NETWORK_MESSAGE = 'We could not reach the college server. Check your internet connection and try again.';
const SERVER_MESSAGE = 'The college server had a problem answering. Please try again in a few minutes.';

/** Any contract schema: typed by what it parses, whichever zod copy it was built with. */
interface AnswerSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

async function callApi<T>(url: string, answer: AnswerSchema<T>, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}) } });
  } catch {
    throw new ProjectCallError(NETWORK_MESSAGE);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const said = ApiError.safeParse(body);
    // Only the API's 4xx sentences are written for visitors; a 5xx or a proxy's page is not.
    throw new ProjectCallError(response.status < 500 && said.success ? said.data.error : SERVER_MESSAGE, response.status);
  }
  const parsed = answer.safeParse(body);
  if (!parsed.success) throw new ProjectCallError(SERVER_MESSAGE, response.status);
  return parsed.data;
}

const projectCache = new Map<ProjectCode, Promise<ProjectRecord>>();

/** GET /api/project/{code}: one request per project while the visitor moves between its pages. */
export function fetchProject(code: ProjectCode): Promise<ProjectRecord> {
  let pending = projectCache.get(code);
  if (!pending) {
    pending = callApi(`/api/project/${code}`, ProjectResponse).then(({ rows }) => {
      if (!rows[0]) throw new ProjectCallError(SERVER_MESSAGE);
      return rows[0];
    });
    projectCache.set(code, pending);
    pending.catch(() => projectCache.delete(code));
  }
  return pending;
}

/** The project's tenders, newest first (expired ones left out), up to 100. */
export async function fetchProjectTenders(type: string): Promise<TenderRow[]> {
  return (await callApi(`/api/tender/1/100?type=${encodeURIComponent(type)}`, TenderListResponse)).rows;
}

/** SPEC §7: project notice lists use 1/20; ?type= keeps only this project's. */
export async function fetchProjectNotices(type: string): Promise<NoticeRow[]> {
  return (await callApi(`/api/notice/1/20?type=${encodeURIComponent(type)}&lean=1`, NoticeListResponse)).rows;
}

const post = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });

export function subscribeToTenders(code: ProjectCode, email: string) {
  return callApi(`/api/project/${code}/subscribe`, SubscriptionResponse, post({ email }));
}

export function followSubscriptionLink(action: 'confirm' | 'unsubscribe', token: string) {
  return callApi(`/api/project/subscription/${action}`, SubscriptionResponse, post({ token }));
}

/**
 * After a staff edit: forgets this tab's copy and fetches the project past the browser's cache
 * (its answer may be kept 60 s), which also stores the new answer there, so the microsite shows
 * the change at once in this tab and in a new one. Resolves when that is done (never rejects).
 */
export function reloadProject(code: ProjectCode): Promise<void> {
  projectCache.delete(code);
  return fetch(`/api/project/${code}`, { cache: 'reload', headers: { accept: 'application/json' } }).then(
    () => undefined,
    () => undefined,
  );
}
