import type { FastifyPluginAsync } from 'fastify';
import { cachedAnswerRoute } from '../../lib/answer-cache';
import { DepartmentNotificationRequest, DepartmentNotificationResponse, FacultyList, ListQuery } from '@aec/contracts';
import { sampleFacultyList } from './sample-faculty';

/** POST /getnotificationwcollege and GET /md/facultyNew.json (SPEC §7), at the site root. */
const departmentRoutes: FastifyPluginAsync = async (app) => {
  const notifications = app.departmentNotifications;

  app.post('/getnotificationwcollege', cachedAnswerRoute, (request, reply) => {
    const { branch_code } = DepartmentNotificationRequest.parse(request.body);
    const lean = ListQuery.parse(request.query).lean === '1';
    return notifications.cache.send(request, reply, `${branch_code} ${lean}`, () =>
      DepartmentNotificationResponse.parse(notifications.list(branch_code, lean)),
    );
  });

  const faculty = JSON.stringify(FacultyList.parse(sampleFacultyList()));
  app.get('/md/facultyNew.json', async (_request, reply) => {
    reply.type('application/json; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return faculty;
  });
};
export default departmentRoutes;
