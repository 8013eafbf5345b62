import type { FastifyPluginAsync } from 'fastify';
import { GrievanceDetail, GrievanceListResponse, GrievanceQuery, GrievanceStatusChange, RegistrationParam } from '@aec/contracts';
import { notFound } from '../../lib/http-error';
import { GRIEVANCE_PAGE_SIZE } from '../../plugins/app/staff/grievance-desk-repository';

/** /api/staff/grievances: the grievance officer's desk. */
const grievanceDeskRoutes: FastifyPluginAsync = async (app) => {
  const desk = app.grievanceDesk;
  const officer = app.requireRole('grievance_officer');

  app.get('/grievances', { preHandler: officer }, async (request) => {
    const query = GrievanceQuery.parse(request.query);
    return GrievanceListResponse.parse({ ...desk.list(query), pageSize: GRIEVANCE_PAGE_SIZE, overdueDays: desk.overdueDays });
  });

  app.get('/grievances/:reg_no', { preHandler: officer }, async (request) => {
    const { reg_no } = RegistrationParam.parse(request.params);
    const found = desk.get(reg_no);
    if (!found) throw notFound(`Grievance ${reg_no}`);
    return GrievanceDetail.parse(found);
  });

  app.post('/grievances/:reg_no/status', { preHandler: officer }, async (request) => {
    const { reg_no } = RegistrationParam.parse(request.params);
    const { status, feedback_message } = GrievanceStatusChange.parse(request.body);
    const updated = desk.setStatus(reg_no, status, feedback_message, app.staffActor(request));
    // The filer's mail was queued in the same transaction; send it now.
    void app.mail.kick();
    request.log.info({ grievance: 'status changed', status }, 'grievance status changed');
    return GrievanceDetail.parse(updated);
  });
};
export default grievanceDeskRoutes;
