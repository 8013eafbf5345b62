import type { FastifyPluginAsync } from 'fastify';
import { cachedAnswerRoute } from '../../lib/answer-cache';
import {
  DEPARTMENTS,
  DepartmentCodeParam,
  DepartmentNotificationRequest,
  DepartmentNotificationResponse,
  FacultyList,
  FacultyMemberList,
  ListQuery,
} from '@aec/contracts';
import { notFound } from '../../lib/http-error';
import type { ZodTypeProvider } from '../../lib/route-schemas';
import { facultyOfDepartment, facultyRecords } from '../../seed/sample-faculty';

/** The faculty list is built into the site (docs/product/README.md): an hour of caching costs nothing. */
const FACULTY_CACHE = 'public, max-age=3600';

/**
 * POST /getnotificationwcollege and GET /md/facultyNew.json (docs/product/api-compatibility.md), at the site root; and
 * GET /api/departments/{code}/faculty, the teacher cards of a department's pages. Both faculty
 * answers come from one sample list.
 */
const departmentRoutes: FastifyPluginAsync = async (app) => {
  const notifications = app.departmentNotifications;

  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/getnotificationwcollege',
    { ...cachedAnswerRoute, schema: { body: DepartmentNotificationRequest, querystring: ListQuery } },
    (request, reply) => {
      const { branch_code } = request.body;
      const lean = request.query.lean === '1';
      return notifications.cache.send(request, reply, `${branch_code} ${lean}`, () =>
        DepartmentNotificationResponse.parse(notifications.list(branch_code, lean)),
      );
    },
  );

  const faculty = JSON.stringify(FacultyList.parse(facultyRecords()));
  app.get('/md/facultyNew.json', async (_request, reply) => {
    reply.type('application/json; charset=utf-8').header('cache-control', FACULTY_CACHE);
    return faculty;
  });

  const teachers = new Map<string, string>(DEPARTMENTS.map(({ code }) => [code, JSON.stringify(FacultyMemberList.parse(facultyOfDepartment(code)))]));
  app.get('/api/departments/:code/faculty', async (request, reply) => {
    // A malformed code is as unknown as a well-formed one we do not have: both are a 404.
    const parsed = DepartmentCodeParam.safeParse(request.params);
    const answer = parsed.success ? teachers.get(parsed.data.code) : undefined;
    if (!answer) throw notFound(`Department ${String((request.params as { code?: unknown }).code).slice(0, 40)}`);
    reply.type('application/json; charset=utf-8').header('cache-control', FACULTY_CACHE);
    return answer;
  });
};
export default departmentRoutes;
