import { useContext, useMemo } from 'react';
import type { z } from 'zod';
import {
  StaffProjectDetail as StaffProjectDetailSchema,
  StaffProjectListResponse,
  StaffProjectSummary as StaffProjectSummarySchema,
  Translations,
  type ProjectCode,
  type ProjectDocumentUpdate,
  type ProjectDocumentWrite,
} from '@aec/contracts';
import { ResourceStoreContext, StaffApiError, fetchJson, requestKey, useStaffConsole, type AnswerSchema, type ResourceStore } from '@aec/ui';
import { projectUrl } from '../../features/project/api/projects-api';

// docs/product/languages.md: the API's answers carry the home text's Assamese and Hindi versions, and the list says
// which a project lacks (the same extension as api/src/routes/staff/projects.ts makes).
const StaffProjectDetail = StaffProjectDetailSchema.extend({ translations: Translations.optional() });
export type StaffProjectDetail = z.infer<typeof StaffProjectDetail>;
const ProjectList = StaffProjectListResponse.extend({
  rows: StaffProjectSummarySchema.extend({ missingTranslations: Translations.keyof().array() }).array(),
});
export type StaffProjectSummary = z.infer<typeof ProjectList>['rows'][number];

const UNEXPECTED = 'The server answered something the console does not understand. Reload the page; if it happens again, tell the web team.';

const parsedAs =
  <T>(schema: AnswerSchema<T>) =>
  (data: unknown): T => {
    const parsed = schema.safeParse(data);
    if (!parsed.success) throw new StaffApiError(200, UNEXPECTED);
    return parsed.data;
  };

/**
 * After a staff edit: drops the answer this tab's page store may hold of the public project (the
 * one a server-rendered page embedded), and fetches the project past the browser's cache (its
 * answer may be kept 60 s), which also stores the new answer there, so the microsite shows the
 * change at once in this tab and in a new one. Resolves when that is done (never rejects).
 */
function reloadPublicProject(store: ResourceStore, code: ProjectCode): Promise<void> {
  const url = projectUrl(code);
  store.forget(requestKey(url));
  return fetchJson(url, { init: { cache: 'reload' } }).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * The console's calls for project content (/api/staff/projects), typed by the contracts. Every
 * write answers the project as it now is, and makes the public microsite drop its cached copy.
 */
export function useProjectContentApi() {
  const { request } = useStaffConsole();
  const store = useContext(ResourceStoreContext);
  return useMemo(() => {
    // The console says "shows now" only once the public copy is refreshed (or after 3 s at most).
    const refreshed = (code: ProjectCode) => Promise.race([reloadPublicProject(store, code), new Promise<void>((resolve) => setTimeout(resolve, 3000))]);
    // A held home text leaves the public answer as it was: nothing to refresh (documents are never held).
    const write =
      (code: ProjectCode, home = false) =>
      async (data: unknown) => {
        const project = parsedAs(StaffProjectDetail)(data);
        if (!(home && project.held)) await refreshed(code);
        return project;
      };
    return {
      list: (signal?: AbortSignal) =>
        request('/projects', { signal })
          .then(parsedAs(ProjectList))
          .then((r) => r.rows),
      get: (code: ProjectCode, signal?: AbortSignal) => request(`/projects/${code}`, { signal }).then(parsedAs(StaffProjectDetail)),
      /** The English home text and its Assamese and Hindi versions (a blank one is removed), live now or at publishAt. */
      saveHome: (code: ProjectCode, homepageHtml: string, translations: Translations, publishAt?: string) =>
        request(`/projects/${code}/home`, { method: 'PUT', body: { homepageHtml, translations, ...(publishAt ? { publishAt } : {}) } }).then(write(code, true)),
      addDocument: (code: ProjectCode, body: ProjectDocumentWrite) => request(`/projects/${code}/documents`, { method: 'POST', body }).then(write(code)),
      updateDocument: (code: ProjectCode, id: number, body: ProjectDocumentUpdate) =>
        request(`/projects/${code}/documents/${id}`, { method: 'PUT', body }).then(write(code)),
      deleteDocument: (code: ProjectCode, id: number) => request(`/projects/${code}/documents/${id}`, { method: 'DELETE' }).then(() => refreshed(code)),
    };
  }, [request, store]);
}

/** A console screen's read through the staff client (client-only: the console is never server rendered). */
export type ConsoleRead<T> = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; data: T };

/** A failed call in words fit for the screen; on a 401 the shell asks to sign in again while the screen stays. */
export function failureMessage(error: unknown): string {
  if (error instanceof StaffApiError && error.status === 401) {
    return 'Your session has ended. Sign in again, then press the button once more: nothing you typed here is lost.';
  }
  return error instanceof Error ? error.message : String(error);
}
