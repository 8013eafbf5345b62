import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import {
  ComplaintLookupResponse,
  ComplaintRegistration,
  ComplaintRegistrationResponse,
  ComplaintUpdate,
  ComplaintUpdateResponse,
  RegistrationParam,
} from '@aec/contracts';
import { ComplaintError } from '../../plugins/app/complaints/complaint-repository';
import { registeredMessage } from '../../plugins/app/complaints/grievance-mails';
import type { ZodTypeProvider } from '../../lib/route-schemas';

export interface ComplaintRouteOptions {
  /** Per client address; AEC_RATE_LIMIT_MAX replaces every max (end-to-end tests). */
  limits: { register: number; edit: number; lookup: number };
}

/** docs/product/api-compatibility.md grievances: register, complete once, look up by the unguessable registration number. */
const complaintRoutes: FastifyPluginAsync<ComplaintRouteOptions> = async (app, { limits }) => {
  const complaints = app.complaints;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  /** A refusal that passes (a cap, the global throttle of failed lookups) says when with Retry-After. */
  const withRetryAfter = <T>(reply: FastifyReply, call: () => T): T => {
    try {
      return call();
    } catch (err) {
      if (err instanceof ComplaintError && err.retryAfterSeconds) reply.header('retry-after', String(err.retryAfterSeconds));
      throw err;
    }
  };

  routes.post(
    '/complain',
    { config: { rateLimit: { max: limits.register, timeWindow: '15 minutes' } }, schema: { body: ComplaintRegistration } },
    async (request, reply) => {
      const input = request.body;
      const info = input.info[0]!;
      // Committed (and its mail queued) before we answer: an acknowledged grievance is never lost.
      const regId = withRetryAfter(reply, () =>
        complaints.register({
          email: input.email,
          name: info.name,
          address: info.address,
          type: info.type,
          addressee: info.addressee ?? 'office',
          language: input.language ?? 'en',
        }),
      );
      void app.mail.kick();
      request.log.info({ grievance: 'registered' }, 'grievance registered');
      reply.code(201).header('cache-control', 'no-store');
      return ComplaintRegistrationResponse.parse({
        message: registeredMessage(regId, input.language),
        registration_id: regId,
      });
    },
  );

  routes.post(
    '/complain/edit/:reg_no',
    { config: { rateLimit: { max: limits.edit, timeWindow: '15 minutes' } }, schema: { params: RegistrationParam, body: ComplaintUpdate } },
    async (request, reply) => {
      const { reg_no } = request.params;
      const update = request.body;
      withRetryAfter(reply, () => complaints.submit(reg_no, update.subject, update.message));
      void app.mail.kick();
      reply.header('cache-control', 'no-store');
      return ComplaintUpdateResponse.parse({
        message: `Thank you. Your grievance ${reg_no} is submitted; you can check its status with this registration number.`,
      });
    },
  );

  routes.get(
    '/complain/:reg_no',
    { config: { rateLimit: { max: limits.lookup, timeWindow: '1 minute' } }, schema: { params: RegistrationParam } },
    async (request, reply) => {
      const { reg_no } = request.params;
      reply.header('cache-control', 'no-store');
      return ComplaintLookupResponse.parse({ rows: withRetryAfter(reply, () => complaints.lookup(reg_no)) });
    },
  );
};
export default complaintRoutes;
