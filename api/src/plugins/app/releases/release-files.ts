import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { RELEASE_VERSION_PATTERN, type AppName } from '@aec/contracts';

/** AEC_DATA_DIR/releases: one folder per app, one folder per release in it. */
export const releasesRoot = (dataDir: string) => path.join(dataDir, 'releases');
export const releaseDir = (dataDir: string, app: AppName, version: string) => path.join(releasesRoot(dataDir), app, version);
/** The app's own build folder: what is served while no release of it is recorded. */
export const distDir = (webRoot: string, app: AppName) => path.join(webRoot, app, 'dist');

export const isReleaseVersion = (version: string) => RELEASE_VERSION_PATTERN.test(version);

/** Every file below dir, as sorted paths relative to it (links followed, as a copy would). */
export function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() || (entry.isSymbolicLink() && fs.statSync(path.join(entry.parentPath, entry.name)).isFile()))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

const sha256 = (data: Buffer | string) => crypto.createHash('sha256').update(data).digest('hex');

/** The build's content hash: its file names and their bytes, so the same build always gets the same one. */
export function contentHash(dir: string): string {
  const hash = crypto.createHash('sha256');
  for (const file of listFiles(dir)) hash.update(`${file}\0${sha256(fs.readFileSync(path.join(dir, file)))}\n`);
  return hash.digest('hex');
}

/** 20260301T101500Z-0123456789: the moment (UTC) and the content hash, so versions sort by time. */
export function makeVersion(at: Date, hash: string): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
  return `${stamp}-${hash.slice(0, 10)}`;
}

/**
 * Copies a build into its release folder: written beside it first and renamed into place, so the
 * folder is whole or absent. A file the previous release holds byte for byte (a chunk that did not
 * change keeps its hashed name) becomes a hard link to it: ten kept releases cost little more than one.
 */
export function copyRelease(source: string, target: string, previous: string | null): number {
  const partial = `${target}.partial-${process.pid}`;
  fs.rmSync(partial, { recursive: true, force: true });
  let size = 0;
  for (const file of listFiles(source)) {
    const from = path.join(source, file);
    const to = path.join(partial, file);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    const bytes = fs.readFileSync(from);
    size += bytes.length;
    const same = previous ? path.join(previous, file) : null;
    if (same && fs.statSync(same, { throwIfNoEntry: false })?.size === bytes.length && fs.readFileSync(same).equals(bytes)) {
      fs.linkSync(same, to);
    } else {
      fs.writeFileSync(to, bytes, { mode: 0o444 });
    }
  }
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.renameSync(partial, target);
  return size;
}

/** Bytes on disk of some folders, each file counted once however many releases link it. */
export function diskUsage(dirs: string[]): number {
  const seen = new Set<string>();
  let bytes = 0;
  for (const dir of dirs) {
    if (!fs.existsSync(dir)) continue;
    for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const stat = fs.statSync(path.join(entry.parentPath, entry.name));
      const key = `${stat.dev}:${stat.ino}`;
      if (seen.has(key)) continue;
      seen.add(key);
      bytes += stat.size;
    }
  }
  return bytes;
}

export interface SharedEntry {
  name: string;
  version?: string;
  requiredVersion?: string | false;
}

export interface BuildManifest {
  name?: string;
  metaData?: { name?: string; publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  shared?: SharedEntry[];
  exposes?: { path: string; assets?: { css?: { sync?: string[]; async?: string[] }; js?: { sync?: string[] } } }[];
}

export function readManifest(dir: string): BuildManifest | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as BuildManifest;
  } catch {
    return null;
  }
}

/** Folder name (mfe-campus) to federation container name (mfe_campus), as packages/webpack-config names them. */
export const containerName = (app: AppName) => app.replace(/-/g, '_');

/**
 * Why a folder is not a whole production build of `app` (null when it is): its manifest must name
 * the app, and its browser entry and server container must be there.
 */
export function buildProblem(app: AppName, dir: string): string | null {
  if (!fs.statSync(dir, { throwIfNoEntry: false })?.isDirectory()) return `${dir} is not a folder`;
  const manifest = readManifest(dir);
  if (!manifest) return `${dir} holds no readable mf-manifest.json: it is not a build of ${app}`;
  const name = manifest.name ?? manifest.metaData?.name;
  if (name !== containerName(app)) return `${dir} is a build of ${name ?? 'an unnamed container'}, not of ${app}`;
  const entry = manifest.metaData?.remoteEntry;
  const needed =
    app === 'shell' ? ['index.html', 'server/render.js'] : [[entry?.path, entry?.name ?? 'remoteEntry.js'].filter(Boolean).join('/'), 'server/remoteEntry.js'];
  const missing = needed.filter((file) => !fs.existsSync(path.join(dir, file)));
  return missing.length ? `${dir} is not a whole build of ${app}: ${missing.join(' and ')} missing` : null;
}

/**
 * A build must hold only plain files and folders: a symbolic link (to /etc/passwd, to AEC_DATA_DIR's
 * database, to another app's release) would be copied into the release and served as if it were
 * the build's own file. The folder itself must not be one either: its real path is asked for.
 */
export function symbolicLinkProblem(dir: string): string | null {
  if (fs.lstatSync(dir, { throwIfNoEntry: false })?.isSymbolicLink()) return `${dir} is a symbolic link: give the folder's real path`;
  const links = fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isSymbolicLink())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
  return links.length
    ? `${dir} holds symbolic links (${links.slice(0, 3).join(', ')}${links.length > 3 ? ', …' : ''}); a build holds only its own files`
    : null;
}

/** Content-hashed build outputs (packages/webpack-config): 10 hex digits before the extension. */
export const HASHED_NAME = /\.[0-9a-f]{10}\.[a-z0-9]+(\.(br|gz))?$/;
