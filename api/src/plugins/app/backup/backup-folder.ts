import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { z } from 'zod';
import { schemaVersion, type Db } from '../db/database';

/**
 * A backup is one folder, aec-<UTC time>/, holding a consistent copy of the database (aec.sqlite),
 * the uploaded files (files/), the live release of each app (releases/<app>/<version>/, which the
 * database's pointers name), manifest.json with every file's size and SHA-256, and the same sums
 * as SHA256SUMS (`sha256sum -c SHA256SUMS` checks a copy anywhere, without this code).
 */
export const MANIFEST = 'manifest.json';
const SUMS = 'SHA256SUMS';
const DATABASE = 'aec.sqlite';
const backupName = /^aec-\d{8}T\d{6}\.\d{3}Z$/;

const ManifestEntry = z.object({
  path: z
    .string()
    .min(1)
    // Relative and inside the folder: a manifest naming ../x must not make a restore read or write outside.
    .refine((p) => !path.isAbsolute(p) && path.normalize(p) === p && !p.split(/[\\/]/).includes('..'), 'must be a relative path inside the backup'),
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
const Manifest = z.object({
  format: z.literal('aec-backup/1'),
  createdAt: z.string(),
  schemaVersion: z.number().int(),
  totalBytes: z.number().int().nonnegative(),
  files: z.array(ManifestEntry).min(1),
});
export type Manifest = z.infer<typeof Manifest>;

export interface BackupSummary {
  folder: string;
  createdAt: string;
  files: number;
  totalBytes: number;
}

/** How the database is copied: SQLite's online backup on the server's own connection (async, sees its own writes); VACUUM INTO from any other process (one read transaction, so writers in another process never make it start over). */
export type CopyMethod = 'online' | 'vacuum';

const stampOf = (date: Date) => date.toISOString().replace(/[-:]/g, '');

async function sha256File(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Every regular file under dir, as paths relative to base. */
function walk(dir: string, base: string, out: string[] = []): string[] {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, base, out);
    // Half-written uploads (<name>.<pid>.tmp, renamed when whole) are not files yet.
    else if (entry.isFile() && !entry.name.endsWith('.tmp')) out.push(path.relative(base, full));
  }
  return out;
}

/** A hard link where it can (uploaded files and releases never change once written), a copy across file systems. */
function linkOrCopy(from: string, to: string): void {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  try {
    fs.linkSync(from, to);
  } catch {
    fs.copyFileSync(from, to);
  }
}

async function copyDatabase(db: Db, target: string, method: CopyMethod): Promise<void> {
  if (method === 'online') await db.backup(target);
  else db.prepare('VACUUM INTO ?').run(target);
}

/**
 * Writes a backup of dataDir into backupDir/aec-<UTC time>/ while the site keeps running: the
 * database first (a snapshot), then the files. An upload is on disk before its row commits, so every
 * file the snapshot names is there to copy. Written as <name>.partial and renamed when whole.
 */
export async function createBackup(db: Db, dataDir: string, backupDir: string, method: CopyMethod, now = new Date()): Promise<BackupSummary> {
  fs.mkdirSync(backupDir, { recursive: true });
  // Two backups in the same millisecond (a scheduled one and the command): the second takes the next free name.
  let at = now.getTime();
  let name = `aec-${stampOf(now)}`;
  while (fs.existsSync(path.join(backupDir, name))) name = `aec-${stampOf(new Date(++at))}`;
  const folder = path.join(backupDir, name);
  const partial = `${folder}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial, { recursive: true });
  try {
    await copyDatabase(db, path.join(partial, DATABASE), method);
    const copied = walk(path.join(dataDir, 'files'), dataDir);
    const live = db.prepare('SELECT app, version FROM release_pointers').all() as Array<{ app: string; version: string }>;
    for (const { app, version } of live) copied.push(...walk(path.join(dataDir, 'releases', app, version), dataDir));
    for (const rel of copied) linkOrCopy(path.join(dataDir, rel), path.join(partial, rel));
    const files: Manifest['files'] = [];
    for (const rel of [DATABASE, ...copied.sort()]) {
      const full = path.join(partial, rel);
      files.push({ path: rel.split(path.sep).join('/'), size: fs.statSync(full).size, sha256: await sha256File(full) });
    }
    const manifest: Manifest = {
      format: 'aec-backup/1',
      createdAt: now.toISOString(),
      schemaVersion: schemaVersion(db),
      totalBytes: files.reduce((sum, f) => sum + f.size, 0),
      files,
    };
    fs.writeFileSync(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    fs.writeFileSync(path.join(partial, SUMS), files.map((f) => `${f.sha256}  ${f.path}\n`).join(''));
    fs.renameSync(partial, folder);
    return { folder, createdAt: manifest.createdAt, files: files.length, totalBytes: manifest.totalBytes };
  } catch (err) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw err;
  }
}

/** Backup folders in backupDir, newest first (by name: the UTC time). */
function backupFolders(backupDir: string): string[] {
  if (!fs.existsSync(backupDir)) return [];
  return fs
    .readdirSync(backupDir)
    .filter((f) => backupName.test(f) && fs.existsSync(path.join(backupDir, f, MANIFEST)))
    .sort()
    .reverse();
}

/** Removes all but the newest `keep` backups (only folders this code wrote: aec-<time>/ with a manifest). */
export function pruneBackups(backupDir: string, keep: number): string[] {
  const old = backupFolders(backupDir).slice(keep);
  for (const f of old) fs.rmSync(path.join(backupDir, f), { recursive: true, force: true });
  return old;
}

export function readManifest(folder: string): Manifest {
  let text: string;
  try {
    text = fs.readFileSync(path.join(folder, MANIFEST), 'utf8');
  } catch {
    throw new Error(`${folder} is not a backup: it has no ${MANIFEST}.`);
  }
  let parsed: z.ZodSafeParseResult<Manifest>;
  try {
    parsed = Manifest.safeParse(JSON.parse(text));
  } catch {
    throw new Error(`${path.join(folder, MANIFEST)} is not JSON: the backup is damaged.`);
  }
  if (!parsed.success) throw new Error(`${path.join(folder, MANIFEST)} is not a backup manifest this version can read (${parsed.error.issues[0]!.message}).`);
  return parsed.data;
}

/** Whole seconds since a backup was taken. */
export const ageSeconds = (createdAt: string, now = Date.now()) => Math.max(0, Math.round((now - Date.parse(createdAt)) / 1000));

/** The newest backup in backupDir, for the dashboard and the backup-age metric. */
export function latestBackup(backupDir: string): BackupSummary | undefined {
  for (const name of backupFolders(backupDir)) {
    try {
      const m = readManifest(path.join(backupDir, name));
      return { folder: path.join(backupDir, name), createdAt: m.createdAt, files: m.files.length, totalBytes: m.totalBytes };
    } catch {
      // A damaged manifest: the next older backup is the last good one.
    }
  }
  return undefined;
}

/** Checks every file of the manifest (size, then SHA-256); the first difference is the error. */
export async function verifyBackup(folder: string): Promise<Manifest> {
  const manifest = readManifest(folder);
  for (const f of manifest.files) {
    const full = path.join(folder, f.path);
    const stat = fs.statSync(full, { throwIfNoEntry: false });
    if (!stat?.isFile()) throw new Error(`The backup ${folder} is incomplete: ${f.path} is missing.`);
    if (stat.size !== f.size || (await sha256File(full)) !== f.sha256)
      throw new Error(`The backup ${folder} is damaged: ${f.path} does not match its SHA-256 sum.`);
  }
  return manifest;
}

export function integrityCheck(file: string): string {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const rows = db.pragma('integrity_check') as Array<{ integrity_check: string }>;
    return rows.map((r) => r.integrity_check).join('; ');
  } finally {
    db.close();
  }
}

export interface RestoreOutcome {
  dataDir: string;
  /** Where the folder that was there went (--force on a non-empty AEC_DATA_DIR). */
  movedAside?: string;
  files: number;
  totalBytes: number;
  createdAt: string;
}

/**
 * Restores a verified backup into dataDir: into an empty (or missing) one, or with `force` into a
 * non-empty one, which is renamed aside first (dataDir.before-restore-<time>), never deleted. The copy
 * is made beside dataDir and renamed into place once its database passes integrity_check, so a
 * failed restore leaves dataDir as it was.
 */
export async function restoreBackup(folder: string, dataDir: string, { force = false, now = new Date() } = {}): Promise<RestoreOutcome> {
  const manifest = await verifyBackup(folder);
  const target = path.resolve(dataDir);
  const present = fs.existsSync(target) ? fs.readdirSync(target) : [];
  if (present.length > 0 && !force) {
    throw new Error(`${target} is not empty (${present.length} entries). Restore into an empty AEC_DATA_DIR, or add --force to move this one aside first.`);
  }
  const staging = `${target}.restoring-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  try {
    for (const f of manifest.files) {
      const to = path.join(staging, f.path);
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.copyFileSync(path.join(folder, f.path), to);
    }
    const integrity = integrityCheck(path.join(staging, DATABASE));
    if (integrity !== 'ok') throw new Error(`The restored database fails integrity_check: ${integrity}`);
  } catch (err) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw err;
  }
  let movedAside: string | undefined;
  if (present.length > 0) {
    movedAside = `${target}.before-restore-${stampOf(now)}`;
    fs.renameSync(target, movedAside);
  } else if (fs.existsSync(target)) {
    fs.rmdirSync(target);
  }
  fs.renameSync(staging, target);
  return { dataDir: target, movedAside, files: manifest.files.length, totalBytes: manifest.totalBytes, createdAt: manifest.createdAt };
}
