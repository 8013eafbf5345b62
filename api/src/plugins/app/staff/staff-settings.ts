import { z } from 'zod';

const Env = z.object({
  AEC_STAFF_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  AEC_STAFF_SESSION_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  AEC_STAFF_SLOWDOWN_AFTER: z.coerce.number().int().min(1).default(3),
  AEC_STAFF_SLOWDOWN_MS: z.coerce.number().int().min(0).default(1000),
  AEC_STAFF_LOCK_AFTER: z.coerce.number().int().min(1).default(6),
  AEC_STAFF_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
  AEC_GRIEVANCE_OVERDUE_DAYS: z.coerce.number().int().min(1).max(365).default(15),
});

export interface StaffSettings {
  /** A session unused this long ends. */
  idleMinutes: number;
  /** A session ends this long after sign-in however busy it is. */
  sessionHours: number;
  /** From this many failed sign-ins in a row, each answer waits (slowdownMs, doubling, at most 8 s). */
  slowdownAfter: number;
  slowdownMs: number;
  /** This many failed sign-ins in a row lock the account for lockMinutes. */
  lockAfter: number;
  lockMinutes: number;
  /** A grievance not disposed this many days after it was received is flagged overdue. */
  overdueDays: number;
}

/** The console's own settings (env, all optional); kept apart from config.ts so the staff feature stays in one folder. */
export function loadStaffSettings(env: NodeJS.ProcessEnv = process.env): StaffSettings {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  return {
    idleMinutes: e.AEC_STAFF_IDLE_MINUTES,
    sessionHours: e.AEC_STAFF_SESSION_HOURS,
    slowdownAfter: e.AEC_STAFF_SLOWDOWN_AFTER,
    slowdownMs: e.AEC_STAFF_SLOWDOWN_MS,
    lockAfter: e.AEC_STAFF_LOCK_AFTER,
    lockMinutes: e.AEC_STAFF_LOCK_MINUTES,
    overdueDays: e.AEC_GRIEVANCE_OVERDUE_DAYS,
  };
}
