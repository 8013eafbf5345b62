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

export interface ComplaintRouteOptions {
  /** Per client address; AEC_RATE_LIMIT_MAX replaces every max (end-to-end tests). */
  limits: { register: number; edit: number; lookup: number };
}

/** docs/product/api-compatibility.md grievances: register, complete once, look up by the unguessable registration number. */
const complaintRoutes: FastifyPluginAsync<ComplaintRouteOptions> = async (app, { limits }) => {
  const complaints = app.complaints;

  /** A refusal that passes (a cap, the global throttle of failed lookups) says when with Retry-After. */
  const withRetryAfter = <T>(reply: FastifyReply, call: () => T): T => {
    try {
      return call();
    } catch (err) {
      if (err instanceof ComplaintError && err.retryAfterSeconds) reply.header('retry-after', String(err.retryAfterSeconds));
      throw err;
    }
  };

  app.post(
    '/complain',
    { config: { rateLimit: { max: limits.register, timeWindow: '15 minutes' } } },
    async (request, reply) => {
      const input = ComplaintRegistration.parse(request.body);
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

  app.post(
    '/complain/edit/:reg_no',
    { config: { rateLimit: { max: limits.edit, timeWindow: '15 minutes' } } },
    async (request, reply) => {
      const { reg_no } = RegistrationParam.parse(request.params);
      const update = ComplaintUpdate.parse(request.body);
      withRetryAfter(reply, () => complaints.submit(reg_no, update.subject, update.message));
      void app.mail.kick();
      reply.header('cache-control', 'no-store');
      return ComplaintUpdateResponse.parse({
        message: `Thank you. Your grievance ${reg_no} is submitted; you can check its status with this registration number.`,
      });
    },
  );

  app.get(
    '/complain/:reg_no',
    { config: { rateLimit: { max: limits.lookup, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const { reg_no } = RegistrationParam.parse(request.params);
      reply.header('cache-control', 'no-store');
      return ComplaintLookupResponse.parse({ rows: withRetryAfter(reply, () => complaints.lookup(reg_no)) });
    },
  );
};
export default complaintRoutes;
