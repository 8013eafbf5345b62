import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  IdParam,
  ProjectCodeParam,
  ProjectDocumentUpdate,
  ProjectDocumentWrite,
  ProjectHomeWrite,
  PublishAtWrite,
  StaffProjectDetail,
  StaffProjectListResponse,
  StaffProjectSummary,
  Translations,
} from '@aec/contracts';
import { notFound } from '../../lib/http-error';
import type { ZodTypeProvider } from '../../lib/route-schemas';

// docs/product/languages.md: the home text's Assamese and Hindi versions (the contract's Translations, field homepage),
// in the editor's write and the console's answers; the list says which languages a home text lacks.
export const HomeWrite = ProjectHomeWrite.extend({ translations: Translations.optional(), publishAt: PublishAtWrite });
const Detail = StaffProjectDetail.extend({ translations: Translations.optional() });
const ListResponse = StaffProjectListResponse.extend({
  rows: StaffProjectSummary.extend({ missingTranslations: Translations.keyof().array() }).array(),
});

/**
 * /api/staff/projects: the microsites' home text and document lists (publisher). Documents point
 * at PDFs uploaded through POST /api/staff/files; every write answers the project as it now is.
 */
const projectContentRoutes: FastifyPluginAsync = async (app) => {
  const content = app.projectContent;
  const publisher = app.requireRole('publisher');

  /** An unknown project is a 404, as on the public microsite (hand-parsed: a params schema would answer 400). */
  const codeOf = (params: unknown) => {
    const parsed = ProjectCodeParam.safeParse(params);
    if (!parsed.success) throw notFound(`Project ${String((params as { code?: unknown }).code).slice(0, 40)}`);
    return parsed.data.code;
  };
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // The role, then the project's 404, then the route schemas' 400: the order the handlers had.
  const preValidation = [publisher, async (request: FastifyRequest) => void codeOf(request.params)];
  // The document's id beside the project's code, which codeOf reads.
  const DocumentParams = IdParam.loose();

  app.get('/projects', { preValidation: publisher }, async () => ListResponse.parse({ rows: content.list() }));

  app.get('/projects/:code', { preValidation: publisher }, async (request) => Detail.parse(content.get(codeOf(request.params))));

  routes.put('/projects/:code/home', { preValidation, schema: { body: HomeWrite } }, async (request) => {
    const code = codeOf(request.params);
    const { homepageHtml, translations, publishAt } = request.body;
    return Detail.parse(content.setHome(code, homepageHtml, app.staffActor(request), translations, publishAt));
  });

  routes.post('/projects/:code/documents', { preValidation, schema: { body: ProjectDocumentWrite } }, async (request, reply) => {
    const code = codeOf(request.params);
    const input = request.body;
    reply.code(201);
    return Detail.parse(content.addDocument(code, input, app.staffActor(request)));
  });

  routes.put('/projects/:code/documents/:id', { preValidation, schema: { params: DocumentParams, body: ProjectDocumentUpdate } }, async (request) => {
    const code = codeOf(request.params);
    return Detail.parse(content.updateDocument(code, request.params.id, request.body, app.staffActor(request)));
  });

  routes.delete('/projects/:code/documents/:id', { preValidation, schema: { params: DocumentParams } }, async (request, reply) => {
    const code = codeOf(request.params);
    const { id } = request.params;
    content.deleteDocument(code, id, app.staffActor(request));
    return reply.code(204).send();
  });
};
export default projectContentRoutes;
