import type { FastifyPluginAsync } from 'fastify';
import {
  IdParam,
  ProjectCodeParam,
  ProjectDocumentUpdate,
  ProjectDocumentWrite,
  ProjectHomeWrite,
  StaffProjectDetail,
  StaffProjectListResponse,
  StaffProjectSummary,
  Translations,
} from '@aec/contracts';
import { notFound } from '../../lib/http-error';
import { createProjectContentRepository } from '../../plugins/app/staff/project-content-repository';

// docs/product/languages.md: the home text's Assamese and Hindi versions (the contract's Translations, field homepage),
// in the editor's write and the console's answers; the list says which languages a home text lacks.
const HomeWrite = ProjectHomeWrite.extend({ translations: Translations.optional() });
const Detail = StaffProjectDetail.extend({ translations: Translations.optional() });
const ListResponse = StaffProjectListResponse.extend({
  rows: StaffProjectSummary.extend({ missingTranslations: Translations.keyof().array() }).array(),
});

/**
 * /api/staff/projects: the microsites' home text and document lists (publisher). Documents point
 * at PDFs uploaded through POST /api/staff/files; every write answers the project as it now is.
 */
const projectContentRoutes: FastifyPluginAsync = async (app) => {
  const content = createProjectContentRepository(app.db, { files: app.files, audit: app.audit, translations: app.translations });
  const publisher = app.requireRole('publisher');

  /** An unknown project is a 404, as on the public microsite. */
  const codeOf = (params: unknown) => {
    const parsed = ProjectCodeParam.safeParse(params);
    if (!parsed.success) throw notFound(`Project ${String((params as { code?: unknown }).code).slice(0, 40)}`);
    return parsed.data.code;
  };

  app.get('/projects', { preHandler: publisher }, async () => ListResponse.parse({ rows: content.list() }));

  app.get('/projects/:code', { preHandler: publisher }, async (request) => Detail.parse(content.get(codeOf(request.params))));

  app.put('/projects/:code/home', { preHandler: publisher }, async (request) => {
    const code = codeOf(request.params);
    const { homepageHtml, translations } = HomeWrite.parse(request.body);
    return Detail.parse(content.setHome(code, homepageHtml, app.staffActor(request), translations));
  });

  app.post('/projects/:code/documents', { preHandler: publisher }, async (request, reply) => {
    const code = codeOf(request.params);
    const input = ProjectDocumentWrite.parse(request.body);
    reply.code(201);
    return Detail.parse(content.addDocument(code, input, app.staffActor(request)));
  });

  app.put('/projects/:code/documents/:id', { preHandler: publisher }, async (request) => {
    const code = codeOf(request.params);
    const { id } = IdParam.parse({ id: (request.params as { id?: unknown }).id });
    return Detail.parse(content.updateDocument(code, id, ProjectDocumentUpdate.parse(request.body), app.staffActor(request)));
  });

  app.delete('/projects/:code/documents/:id', { preHandler: publisher }, async (request, reply) => {
    const code = codeOf(request.params);
    const { id } = IdParam.parse({ id: (request.params as { id?: unknown }).id });
    content.deleteDocument(code, id, app.staffActor(request));
    return reply.code(204).send();
  });
};
export default projectContentRoutes;
