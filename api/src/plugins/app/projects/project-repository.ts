import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { ProjectResponse, type ProjectCode, type ProjectDocument, type ProjectDocumentKind, type ProjectRecord } from '@aec/contracts';
import { notFound } from '../../../lib/http-error';
import type { Db } from '../db/database';

export interface ProjectInput {
  code: ProjectCode;
  name: string;
  fullName: string;
  tenderType: string;
  homepageHtml: string;
  bannerUrl: string;
  bannerAlt: string;
}

export interface ProjectDocumentInput {
  kind: ProjectDocumentKind;
  title: string;
  fileUrl: string;
  publishedAt: string;
}

interface ProjectRow {
  id: number;
  code: ProjectCode;
  name: string;
  full_name: string;
  tender_type: string;
  homepage_html: string;
  banner_url: string;
  banner_alt: string;
}

interface DocumentRow {
  id: number;
  kind: ProjectDocumentKind;
  title: string;
  file_url: string;
  published_at: string;
}

export type ProjectRepository = ReturnType<typeof createProjectRepository>;

/** The microsites' content (docs/product/projects.md Project and its documents), as the staff console will edit it. */
export function createProjectRepository(db: Db) {
  const byCode = db.prepare('SELECT id, code, name, full_name, tender_type, homepage_html, banner_url, banner_alt FROM projects WHERE code = ?');
  const byTenderType = db.prepare('SELECT id, code, name, full_name, tender_type, homepage_html, banner_url, banner_alt FROM projects WHERE tender_type = ?');
  const documentsOf = db.prepare(
    'SELECT id, kind, title, file_url, published_at FROM project_documents WHERE project_id = ? ORDER BY published_at DESC, id DESC',
  );
  const count = db.prepare('SELECT COUNT(*) AS n FROM projects');
  const upsert = db.prepare(
    `INSERT INTO projects (code, name, full_name, tender_type, homepage_html, banner_url, banner_alt, updated_at)
     VALUES (@code, @name, @fullName, @tenderType, @homepageHtml, @bannerUrl, @bannerAlt, @now)
     ON CONFLICT (code) DO UPDATE SET name = excluded.name, full_name = excluded.full_name, tender_type = excluded.tender_type,
       homepage_html = excluded.homepage_html, banner_url = excluded.banner_url, banner_alt = excluded.banner_alt, updated_at = excluded.updated_at`,
  );
  const clearDocuments = db.prepare('DELETE FROM project_documents WHERE project_id = ?');
  const insertDocument = db.prepare('INSERT INTO project_documents (project_id, kind, title, file_url, published_at, created_at) VALUES (?, ?, ?, ?, ?, ?)');

  const toRecord = (p: ProjectRow): ProjectRecord => {
    const documents: ProjectDocument[] = (documentsOf.all(p.id) as DocumentRow[]).map((d) => ({
      id: d.id,
      project_code: p.code,
      kind: d.kind,
      project_title: d.title,
      project_file: d.file_url,
      published: d.published_at,
    }));
    return {
      project_id: p.id,
      project_code: p.code,
      project_name: p.name,
      project_full_name: p.full_name,
      tender_type: p.tender_type,
      project_homepage: p.homepage_html,
      project_banner: p.banner_url,
      project_banner_alt: p.banner_alt,
      project_minutes: documents.find((d) => d.kind === 'minutes')?.project_file ?? '',
      documents,
    };
  };

  return {
    get(code: ProjectCode): ProjectRecord | undefined {
      const p = byCode.get(code) as ProjectRow | undefined;
      return p && toRecord(p);
    },
    /** Projects whose tenders carry this type code (TEQIP → teqip). */
    withTenderType(type: string): Pick<ProjectRecord, 'project_code' | 'project_name'>[] {
      return (byTenderType.all(type.toUpperCase()) as ProjectRow[]).map((p) => ({ project_code: p.code, project_name: p.name }));
    },
    count(): number {
      return (count.get() as { n: number }).n;
    },
    /** Writes a project and replaces its document lists, in one transaction. */
    save: db.transaction((input: ProjectInput, documents: ProjectDocumentInput[]): number => {
      const now = new Date().toISOString();
      upsert.run({ ...input, tenderType: input.tenderType.toUpperCase(), now });
      const { id } = byCode.get(input.code) as ProjectRow;
      clearDocuments.run(id);
      for (const d of documents) insertDocument.run(id, d.kind, d.title, d.fileUrl, d.publishedAt, now);
      return id;
    }),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    projects: ProjectRepository;
  }
}

/** GET /api/project/{code}: the project with its home text in Assamese and Hindi where staff wrote it (docs/product/languages.md); a 404 when unknown. */
export function projectAnswer(app: FastifyInstance, code: ProjectCode): ProjectResponse {
  const project = app.projects.get(code);
  if (!project) throw notFound(`Project ${code}`);
  return ProjectResponse.parse({ rows: app.translations.attach('projects', [project], (p) => p.project_id) });
}

export default fp(
  async (app) => {
    app.decorate('projects', createProjectRepository(app.db));
  },
  { name: 'project-repository', dependencies: ['db'] },
);
