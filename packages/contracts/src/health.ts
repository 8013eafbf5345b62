import { z } from 'zod';

export const HealthResponse = z.object({
  status: z.literal('ok'),
  uptimeSeconds: z.number().nonnegative(),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof HealthResponse>;

/** GET /api/ready when the database takes writes and the render worker runs; otherwise 503 with { error }. */
export const ReadyResponse = z.object({ status: z.literal('ready') });
export type ReadyResponse = z.infer<typeof ReadyResponse>;
