// The grievance pages' words and registration numbers, without zod: the office's first screen reads them;
// complaints.ts builds the API's schemas on them.

export const COMPLAINT_TYPES = ['GENERAL', 'PROCUREMENT'] as const;
export type ComplaintType = (typeof COMPLAINT_TYPES)[number];

/** The longest each grievance field may be (trimmed): complaints.ts's schemas and the forms' own check read these. */
export const COMPLAINT_FIELD_MAX = { email: 254, name: 120, address: 500, subject: 200, message: 5000 } as const;

/** 0 Received, 1 Pending, 2 Disposed (docs/product/office-and-grievances.md). */
export const COMPLAINT_STATUS_LABELS = ['Received', 'Pending', 'Disposed'] as const;

/**
 * Registration numbers: groups of four of Crockford's base 32 (no I, L, O or U). New ones have four groups,
 * AEC-7KQ2-M9XD-4HTB-W3RN (80 bits); the two-group ones handed out before (AEC-7KQ2-M9XD, 40 bits) stay valid.
 */
const GROUP = '[0-9A-HJKMNP-TV-Z]{4}';
export const REGISTRATION_ID_PATTERN = new RegExp(`^AEC-${GROUP}-${GROUP}(?:-${GROUP}-${GROUP})?$`);
/** A registration number inside a text (a mail, a page), the long form first so it is not cut to the short one. */
export const REGISTRATION_ID_IN_TEXT = new RegExp(`AEC-${GROUP}-${GROUP}(?:-${GROUP}-${GROUP}(?![0-9A-Z]))?`);
/** The 40-bit form handed out before the 80-bit form (SECURITY.md). */
export const isShortRegistrationId = (id: string): boolean => id.length === 'AEC-XXXX-XXXX'.length;

/**
 * As people type it: any case, spaces for dashes, and the letters Crockford's alphabet reads as digits
 * (O as 0, I and L as 1) after the AEC prefix.
 */
export function normaliseRegistrationId(input: string): string {
  const id = input.trim().toUpperCase().replace(/\s+/g, '-');
  return id.startsWith('AEC-') ? `AEC-${id.slice(4).replace(/O/g, '0').replace(/[IL]/g, '1')}` : id;
}
