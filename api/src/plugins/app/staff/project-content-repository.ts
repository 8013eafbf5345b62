import fp from 'fastify-plugin';
import type {
  ProjectCode,
  ProjectDocumentKind,
  ProjectDocumentUpdate,
  ProjectDocumentWrite,
  StaffProjectDetail,
  StaffProjectDocument,
  StaffProjectSummary,
  Translations,
} from '@aec/contracts';
import { PROJECT_DOCUMENT_KINDS } from '@aec/contracts';
import { HttpError } from '../../../lib/http-error';
import { sanitizeMarkup } from '../../../lib/markup';
import type { Db } from '../db/database';
import type { TranslationStore } from '../translations/translation-store';
import { fileUrl, type FileRepository } from '../files/file-repository';
import type { AuditActor, AuditRepository } from './audit-repository';
import type { SearchRepository } from '../search/search-repository';
import { heldKind } from '../workflow/held-kind';
import type { WorkflowRepository } from '../workflow/workflow-repository';

/** A held edit of a microsite's home text. */
type ProjectHomeDraft = { homepageHtml: string; translations?: Translations; publishAt?: string | null };

interface ProjectRow {
  id: number;
  code: ProjectCode;
  name: string;
  full_name: string;
  homepage_html: string;
  banner_url: string;
  banner_alt: string;
  updated_at: string;
}

interface DocumentRow {
  id: number;
  kind: ProjectDocumentKind;
  title: string;
  file_url: string;
  published_at: string;
}

/** A day of the college (India time), stored at its noon so that no time zone moves it. */
const dayToIso = (day: string) => new Date(`${day}T12:00:00+05:30`).toISOString();

/** A home text sits straight under the page's h1: its h2 headings (the seeded pages have them) stay. */
const homeMarkup = (html: string) => sanitizeMarkup(html, { pageText: true });

export type ProjectContentRepository = ReturnType<typeof createProjectContentRepository>;

/**
 * Staff writes to the project microsites (home text and document lists), each with its audit entry
 * in the same transaction. The public GET /api/project/{code} reads the same rows and keeps no
 * answer cache, so a write shows there at once.
 */
export function createProjectContentRepository(
  db: Db,
  deps: { files: FileRepository; audit: AuditRepository; translations: TranslationStore; search: SearchRepository; workflow?: WorkflowRepository },
) {
  const { files, audit, translations } = deps;
  const projectColumns = 'id, code, name, full_name, homepage_html, banner_url, banner_alt, updated_at';
  const allProjects = db.prepare(`SELECT ${projectColumns} FROM projects ORDER BY id`);
  const projectByCode = db.prepare(`SELECT ${projectColumns} FROM projects WHERE code = ?`);
  const codeById = db.prepare('SELECT code FROM projects WHERE id = ?').pluck();
  const counts = db.prepare('SELECT project_id, kind, COUNT(*) AS n FROM project_documents GROUP BY project_id, kind');
  const documentsOf = db.prepare(
    'SELECT id, kind, title, file_url, published_at FROM project_documents WHERE project_id = ? ORDER BY published_at DESC, id DESC',
  );
  const documentOf = db.prepare('SELECT id, kind, title, file_url, published_at FROM project_documents WHERE id = ? AND project_id = ?');
  const setHome = db.prepare('UPDATE projects SET homepage_html = ?, updated_at = ? WHERE id = ?');
  const touch = db.prepare('UPDATE projects SET updated_at = ? WHERE id = ?');
  const insertDocument = db.prepare('INSERT INTO project_documents (project_id, kind, title, file_url, published_at, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  const updateDocument = db.prepare('UPDATE project_documents SET kind = ?, title = ?, file_url = ?, published_at = ? WHERE id = ?');
  const deleteDocument = db.prepare('DELETE FROM project_documents WHERE id = ?');

  const toDocument = (d: DocumentRow): StaffProjectDocument => ({ id: d.id, kind: d.kind, title: d.title, fileUrl: d.file_url, publishedAt: d.published_at });
  const mustProject = (code: ProjectCode): ProjectRow => {
    const p = projectByCode.get(code) as ProjectRow | undefined;
    if (!p) throw new HttpError(404, `Project ${code} was not found.`);
    return p;
  };
  const mustDocument = (project: ProjectRow, id: number): StaffProjectDocument => {
    const d = documentOf.get(id, project.id) as DocumentRow | undefined;
    if (!d) throw new HttpError(404, `Document ${id} of ${project.name} was not found.`);
    return toDocument(d);
  };
  /** The URL of an uploaded PDF; anything else is refused before it reaches a microsite. */
  const pdfUrl = (id: number): string => {
    const file = files.get(id);
    if (!file) throw new HttpError(400, `File ${id} does not exist; upload the PDF first.`);
    if (file.type !== 'application/pdf') throw new HttpError(400, `File ${id} (${file.name}) is not a PDF; project documents must be PDF files.`);
    return fileUrl(file);
  };
  const detail = (p: ProjectRow): StaffProjectDetail & { translations?: Translations } => {
    const documents = Object.fromEntries(PROJECT_DOCUMENT_KINDS.map((k) => [k, [] as StaffProjectDocument[]])) as StaffProjectDetail['documents'];
    for (const d of documentsOf.all(p.id) as DocumentRow[]) documents[d.kind].push(toDocument(d));
    return {
      code: p.code,
      name: p.name,
      fullName: p.full_name,
      homepageHtml: p.homepage_html,
      bannerUrl: p.banner_url,
      bannerAlt: p.banner_alt,
      updatedAt: p.updated_at,
      documents,
      ...withTranslations(p.id),
      ...heldHome(p),
    };
  };
  /** The change of the home text that waits in the workflow, so that the editor says so and shows it (not the live text). */
  const heldHome = (p: ProjectRow): Pick<StaffProjectDetail, 'held'> => {
    const row = deps.workflow?.get('project_content', p.id);
    if (!row || row.state === 'live') return {};
    const draft = deps.workflow!.draftOf<ProjectHomeDraft>(row);
    return {
      held: {
        state: row.state,
        publishAt: row.publish_at,
        comment: row.comment,
        homepageHtml: draft?.homepageHtml ?? p.homepage_html,
        ...(draft?.translations ? { translations: draft.translations } : {}),
      },
    };
  };
  /** The home text in Assamese and Hindi (docs/product/languages.md), when it has any. */
  const withTranslations = (id: number) => {
    const stored = translations.read('projects', id);
    return stored ? { translations: stored } : {};
  };
  /** Which of Assamese and Hindi a project's home text lacks, for the list's marker. */
  const missingOf = (id: number): ('as' | 'hi')[] => {
    const stored = translations.read('projects', id);
    return (['as', 'hi'] as const).filter((language) => !stored?.[language]?.homepage);
  };

  const writeHome = (p: ProjectRow, w: ProjectHomeDraft) => {
    setHome.run(homeMarkup(w.homepageHtml), new Date().toISOString(), p.id);
    // Sanitised by the store as the English is (page text: h2 headings stay).
    translations.write('projects', p.id, w.translations);
  };
  const projectById = (id: number) => {
    const code = codeById.get(id) as ProjectCode | undefined;
    if (!code) throw new HttpError(404, `Project ${id} was not found.`);
    return mustProject(code);
  };
  /**
   * A microsite's home text through the workflow (its item is the project, which is never hidden: a held
   * edit waits while the live text stays). Its documents are published at once: each is an uploaded PDF.
   */
  const homeOf = (id: number) => {
    const p = projectById(id);
    return { unpublishedAt: null, code: p.code, name: p.name, homepageHtml: p.homepage_html, ...withTranslations(p.id) };
  };
  const home = heldKind<ReturnType<typeof homeOf>, ProjectHomeDraft>(
    db,
    { workflow: deps.workflow, search: deps.search, audit },
    {
      kind: 'project_content',
      name: 'project',
      target: (id) => `project:${codeById.get(id) as string}`,
      updateAction: 'project.home',
      get: homeOf,
      write: (id, w) => writeHome(projectById(id), w),
      // Never hidden: the project's page is always there; only its home text waits.
      setUnpublished: () => undefined,
      cache: { clear: () => undefined },
    },
  );

  return {
    home,
    homeOf,
    list(): (StaffProjectSummary & { missingTranslations: ('as' | 'hi')[] })[] {
      const byProject = new Map<number, StaffProjectSummary['documentCounts']>();
      for (const c of counts.all() as { project_id: number; kind: ProjectDocumentKind; n: number }[]) {
        const entry = byProject.get(c.project_id) ?? { minutes: 0, downloads: 0, advertisement: 0, eap: 0, bog: 0 };
        entry[c.kind] = c.n;
        byProject.set(c.project_id, entry);
      }
      return (allProjects.all() as ProjectRow[]).map((p) => ({
        missingTranslations: missingOf(p.id),
        code: p.code,
        name: p.name,
        fullName: p.full_name,
        updatedAt: p.updated_at,
        documentCounts: byProject.get(p.id) ?? { minutes: 0, downloads: 0, advertisement: 0, eap: 0, bog: 0 },
      }));
    },

    get: (code: ProjectCode) => detail(mustProject(code)),

    /**
     * The English home text and (docs/product/languages.md) its Assamese and Hindi versions: a language left out keeps
     * what it had, a blank one is removed. Both and the audit entry in one transaction.
     */
    setHome: db.transaction(
      (code: ProjectCode, html: string, actor: AuditActor, homeTranslations?: Translations, publishAt?: string | null): StaffProjectDetail => {
        const p = mustProject(code);
        const draft: ProjectHomeDraft = {
          homepageHtml: html,
          ...(homeTranslations ? { translations: homeTranslations } : {}),
          ...(publishAt ? { publishAt } : {}),
        };
        home.updated(p.id, draft, actor, () => writeHome(p, draft));
        return detail(mustProject(code));
      },
    ),

    addDocument: db.transaction((code: ProjectCode, w: ProjectDocumentWrite, actor: AuditActor): StaffProjectDetail => {
      const p = mustProject(code);
      const url = pdfUrl(w.fileId);
      const now = new Date().toISOString();
      const id = Number(insertDocument.run(p.id, w.kind, w.title, url, dayToIso(w.publishedAt), now).lastInsertRowid);
      touch.run(now, p.id);
      audit.record(actor, { action: 'project.document.create', target: `project:${code}/document:${id}`, after: mustDocument(p, id) });
      return detail(mustProject(code));
    }),

    updateDocument: db.transaction((code: ProjectCode, id: number, w: ProjectDocumentUpdate, actor: AuditActor): StaffProjectDetail => {
      const p = mustProject(code);
      const before = mustDocument(p, id);
      const url = w.fileId === undefined ? before.fileUrl : pdfUrl(w.fileId);
      updateDocument.run(w.kind ?? before.kind, w.title, url, dayToIso(w.publishedAt), id);
      touch.run(new Date().toISOString(), p.id);
      audit.record(actor, { action: 'project.document.update', target: `project:${code}/document:${id}`, before, after: mustDocument(p, id) });
      return detail(mustProject(code));
    }),

    deleteDocument: db.transaction((code: ProjectCode, id: number, actor: AuditActor): void => {
      const p = mustProject(code);
      const before = mustDocument(p, id);
      deleteDocument.run(id);
      touch.run(new Date().toISOString(), p.id);
      audit.record(actor, { action: 'project.document.delete', target: `project:${code}/document:${id}`, before });
    }),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    projectContent: ProjectContentRepository;
  }
}

/** The console's project microsites, with the workflow (which the scheduler reaches the home texts through). */
export default fp(
  async (app) => {
    app.decorate(
      'projectContent',
      createProjectContentRepository(app.db, {
        files: app.files,
        audit: app.audit,
        translations: app.translations,
        search: app.searchIndex,
        workflow: app.workflow,
      }),
    );
  },
  { name: 'project-content', dependencies: ['db', 'file-repository', 'audit-log', 'translation-store', 'search-repository', 'workflow'] },
);
