import type { FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import type { z } from 'zod';

/**
 * Route schemas are the zod schemas of @aec/contracts (decision 080): `schema: { params, querystring,
 * body }` on a route is checked by Fastify before the handler, which gets the parsed values typed.
 */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/**
 * Answers the ZodError itself, so the error handler words it exactly as a hand `.parse` did. Fastify
 * hands a missing body over as null: it is given back as undefined, the value a hand parse saw.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(httpPart === 'body' && data === null ? undefined : data);
    return result.success ? { value: result.data } : { error: result.error };
  };
