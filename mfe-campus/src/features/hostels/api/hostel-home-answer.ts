import type { AnswerSchema } from '@aec/ui';
import type { HostelHomeResponse } from '@aec/contracts';

/**
 * hostel_home of the first element of GET /api/hostel/{id} (docs/product/api-compatibility.md), or undefined when the answer
 * is not that shape. Checked by hand rather than with the zod schema: zod would add tens of kB to
 * this remote for one field.
 */
export function readHostelHome(body: unknown): string | undefined {
  if (!Array.isArray(body) || body.length === 0) return undefined;
  const first = body[0] as Partial<HostelHomeResponse[number]> | null;
  return typeof first?.hostel_home === 'string' ? first.hostel_home : undefined;
}

/** The answer check useResource takes: the hostel's description text, or a failure it words itself. */
export const hostelHomeText: AnswerSchema<string> = {
  safeParse(body) {
    const text = readHostelHome(body);
    return text === undefined ? { success: false } : { success: true, data: text };
  },
};

export const hostelHomeUrl = (hostelId: number) => `/api/hostel/${hostelId}`;
