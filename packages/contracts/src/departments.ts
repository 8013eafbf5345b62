import { z } from 'zod';
import { Translations } from './translations';
import { Base64Blob, FileRef } from './files';

/** POST /getnotificationwcollege (docs/product/api-compatibility.md): branch_code is the department id, college_code AEC. */
export const DepartmentNotificationRequest = z.object({
  // A number or its digits ("6"); not an array or anything else a loose coercion would accept.
  branch_code: z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,2}$/.test(v) ? Number(v) : v),
    z
      .number({ error: 'branch_code must be a department id' })
      .int('branch_code must be a department id')
      .min(1, 'branch_code must be a department id')
      .max(99, 'branch_code must be a department id'),
  ),
  college_code: z.literal('AEC', { message: 'college_code must be AEC' }),
});
export type DepartmentNotificationRequest = z.infer<typeof DepartmentNotificationRequest>;

/** One item of the answer list (docs/product/departments.md Department notification), plus URLs of the files. */
export const DepartmentNotification = z.object({
  data: z.object({
    id: z.number().int(),
    title: z.string(),
    message: z.string(),
    created_at: z.string(),
    created_by: z.string(),
    /** Ours: Assamese and Hindi versions of some fields, only when there are any (translations.ts). */
    translations: Translations.optional(),
  }),
  file: z.array(z.object({ data: Base64Blob.shape.data, type: z.string(), name: z.string() })),
  files: z.array(FileRef),
});
export type DepartmentNotification = z.infer<typeof DepartmentNotification>;
export const DepartmentNotificationResponse = z.array(DepartmentNotification);

/** GET /md/facultyNew.json: docs/product/departments.md Faculty record (static list). */
export const FacultyRecord = z.object({
  sl_no: z.number().int(),
  name: z.string(),
  designation: z.string(),
  qualification: z.string(),
  appointment_type: z.string(),
  appointment_date: z.string(),
  year_of_service: z.string(),
  remarks: z.string(),
  dept_code: z.string(),
});
export type FacultyRecord = z.infer<typeof FacultyRecord>;
export const FacultyList = z.array(FacultyRecord);

/** GET /api/departments/{code}/faculty: a department's code (civil, ete, …); unknown codes answer 404. */
export const DepartmentCodeParam = z.object({
  code: z.string().regex(/^[a-z]{2,20}$/, 'code must be a department code such as civil'),
});

/**
 * GET /api/departments/{code}/faculty: docs/product/departments.md Faculty member / employee, the teacher cards of a
 * department's Faculty page, head first. The same people as the static list of /md/facultyNew.json.
 */
export const FacultyMember = z.object({
  emp_id: z.string(),
  dept_id: z.number().int(),
  dept_code: z.string(),
  emp_name: z.string(),
  emp_department: z.string(),
  emp_designation: z.string(),
  emp_qualification: z.string(),
  emp_specialization: z.string(),
  emp_contact: z.string(),
  emp_email: z.string(),
  emp_linkedin: z.string(),
  emp_facebook: z.string(),
  emp_address: z.string(),
  /** Photo file; empty until the college supplies one (the card then shows initials). */
  emp_dp: z.string(),
  /** CV file (PDF). */
  emp_file: z.string(),
  is_hod: z.enum(['1', '0']),
  time_stamp: z.string(),
});
export type FacultyMember = z.infer<typeof FacultyMember>;
export const FacultyMemberList = z.array(FacultyMember);
