import { z } from 'zod';

/**
 * `/{from}/{to}` of the list calls (docs/product/api-compatibility.md): newest first, 0-based offsets [f, to) where f is
 * 0 when from <= 1 and from otherwise. 1/10 gives 10 rows; 20/40 follows 1/20 without overlap or gap.
 */
export const RangeParams = z
  .object({
    from: z.coerce
      .number({ error: 'from must be a whole number' })
      .int('from must be a whole number')
      .min(0, 'from must be 0 or more')
      .max(1_000_000, 'from is too large'),
    to: z.coerce
      .number({ error: 'to must be a whole number' })
      .int('to must be a whole number')
      .min(1, 'to must be 1 or more')
      .max(1_000_000, 'to is too large'),
  })
  .refine((r) => r.to > (r.from <= 1 ? 0 : r.from), { message: 'to must be greater than from' })
  .refine((r) => r.to - (r.from <= 1 ? 0 : r.from) <= 100, { message: 'at most 100 rows per request' });
export type RangeParams = z.infer<typeof RangeParams>;

/** The offset and limit a range stands for. */
export function rangeToOffset({ from, to }: RangeParams): { offset: number; limit: number } {
  const offset = from <= 1 ? 0 : from;
  return { offset, limit: to - offset };
}

/** Page n (1-based) of the paged notice list, 20 a page (docs/product/api-compatibility.md): 1 -> 1/20, 2 -> 20/40, 3 -> 40/60. */
export function noticePageRange(page: number, size = 20): { from: number; to: number } {
  return page <= 1 ? { from: 1, to: size } : { from: (page - 1) * size, to: page * size };
}

export const IdParam = z.object({
  id: z.coerce
    .number({ error: 'id must be a whole number' })
    .int('id must be a whole number')
    .min(1, 'id must be 1 or more')
    .max(2_147_483_647, 'id is too large'),
});
