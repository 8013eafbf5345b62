import path from 'node:path';
import { z } from 'zod';

/** Repository root: api/src/config.ts and api/dist/config.js both sit two levels below it. */
export const repoRoot = path.resolve(__dirname, '../..');

const PUBLIC_URL = /^https?:\/\/[^\s/]+(\/[^\s]*)?$/;

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  AEC_DATA_DIR: z.string().min(1).default('./data'),
  AEC_WEB_ROOT: z.string().min(1).optional(),
  SMTP_URL: z.string().url().optional(),
  REMOTES_JSON: z.string().min(1).optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AEC_SEED: z.enum(['0', '1']).default('1'),
  AEC_MAIL_FROM: z.string().min(3).default('Assam Engineering College <noreply@aec.ac.in>'),
  AEC_MAIL_RETRY_MS: z.coerce.number().int().min(10).default(30_000),
  AEC_MAIL_POLL_MS: z.coerce.number().int().min(10).default(15_000),
  // The publishing scheduler: how often due items go live and review reminders are looked for.
  AEC_SCHEDULER_MS: z.coerce.number().int().min(100).default(30_000),
  // Days before a validity date ends that its author and the approvers are reminded.
  AEC_REVIEW_NOTICE_DAYS: z.coerce.number().int().min(1).max(90).default(14),
  AEC_RATE_LIMIT_MAX: z.coerce.number().int().min(1).optional(),
  AEC_BACKUP_DIR: z.string().min(1).optional(),
  AEC_BACKUP_EVERY_HOURS: z.coerce.number().min(0).optional(),
  // The earlier name of AEC_BACKUP_EVERY_HOURS, still read when the new one is unset (an existing environment file keeps working).
  AEC_BACKUP_INTERVAL_HOURS: z.coerce.number().min(0).optional(),
  AEC_BACKUP_KEEP: z.coerce.number().int().min(1).default(14),
  AEC_RELEASES_KEEP: z.coerce.number().int().min(1).default(10),
  // A Bearer token opening /metrics to a scraper on another machine; short ones are guessable.
  AEC_METRICS_TOKEN: z.union([z.literal(''), z.string().trim().min(24, 'must be at least 24 characters (openssl rand -hex 32 makes one)')]).optional(),
  AEC_TRUST_PROXY: z.string().min(1).default('loopback'),
  // A typo here would quietly turn HTTPS-only off (HSTS, the Secure cookie): refuse to start instead.
  AEC_PUBLIC_URL: z
    .union([z.literal(''), z.string().trim().regex(PUBLIC_URL, 'must be an http:// or https:// address such as https://www.aec.ac.in')])
    .optional(),
  // Web Push: the push services the server will post to, beyond the browsers' own (origins, comma-separated; the tests' local one).
  AEC_PUSH_SERVICES: z.string().optional(),
  // Who the push services may write to about this site's notifications (VAPID's subject: mailto: or https:).
  AEC_PUSH_CONTACT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https:// address')
    .default('mailto:webmaster@aec.ac.in'),
  // When a server-rendered public page starts its app: at the visitor's first act that needs it (the default, decision 202), or after its first paint (decision 197).
  AEC_APP_START: z.enum(['paint', 'tap']).default('tap'),
  BIS_API_URL: z.string().url().optional(),
  BIS_API_USER: z.string().optional(),
  BIS_API_PASSWORD: z.string().optional(),
});

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Folder holding shell/ and mfe-*\/ with their dist/ builds. */
  webRoot: string;
  smtpUrl?: string;
  remotesJsonFile?: string;
  adminEmail?: string;
  adminPassword?: string;
  logLevel: z.infer<typeof Env>['LOG_LEVEL'];
  /** Seed sample data on the first start of an empty database. */
  seedOnStart: boolean;
  mailFrom: string;
  /** First retry delay of a mail the SMTP server refused or did not take; doubles up to an hour. */
  mailRetryBaseMs: number;
  mailPollMs: number;
  schedulerMs: number;
  reviewNoticeDays: number;
  /** Replaces the max of every per-route rate limit (e.g. high for end-to-end tests). */
  rateLimitMax?: number;
  /** Where backups go (AEC_BACKUP_DIR; AEC_DATA_DIR/backups when unset). */
  backupDir: string;
  /** Hours between the server's own backups; 0 turns them off. */
  backupEveryHours: number;
  backupKeep: number;
  /** Releases kept per app (the current one is always kept). */
  releasesKeep: number;
  /** Opens /metrics to a scraper sending `Authorization: Bearer <token>`; loopback clients need none. */
  metricsToken?: string;
  bis: { url?: string; user?: string; password?: string };
  /** Web Push: origins of push services allowed besides the browsers' (AEC_PUSH_SERVICES), and the VAPID contact. */
  push: { extraServices: string[]; contact: string };
  /** Addresses whose X-Forwarded-For and X-Forwarded-Proto are believed ('loopback', a list of addresses or ranges, or 'true'). */
  trustProxy: boolean | string;
  /** When a public page's app starts (AEC_APP_START): after the first paint, or at the visitor's first tap, key or field. */
  appStart: 'paint' | 'tap';
  /** The site's public origin (AEC_PUBLIC_URL), without a trailing slash. */
  publicUrl: string;
  /** The public origin is https: HSTS, a Secure staff cookie, no staff sign-in over plain HTTP. */
  httpsOnly: boolean;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  const publicUrl = publicSiteUrl(env, e.HOST, e.PORT);
  const dataDir = path.resolve(e.AEC_DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    webRoot: e.AEC_WEB_ROOT ? path.resolve(e.AEC_WEB_ROOT) : repoRoot,
    smtpUrl: e.SMTP_URL,
    remotesJsonFile: e.REMOTES_JSON ? path.resolve(e.REMOTES_JSON) : undefined,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    seedOnStart: e.AEC_SEED === '1',
    mailFrom: e.AEC_MAIL_FROM,
    mailRetryBaseMs: e.AEC_MAIL_RETRY_MS,
    mailPollMs: e.AEC_MAIL_POLL_MS,
    schedulerMs: e.AEC_SCHEDULER_MS,
    reviewNoticeDays: e.AEC_REVIEW_NOTICE_DAYS,
    rateLimitMax: e.AEC_RATE_LIMIT_MAX,
    backupDir: e.AEC_BACKUP_DIR ? path.resolve(e.AEC_BACKUP_DIR) : path.join(dataDir, 'backups'),
    backupEveryHours: e.AEC_BACKUP_EVERY_HOURS ?? e.AEC_BACKUP_INTERVAL_HOURS ?? 24,
    backupKeep: e.AEC_BACKUP_KEEP,
    releasesKeep: e.AEC_RELEASES_KEEP,
    metricsToken: e.AEC_METRICS_TOKEN || undefined,
    trustProxy: e.AEC_TRUST_PROXY === 'true' ? true : e.AEC_TRUST_PROXY === 'false' ? false : e.AEC_TRUST_PROXY,
    bis: { url: e.BIS_API_URL, user: e.BIS_API_USER, password: e.BIS_API_PASSWORD },
    push: {
      extraServices: (e.AEC_PUSH_SERVICES ?? '')
        .split(',')
        .map((origin) => origin.trim().replace(/\/+$/, ''))
        .filter(Boolean),
      contact: e.AEC_PUSH_CONTACT,
    },
    appStart: e.AEC_APP_START,
    publicUrl,
    httpsOnly: publicUrl.startsWith('https://'),
  };
}

/** The site's public origin for links in mail and pages: AEC_PUBLIC_URL, else the address this server listens on. */
export function publicSiteUrl(env: NodeJS.ProcessEnv, host: string, port: number): string {
  const configured = env.AEC_PUBLIC_URL?.trim();
  if (configured && PUBLIC_URL.test(configured)) return configured.replace(/\/+$/, '');
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}
