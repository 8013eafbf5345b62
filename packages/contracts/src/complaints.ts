import { z } from 'zod';
import { COMPLAINT_FIELD_MAX as MAX, COMPLAINT_TYPES, normaliseRegistrationId, REGISTRATION_ID_PATTERN } from './complaint-ids';

// The types, statuses and registration numbers are in complaint-ids.ts (no zod: the grievance pages read them).
export * from './complaint-ids';

const trimmed = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

/** POST /api/complain (docs/product/office-and-grievances.md Complaint registration request and its rules). */
export const ComplaintRegistration = z.object({
  email: z.string().trim().min(1, 'Email is required').max(MAX.email).email('Enter a valid email address'),
  info: z
    .array(
      z.object({
        name: trimmed(MAX.name).min(1, 'Name is required'),
        address: trimmed(MAX.address).optional().default(''),
        type: z.enum(COMPLAINT_TYPES, { message: 'type must be GENERAL or PROCUREMENT' }),
        /** Ours: who the grievance is addressed to ('office' by default; 'aecsu' or 'ecta' from their forms). */
        addressee: z.enum(['office', 'aecsu', 'ecta']).optional(),
      }),
    )
    .length(1, 'info must hold exactly one entry'),
  /** Ours (docs/product/languages.md): the language of the page it was filed from; its mails are written in it. English when absent. */
  language: z.enum(['en', 'as', 'hi'], { message: "language must be 'en', 'as' or 'hi'" }).optional(),
});
export type ComplaintRegistration = z.infer<typeof ComplaintRegistration>;
export const ComplaintRegistrationResponse = z.object({ message: z.string(), registration_id: z.string().regex(REGISTRATION_ID_PATTERN) });
export type ComplaintRegistrationResponse = z.infer<typeof ComplaintRegistrationResponse>;

/** POST /api/complain/edit/{reg_no}: from the public, completes a registration once (status 0, empty feedback). */
export const ComplaintUpdate = z.object({
  subject: trimmed(MAX.subject).min(1, 'Subject is required'),
  message: trimmed(MAX.message).min(1, 'Message is required'),
  status: z.coerce
    .number({ error: 'status must be 0 (Received) when you submit' })
    .int()
    .refine((s) => s === 0, 'status must be 0 (Received) when you submit'),
  feedback_message: z.string().max(0, 'feedback_message must be empty when you submit').optional().default(''),
});
export type ComplaintUpdate = z.infer<typeof ComplaintUpdate>;
export const ComplaintUpdateResponse = z.object({ message: z.string() });

export const RegistrationParam = z.object({
  reg_no: z
    .string()
    .max(60)
    .transform(normaliseRegistrationId)
    .pipe(z.string().regex(REGISTRATION_ID_PATTERN, 'That is not a registration number (it looks like AEC-7KQ2-M9XD-4HTB-W3RN)')),
});

/** GET /api/complain/{registration_no} → { rows }: never the filer's name, email or address. */
export const ComplaintResult = z.object({
  registration_id: z.string(),
  subject: z.string(),
  message: z.string(),
  feedback_message: z.string(),
  status: z.number().int().min(0).max(2),
  // Ours:
  type: z.enum(COMPLAINT_TYPES),
  registered_at: z.string(),
  updated_at: z.string(),
});
export type ComplaintResult = z.infer<typeof ComplaintResult>;
export const ComplaintLookupResponse = z.object({ rows: z.array(ComplaintResult) });
export type ComplaintLookupResponse = z.infer<typeof ComplaintLookupResponse>;
