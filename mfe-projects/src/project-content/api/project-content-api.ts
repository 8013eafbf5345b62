import { useMemo } from 'react';
import {
  StaffProjectDetail,
  StaffProjectListResponse,
  type ProjectCode,
  type ProjectDocumentUpdate,
  type ProjectDocumentWrite,
} from '@aec/contracts';
import { StaffApiError, useStaffConsole } from '@aec/ui';
import { reloadProject } from '../../features/project/api/projects-api';

const UNEXPECTED = 'The server answered something the console does not understand. Reload the page; if it happens again, tell the web team.';

/** Any contract schema, whichever zod copy it was built with. */
interface AnswerSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}
const parsedAs =
  <T,>(schema: AnswerSchema<T>) =>
  (data: unknown): T => {
    const parsed = schema.safeParse(data);
    if (!parsed.success) throw new StaffApiError(200, UNEXPECTED);
    return parsed.data;
  };

/**
 * The console's calls for project content (/api/staff/projects), typed by the contracts. Every
 * write answers the project as it now is, and makes the public microsite drop its cached copy.
 */
export function useProjectContentApi() {
  const { request } = useStaffConsole();
  return useMemo(() => {
    // The console says "shows now" only once the public copy is refreshed (or after 3 s at most).
    const refreshed = (code: ProjectCode) => Promise.race([reloadProject(code), new Promise<void>((resolve) => setTimeout(resolve, 3000))]);
    const write = (code: ProjectCode) => async (data: unknown) => {
      const project = parsedAs(StaffProjectDetail)(data);
      await refreshed(code);
      return project;
    };
    return {
      list: () => request('/projects').then(parsedAs(StaffProjectListResponse)).then((r) => r.rows),
      get: (code: ProjectCode) => request(`/projects/${code}`).then(parsedAs(StaffProjectDetail)),
      saveHome: (code: ProjectCode, homepageHtml: string) => request(`/projects/${code}/home`, { method: 'PUT', body: { homepageHtml } }).then(write(code)),
      addDocument: (code: ProjectCode, body: ProjectDocumentWrite) => request(`/projects/${code}/documents`, { method: 'POST', body }).then(write(code)),
      updateDocument: (code: ProjectCode, id: number, body: ProjectDocumentUpdate) =>
        request(`/projects/${code}/documents/${id}`, { method: 'PUT', body }).then(write(code)),
      deleteDocument: (code: ProjectCode, id: number) =>
        request(`/projects/${code}/documents/${id}`, { method: 'DELETE' }).then(() => refreshed(code)),
    };
  }, [request]);
}

/** A failed call in words fit for the screen; on a 401 the shell asks to sign in again while the screen stays. */
export function failureMessage(error: unknown): string {
  if (error instanceof StaffApiError && error.status === 401) {
    return 'Your session has ended. Sign in again, then press the button once more: nothing you typed here is lost.';
  }
  return error instanceof Error ? error.message : String(error);
}
