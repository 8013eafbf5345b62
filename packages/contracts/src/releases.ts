import { z } from 'zod';
import { REMOTE_NAMES, type RemoteName } from './remote-names';

/** Every app that is released on its own: the shell and the five remotes (folder names). */
export const APP_NAMES = ['shell', ...REMOTE_NAMES] as const;
export const AppName = z.enum(APP_NAMES, { message: `the app must be one of ${APP_NAMES.join(', ')}` });
export type AppName = z.infer<typeof AppName>;

/**
 * The paths each remote owns (the shell mounts its sections there, shell/src/remote-mounts.ts; a test
 * keeps the two the same): a release's smoke check renders the site's pages below them.
 */
export const REMOTE_ROUTE_PREFIXES: Record<RemoteName, readonly string[]> = {
  'mfe-notifications': ['/notifications', '/notifications-all', '/news', '/events', '/bis-corner', '/alerts', '/screen', '/search'],
  'mfe-departments': ['/departments', '/department', '/all-faculty', '/schools'],
  'mfe-office': ['/office', '/aecsu', '/ecta'],
  'mfe-projects': ['/project'],
  'mfe-campus': ['/campuslife', '/hostel', '/club', '/library', '/ccc'],
};

/** The app that owns a path: the remote mounted there, else the shell. */
export function ownerOfPath(pathname: string): AppName {
  for (const remote of REMOTE_NAMES) {
    if (REMOTE_ROUTE_PREFIXES[remote].some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) return remote;
  }
  return 'shell';
}

/** A release's version: when it was made (UTC) and the first 10 hex digits of its content hash. */
export const RELEASE_VERSION_PATTERN = /^\d{8}T\d{6}Z-[0-9a-f]{10}$/;
export const ReleaseVersion = z.string().regex(RELEASE_VERSION_PATTERN, 'the version must look like 20260301T101500Z-0123456789');

export const RELEASE_SOURCES = ['build', 'folder', 'tarball', 'dist'] as const;

export const ReleaseInfo = z.object({
  version: ReleaseVersion,
  createdAt: z.string(),
  /** 'cli (user)' or a staff account's email. */
  createdBy: z.string(),
  commit: z.string().nullable(),
  sizeBytes: z.number().int().nonnegative(),
  /** build: built by `npm run release`; folder or tarball: `--from`; dist: the app's dist/ before its first release. */
  source: z.enum(RELEASE_SOURCES),
  current: z.boolean(),
});
export type ReleaseInfo = z.infer<typeof ReleaseInfo>;

export const AppReleases = z.object({
  app: AppName,
  /** The current release; null: none recorded, the app's dist/ is served. */
  current: ReleaseVersion.nullable(),
  switchedAt: z.string().nullable(),
  switchedBy: z.string().nullable(),
  /** Newest first. */
  releases: z.array(ReleaseInfo),
  /** Disk used by the app's releases (files shared between releases counted once). */
  diskBytes: z.number().int().nonnegative(),
});
export type AppReleases = z.infer<typeof AppReleases>;

/** GET /api/staff/releases (admin). */
export const ReleaseListResponse = z.object({ apps: z.array(AppReleases), keep: z.number().int().positive() });
export type ReleaseListResponse = z.infer<typeof ReleaseListResponse>;

export const AppParam = z.object({ app: AppName });

/** POST /api/staff/releases/{app}/switch (admin): makes a kept release current, after the guard and with the smoke check. */
export const ReleaseSwitchRequest = z.object({ version: ReleaseVersion });
export type ReleaseSwitchRequest = z.infer<typeof ReleaseSwitchRequest>;

export const ReleaseSwitchResponse = z.object({ app: AppName, current: ReleaseVersion.nullable(), message: z.string() });
export type ReleaseSwitchResponse = z.infer<typeof ReleaseSwitchResponse>;
