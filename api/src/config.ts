import path from 'node:path';
import { z } from 'zod';

/** Repository root: api/src/config.ts and api/dist/config.js both sit two levels below it. */
export const repoRoot = path.resolve(__dirname, '../..');

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
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.AEC_DATA_DIR),
    webRoot: e.AEC_WEB_ROOT ? path.resolve(e.AEC_WEB_ROOT) : repoRoot,
    smtpUrl: e.SMTP_URL,
    remotesJsonFile: e.REMOTES_JSON ? path.resolve(e.REMOTES_JSON) : undefined,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
  };
}
