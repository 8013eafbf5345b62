import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { ZodError } from 'zod';

/** Sentence for the visitor per Fastify error code; anything else unexpected becomes a plain 500. */
const clientErrorMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; JSON was expected.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large (1 MB at most).',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here; send JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body length does not match its Content-Length.',
};

/** A refused input in one sentence: the first issue, after the field it is about. */
export function zodSentence(error: ZodError): string {
  const first = error.issues[0];
  const where = first && first.path.length ? `${first.path.join('.')}: ` : '';
  return `${where}${first?.message ?? 'invalid input'}`;
}

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof ZodError) {
        return reply.code(400).send({ error: zodSentence(error) });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const message = (error.code && clientErrorMessages[error.code]) || error.message || 'Bad request.';
        return reply.code(status).send({ error: message });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send({ error: 'Something went wrong on our side. Please try again in a minute.' });
    });
  },
  { name: 'error-handling' },
);
