import fs from 'node:fs';
import path from 'node:path';
import { APP_NAMES, type AppName } from '@aec/contracts';
import { repoRoot } from '../src/config';

/** The apps of a web root: the shell and the five remotes (each serves `<app>/dist`). */
export { APP_NAMES, type AppName };

/** The repository's build of the server render, or why it is not there (tests of the render then skip). */
/**
 * Suites that render the real builds call this at load: without the build they fail with a sentence
 * saying how to make it, rather than skipping (a skipped suite on a fresh clone hides ~20 tests).
 */
export function requireServerBuild(suite: string): void {
  const render = path.join(repoRoot, 'shell/dist/server/render.js');
  if (!fs.existsSync(render)) {
    throw new Error(
      `${suite} renders the production build, and ${path.relative(repoRoot, render)} is missing: run \`npm run build\` first (\`npm test\` builds before it tests).`,
    );
  }
}

/**
 * A web root (AEC_WEB_ROOT) under `dir` made of the repository's builds: each app's dist/ is a link
 * to the repository's, except the apps in `copy`, whose dist/ is a copy a test may break or change
 * (as a deploy would) without touching the repository.
 */
export function builtWebRoot(dir: string, copy: AppName[] = []): string {
  const webRoot = path.join(dir, 'web');
  for (const app of APP_NAMES) {
    const from = path.join(repoRoot, app, 'dist');
    const to = path.join(webRoot, app, 'dist');
    fs.mkdirSync(path.dirname(to), { recursive: true });
    if (copy.includes(app)) fs.cpSync(from, to, { recursive: true });
    else fs.symlinkSync(from, to, 'dir');
  }
  return webRoot;
}

/**
 * Deploys a changed build of `app` the way docs/operations.md says: a new folder beside the old one, swapped
 * in with two renames. `change` edits the new folder before the swap.
 */
export function redeploy(webRoot: string, app: AppName, change: (dist: string) => void): void {
  const dist = path.join(webRoot, app, 'dist');
  const next = `${dist}.new`;
  fs.cpSync(dist, next, { recursive: true });
  change(next);
  fs.renameSync(dist, `${dist}.old`);
  fs.renameSync(next, dist);
}

/** Replaces `from` with `to` in every server chunk of a dist/ that holds it; answers the files changed. */
export function replaceInServerBuild(dist: string, from: string, to: string): string[] {
  const server = path.join(dist, 'server');
  const changed: string[] = [];
  for (const name of fs.readdirSync(server)) {
    const file = path.join(server, name);
    if (!name.endsWith('.js') || !fs.statSync(file).isFile()) continue;
    const text = fs.readFileSync(file, 'utf8');
    if (!text.includes(from)) continue;
    fs.writeFileSync(file, text.split(from).join(to));
    changed.push(name);
  }
  return changed;
}
