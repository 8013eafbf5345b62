/** The five remotes, by folder name: the keys of /remotes.json. No zod here: the shell imports it at runtime. */
export const REMOTE_NAMES = ['mfe-departments', 'mfe-notifications', 'mfe-office', 'mfe-projects', 'mfe-campus'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
