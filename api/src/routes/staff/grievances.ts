import type { FastifyPluginAsync } from 'fastify';
import { GrievanceDetail, GrievanceListResponse, GrievanceQuery, GrievanceStatusChange, RegistrationParam } from '@aec/contracts';
import { notFound } from '../../lib/http-error';
import type { ZodTypeProvider } from '../../lib/route-schemas';
import { GRIEVANCE_PAGE_SIZE } from '../../plugins/app/staff/grievance-desk-repository';

/** /api/staff/grievances: the grievance officer's desk. */
const grievanceDeskRoutes: FastifyPluginAsync = async (app) => {
  const desk = app.grievanceDesk;
  const officer = app.requireRole('grievance_officer');
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/grievances', { preValidation: officer, schema: { querystring: GrievanceQuery } }, async (request) => {
    const query = request.query;
    return GrievanceListResponse.parse({ ...desk.list(query), pageSize: GRIEVANCE_PAGE_SIZE, overdueDays: desk.overdueDays });
  });

  routes.get('/grievances/:reg_no', { preValidation: officer, schema: { params: RegistrationParam } }, async (request) => {
    const { reg_no } = request.params;
    const found = desk.get(reg_no);
    if (!found) throw notFound(`Grievance ${reg_no}`);
    return GrievanceDetail.parse(found);
  });

  routes.post('/grievances/:reg_no/status', { preValidation: officer, schema: { params: RegistrationParam, body: GrievanceStatusChange } }, async (request) => {
    const { reg_no } = request.params;
    const { status, feedback_message } = request.body;
    const updated = desk.setStatus(reg_no, status, feedback_message, app.staffActor(request));
    // The filer's mail was queued in the same transaction; send it now.
    void app.mail.kick();
    request.log.info({ grievance: 'status changed', status }, 'grievance status changed');
    return GrievanceDetail.parse(updated);
  });
};
export default grievanceDeskRoutes;
