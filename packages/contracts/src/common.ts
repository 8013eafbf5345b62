import { z } from 'zod';

/** Every 4xx/5xx answer of the API: one clear sentence, never a stack trace. */
export const ApiError = z.object({ error: z.string().min(1) });
export type ApiError = z.infer<typeof ApiError>;
