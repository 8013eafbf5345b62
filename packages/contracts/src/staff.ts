import { z } from 'zod';
import { FileRef } from './files';
import { COMPLAINT_TYPES } from './complaints';

/**
 * The staff console's calls, all under /api/staff/* (plus the public GET /api/grievance-stats).
 * A session is an httpOnly cookie; every write also carries the session's CSRF token in the
 * `x-csrf-token` header (CSRF_HEADER).
 */
export const CSRF_HEADER = 'x-csrf-token';

/** admin: accounts, audit log, outbox (and everything else); publisher: content; grievance_officer: the desk; approver: the approval queue. */
export const STAFF_ROLES = ['admin', 'publisher', 'grievance_officer', 'approver'] as const;
export const StaffRole = z.enum(STAFF_ROLES, { message: 'role must be admin, publisher, grievance_officer or approver' });
export type StaffRole = z.infer<typeof StaffRole>;
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Administrator',
  publisher: 'Publisher',
  grievance_officer: 'Grievance officer',
  approver: 'Approver',
};

/** Passwords of staff accounts: long rather than clever (NIST SP 800-63B). */
export const PASSWORD_MIN_LENGTH = 12;
const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `the password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(200, 'the password must be at most 200 characters');
const staffEmail = z.string().trim().toLowerCase().min(1, 'Email is required').max(254).email('Enter a valid email address');

export const StaffAccount = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: StaffRole,
  disabled: z.boolean(),
  /** Signed in with a one-time password: must choose their own before anything else. */
  mustChangePassword: z.boolean(),
  lockedUntil: z.string().nullable(),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
  /** Signs in with a code from an authenticator app (TOTP) after the password. */
  twoFactorEnabled: z.boolean(),
  /** Must turn two-step sign-in on before anything else: every administrator, everyone when the policy says so. */
  twoFactorRequired: z.boolean(),
});
export type StaffAccount = z.infer<typeof StaffAccount>;

/** The six digits of an authenticator app, or one of the account's recovery codes (spaces and dashes ignored). */
const secondFactorCode = z
  .string()
  .trim()
  .min(1, 'Code is required')
  .max(64, 'the code is too long')
  .regex(/^[A-Za-z0-9\s-]+$/, 'Enter the 6 digits from your authenticator app, or a recovery code');

export const SignInRequest = z.object({
  email: staffEmail,
  password: z.string().min(1, 'Password is required').max(200, 'the password is too long'),
  /** Sent in a second round, once the server has answered `{ secondFactor: 'totp' }`. */
  code: secondFactorCode.optional(),
});
export type SignInRequest = z.infer<typeof SignInRequest>;

/** POST /api/staff/sign-in when the password was right and the account signs in with a second factor: send again with `code`. */
export const SecondFactorNeeded = z.object({ secondFactor: z.literal('totp') });
export type SecondFactorNeeded = z.infer<typeof SecondFactorNeeded>;

/** POST /api/staff/sign-in and GET /api/staff/me. */
export const SessionResponse = z.object({
  account: StaffAccount,
  csrfToken: z.string().min(32),
  /** Minutes of inactivity after which the session ends. */
  idleMinutes: z.number().int().positive(),
});
export type SessionResponse = z.infer<typeof SessionResponse>;

export const ChangePasswordRequest = z.object({
  currentPassword: z.string().min(1, 'Current password is required').max(200),
  newPassword,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

/** POST /api/staff/two-factor/setup: the password again first (ASVS 7.5.1), since a session alone may be someone else's. */
export const TwoFactorSetupRequest = z.object({
  password: z
    .string({ error: 'Type your password again to set up two-step sign-in' })
    .min(1, 'Type your password again to set up two-step sign-in')
    .max(200, 'the password is too long'),
});
export type TwoFactorSetupRequest = z.infer<typeof TwoFactorSetupRequest>;

/** POST /api/staff/two-factor/setup: a new secret to put in an authenticator app (not on until confirmed with a code). */
export const TwoFactorSetupResponse = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  /** The otpauth:// address the QR code holds. */
  uri: z.string(),
  /** The QR code as a data: URL of an SVG image. */
  qrCode: z.string(),
});
export type TwoFactorSetupResponse = z.infer<typeof TwoFactorSetupResponse>;

export const TwoFactorConfirmRequest = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6 digits your authenticator app shows'),
});
export type TwoFactorConfirmRequest = z.infer<typeof TwoFactorConfirmRequest>;

/** Two-step sign-in is on; the recovery codes are shown this once (the server keeps only their hashes). */
export const TwoFactorConfirmResponse = z.object({ account: StaffAccount, recoveryCodes: z.array(z.string()) });
export type TwoFactorConfirmResponse = z.infer<typeof TwoFactorConfirmResponse>;

/** GET/PUT /api/staff/security-policy (admin). Administrators always sign in with two steps. */
export const SecurityPolicy = z.object({ twoFactorForAll: z.boolean() });
export type SecurityPolicy = z.infer<typeof SecurityPolicy>;

export const AccountCreateRequest = z.object({
  email: staffEmail,
  name: z.string().trim().min(1, 'Name is required').max(120),
  role: StaffRole,
});
export type AccountCreateRequest = z.infer<typeof AccountCreateRequest>;

export const AccountUpdateRequest = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(120).optional(),
    role: StaffRole.optional(),
    disabled: z.boolean().optional(),
  })
  .refine((u) => u.name !== undefined || u.role !== undefined || u.disabled !== undefined, 'Nothing to change');
export type AccountUpdateRequest = z.infer<typeof AccountUpdateRequest>;

export const AccountListResponse = z.object({ rows: z.array(StaffAccount) });
export type AccountListResponse = z.infer<typeof AccountListResponse>;

/** A new account or a reset: the password is shown once to the admin and must be changed at first sign-in. */
export const OneTimePasswordResponse = z.object({ account: StaffAccount, oneTimePassword: z.string() });
export type OneTimePasswordResponse = z.infer<typeof OneTimePasswordResponse>;

const page = z.coerce.number().int('page must be a whole number').min(1, 'page must be 1 or more').max(100_000).default(1);
// A calendar date: 2026-02-30 matched a bare \d{4}-\d{2}-\d{2} and then failed as a Date (a 500, found by the route fuzzer).
const isoDate = z.iso.date({ message: 'dates look like 2026-01-31' });

export const AuditQuery = z.object({
  page,
  action: z.string().max(60).optional(),
  actor: z.string().max(254).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type AuditQuery = z.infer<typeof AuditQuery>;

export const AuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  /** Account email, 'cli' or 'system'; the email tried for a failed sign-in. */
  actor: z.string(),
  action: z.string(),
  target: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
export const AuditListResponse = z.object({ rows: z.array(AuditEntry), total: z.number().int(), pageSize: z.number().int() });
export type AuditListResponse = z.infer<typeof AuditListResponse>;

export const OUTBOX_STATES = ['queued', 'sent', 'failed'] as const;
export const OutboxQuery = z.object({ page, state: z.enum(OUTBOX_STATES, { message: 'state must be queued, sent or failed' }).optional() });
export type OutboxQuery = z.infer<typeof OutboxQuery>;
export const OutboxMail = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
  attempts: z.number().int(),
  nextAttemptAt: z.string(),
  sentAt: z.string().nullable(),
  lastError: z.string().nullable(),
  /** queued: not tried yet (or waiting for SMTP_URL); failed: tried and refused, will be retried. */
  state: z.enum(OUTBOX_STATES),
});
export type OutboxMail = z.infer<typeof OutboxMail>;
export const OutboxListResponse = z.object({
  rows: z.array(OutboxMail),
  total: z.number().int(),
  pageSize: z.number().int(),
  /** False without SMTP_URL: mail stays queued for staff to read. */
  smtpConfigured: z.boolean(),
});
export type OutboxListResponse = z.infer<typeof OutboxListResponse>;

export const GrievanceQuery = z.object({
  page,
  status: z.coerce.number().int().min(0).max(2, 'status must be 0, 1 or 2').optional(),
  type: z.enum(COMPLAINT_TYPES, { message: 'type must be GENERAL or PROCUREMENT' }).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  overdue: z.enum(['0', '1']).optional(),
  q: z.string().trim().max(100).optional(),
});
export type GrievanceQuery = z.infer<typeof GrievanceQuery>;

export const GrievanceSummary = z.object({
  registration_id: z.string(),
  type: z.enum(COMPLAINT_TYPES),
  addressee: z.string(),
  name: z.string(),
  subject: z.string(),
  status: z.number().int().min(0).max(2),
  registered_at: z.string(),
  /** Null while the filer has not submitted the details (form 2). */
  submitted_at: z.string().nullable(),
  updated_at: z.string(),
  /** Not disposed within the configured number of days of being received. */
  overdue: z.boolean(),
});
export type GrievanceSummary = z.infer<typeof GrievanceSummary>;
export const GrievanceListResponse = z.object({
  rows: z.array(GrievanceSummary),
  total: z.number().int(),
  pageSize: z.number().int(),
  overdueDays: z.number().int(),
});
export type GrievanceListResponse = z.infer<typeof GrievanceListResponse>;

export const GrievanceHistoryEntry = z.object({
  at: z.string(),
  actor: z.string(),
  field: z.string(),
  from_value: z.string().nullable(),
  to_value: z.string().nullable(),
});
export const GrievanceDetail = GrievanceSummary.extend({
  email: z.string(),
  address: z.string(),
  message: z.string(),
  feedback_message: z.string(),
  history: z.array(GrievanceHistoryEntry),
});
export type GrievanceDetail = z.infer<typeof GrievanceDetail>;

export const GrievanceStatusChange = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)], { message: 'status must be 0 (Received), 1 (Pending) or 2 (Disposed)' }),
  feedback_message: z.string().trim().max(5000, 'feedback must be at most 5000 characters'),
});
export type GrievanceStatusChange = z.infer<typeof GrievanceStatusChange>;

/** GET /api/grievance-stats (public): counts only, by the month grievances were received. */
export const GrievanceMonth = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  received: z.number().int(),
  disposed: z.number().int(),
  pending: z.number().int(),
});
export const GrievanceStatsResponse = z.object({
  months: z.array(GrievanceMonth),
  overdue: z.number().int(),
  overdueDays: z.number().int(),
});
export type GrievanceStatsResponse = z.infer<typeof GrievanceStatsResponse>;

/** Uploads: PDFs and images only, recognised by their bytes; sent as base64 in JSON. */
export const UPLOAD_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UploadRequest = z.object({
  name: z.string().trim().min(1, 'name is required').max(200, 'the file name must be at most 200 characters'),
  type: z.enum(UPLOAD_TYPES, { message: 'only PDF, PNG, JPEG, WebP and GIF files can be uploaded' }),
  dataBase64: z
    .string()
    .min(1, 'the file is empty')
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'dataBase64 must be base64'),
});
export type UploadRequest = z.infer<typeof UploadRequest>;
export const UploadResponse = FileRef.extend({ id: z.number().int() });
export type UploadResponse = z.infer<typeof UploadResponse>;

const isoDateTime = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'must be a date (2026-01-31 or 2026-01-31T10:00:00Z)');
const fileIds = z.array(z.number().int().positive()).max(20, 'at most 20 attachments').default([]);
/** Held until this moment (the console enters India time), then published by the scheduler: every kind the workflow holds. */
export const PublishAtWrite = isoDateTime.nullable().optional();

export const NoticeWrite = z.object({
  title: z.string().trim().min(1, 'Headline is required').max(300),
  /** AEC for the college; TEQIP, NEQIP, RUSA, … for projects. */
  type: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,20}$/, 'type must be a short code such as AEC or TEQIP'),
  description: z.string().trim().max(2000).default(''),
  /** Markup from the rich-text editor; sanitised on the way in. */
  message: z.string().max(100_000).default(''),
  publishedAt: isoDateTime.optional(),
  publishAt: PublishAtWrite,
  validUntil: isoDateTime.nullable().optional(),
  flash: z.boolean().default(false),
  fileIds,
});
export type NoticeWrite = z.input<typeof NoticeWrite>;

export const TenderWrite = z
  .object({
    title: z.string().trim().min(1, 'Title is required').max(300),
    tenderNo: z.string().trim().min(1, 'Tender number is required').max(100),
    reference: z.string().trim().max(200).default(''),
    type: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,20}$/, 'type must be a short code such as AEC or TEQIP'),
    description: z.string().max(20_000).default(''),
    publishedAt: isoDateTime.optional(),
    publishAt: PublishAtWrite,
    dateOpening: isoDateTime,
    dateClosing: isoDateTime,
    awardedAt: isoDateTime.nullable().optional(),
    validUntil: isoDateTime.nullable().optional(),
    fileIds,
  })
  .refine((t) => Date.parse(t.dateOpening) >= Date.parse(t.dateClosing), {
    message: 'bids are opened after submissions close: dateOpening must not be before dateClosing',
    path: ['dateOpening'],
  });
export type TenderWrite = z.input<typeof TenderWrite>;

export const CorrigendumWrite = z.object({
  title: z.string().trim().min(1, 'Title is required').max(300),
  description: z.string().max(20_000).default(''),
  publishedAt: isoDateTime.optional(),
  fileIds,
});
export type CorrigendumWrite = z.input<typeof CorrigendumWrite>;

export const StaffContentQuery = z.object({ page, q: z.string().trim().max(100).optional() });
export type StaffContentQuery = z.infer<typeof StaffContentQuery>;

/** A row of the console's notice and tender lists: published or not, expired or not. */
export const StaffContentSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.string(),
  publishedAt: z.string(),
  validUntil: z.string().nullable(),
  unpublishedAt: z.string().nullable(),
  flash: z.boolean().optional(),
  files: z.number().int(),
});
export type StaffContentSummary = z.infer<typeof StaffContentSummary>;
export const StaffContentListResponse = z.object({ rows: z.array(StaffContentSummary), total: z.number().int(), pageSize: z.number().int() });
export type StaffContentListResponse = z.infer<typeof StaffContentListResponse>;

export const CreatedResponse = z.object({ id: z.number().int() });
export type CreatedResponse = z.infer<typeof CreatedResponse>;

/** GET /api/staff/backups (admin): the newest backup in AEC_BACKUP_DIR and the schedule. */
export const BackupStatusResponse = z.object({
  last: z
    .object({
      /** When the backup's database snapshot was taken, ISO 8601. */
      createdAt: z.string(),
      ageSeconds: z.number().int().nonnegative(),
      sizeBytes: z.number().int().nonnegative(),
      files: z.number().int().nonnegative(),
    })
    .nullable(),
  /** AEC_BACKUP_EVERY_HOURS; 0 when the server takes none itself. */
  everyHours: z.number().nonnegative(),
  keep: z.number().int().positive(),
});
export type BackupStatusResponse = z.infer<typeof BackupStatusResponse>;
