import semver from 'semver';
import type { RemoteName } from '@aec/contracts';
import type { BuildManifest } from './release-files';

/** The singletons the shell provides to every remote (loaded-first): a remote runs on the shell's copy. */
export const GUARDED_PACKAGES = ['react', 'react-dom', 'react-router', '@aec/ui'] as const;

/** 'react-dom/client' and 'react/jsx-runtime' are parts of react-dom and react. */
const packageOf = (shared: string) =>
  shared
    .split('/')
    .slice(0, shared.startsWith('@') ? 2 : 1)
    .join('/');
const guarded = (name: string) => (GUARDED_PACKAGES as readonly string[]).includes(name);

/** What a shell build provides: package to version, from its manifest. */
export function providedVersions(shell: BuildManifest): Map<string, string> {
  const provided = new Map<string, string>();
  for (const entry of shell.shared ?? []) {
    const name = packageOf(entry.name);
    if (guarded(name) && entry.version && (entry.name === name || !provided.has(name))) provided.set(name, entry.version);
  }
  return provided;
}

/** What a remote build asks of the shell: package to its requirement (the build's requiredVersion). */
export function requiredVersions(remote: BuildManifest): Map<string, string> {
  const required = new Map<string, string>();
  for (const entry of remote.shared ?? []) {
    const name = packageOf(entry.name);
    const wanted = entry.requiredVersion || entry.version;
    if (guarded(name) && wanted && (entry.name === name || !required.has(name))) required.set(name, wanted);
  }
  return required;
}

/**
 * A plain version asked for (what our builds write: the version they were built with) is met by that
 * version or a later one of the same major: the shell may be ahead of a remote, never behind it. A
 * range ('^19.1.0') is met as semver says.
 */
export function meets(provided: string, required: string): boolean {
  const range = semver.valid(required) ? `>=${required} <${semver.major(required) + 1}.0.0-0` : required;
  return semver.validRange(range) !== null && semver.satisfies(provided, range, { includePrerelease: true });
}

export interface Mismatch {
  pkg: string;
  required: string;
  /** null: the shell does not provide it at all. */
  provided: string | null;
}

/** What the remote needs that the shell does not provide. */
export function mismatches(remote: BuildManifest, shell: BuildManifest): Mismatch[] {
  const provided = providedVersions(shell);
  const out: Mismatch[] = [];
  for (const [pkg, required] of requiredVersions(remote)) {
    const has = provided.get(pkg) ?? null;
    if (has === null || !meets(has, required)) out.push({ pkg, required, provided: has });
  }
  return out;
}

const needs = (m: Mismatch) => (semver.valid(m.required) ? `${m.pkg} ${m.required} or a later ${semver.major(m.required)}.x` : `${m.pkg} ${m.required}`);
const has = (m: Mismatch) => (m.provided ? `${m.pkg} ${m.provided}` : `no ${m.pkg}`);
const list = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/** A build and what it is called in a sentence ('the new build of mfe-campus', 'mfe-campus 20260301T…', "mfe-campus's dist/"). */
export interface Described {
  label: string;
  manifest: BuildManifest;
}

/** Refusal of a remote build the current shell cannot run, or null. */
export function refuseRemote(remote: Described, shell: Described): string | null {
  const found = mismatches(remote.manifest, shell.manifest);
  if (!found.length) return null;
  return (
    `${remote.label} needs ${list(found.map(needs))}, but the current shell (${shell.label}) provides ${list(found.map(has))}. ` +
    `Release a shell built with ${list(found.map(needs))} first, then this one.`
  );
}

/** Refusal of a shell build that a current remote could not run under, or null. */
export function refuseShell(shell: Described, remotes: (Described & { app: RemoteName })[]): string | null {
  const broken = remotes.map((remote) => ({ remote, found: mismatches(remote.manifest, shell.manifest) })).filter(({ found }) => found.length);
  if (!broken.length) return null;
  const provided = [...new Set(broken.flatMap(({ found }) => found.map(has)))];
  return (
    `${shell.label} would break ${list(broken.map(({ remote }) => remote.app))}: ${broken.map(({ remote, found }) => `${remote.label} needs ${list(found.map(needs))}`).join('; ')}, and this shell provides ${list(provided)}. ` +
    `First make current a release of ${list(broken.map(({ remote }) => remote.app))} that runs with this shell's versions (roll back, or release one), then this shell.`
  );
}
