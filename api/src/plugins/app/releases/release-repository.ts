import type { AppName } from '@aec/contracts';
import type { Db } from '../db/database';

export interface ReleaseRecord {
  app: AppName;
  version: string;
  contentHash: string;
  createdAt: string;
  createdBy: string;
  commit: string | null;
  sizeBytes: number;
  source: 'build' | 'folder' | 'tarball' | 'dist';
}

export interface ReleasePointer {
  app: AppName;
  version: string;
  switchedAt: string;
  switchedBy: string;
}

interface ReleaseRow {
  app: AppName;
  version: string;
  content_hash: string;
  created_at: string;
  created_by: string;
  commit_sha: string | null;
  size_bytes: number;
  source: ReleaseRecord['source'];
}

const toRecord = (row: ReleaseRow): ReleaseRecord => ({
  app: row.app,
  version: row.version,
  contentHash: row.content_hash,
  createdAt: row.created_at,
  createdBy: row.created_by,
  commit: row.commit_sha,
  sizeBytes: row.size_bytes,
  source: row.source,
});

export type ReleaseRepository = ReturnType<typeof createReleaseRepository>;

/** The releases of each app and the one pointer per app; a switch is one row, written in the caller's transaction with its audit entry. */
export function createReleaseRepository(db: Db) {
  // Recorded order (rowid), not the version's time: two releases may share a second, and dist/'s is its build time.
  const listOf = db.prepare('SELECT * FROM releases WHERE app = ? ORDER BY rowid DESC');
  const one = db.prepare('SELECT * FROM releases WHERE app = ? AND version = ?');
  const byHash = db.prepare('SELECT * FROM releases WHERE app = ? AND content_hash = ? ORDER BY rowid DESC LIMIT 1');
  const insert = db.prepare(
    `INSERT INTO releases (app, version, content_hash, created_at, created_by, commit_sha, size_bytes, source)
     VALUES (@app, @version, @contentHash, @createdAt, @createdBy, @commit, @sizeBytes, @source)`,
  );
  const remove = db.prepare('DELETE FROM releases WHERE app = ? AND version = ?');
  const pointers = db.prepare('SELECT app, version, switched_at, switched_by FROM release_pointers');
  const setPointer = db.prepare(
    `INSERT INTO release_pointers (app, version, switched_at, switched_by) VALUES (?, ?, ?, ?)
     ON CONFLICT (app) DO UPDATE SET version = excluded.version, switched_at = excluded.switched_at, switched_by = excluded.switched_by`,
  );
  const clearPointer = db.prepare('DELETE FROM release_pointers WHERE app = ?');

  return {
    /** Newest first, as recorded. */
    list: (app: AppName): ReleaseRecord[] => (listOf.all(app) as ReleaseRow[]).map(toRecord),
    get(app: AppName, version: string): ReleaseRecord | null {
      const row = one.get(app, version) as ReleaseRow | undefined;
      return row ? toRecord(row) : null;
    },
    withContent(app: AppName, contentHash: string): ReleaseRecord | null {
      const row = byHash.get(app, contentHash) as ReleaseRow | undefined;
      return row ? toRecord(row) : null;
    },
    insert: (record: ReleaseRecord) => void insert.run(record),
    remove: (app: AppName, version: string) => void remove.run(app, version),
    pointers(): Map<AppName, ReleasePointer> {
      const rows = pointers.all() as { app: AppName; version: string; switched_at: string; switched_by: string }[];
      return new Map(rows.map((r) => [r.app, { app: r.app, version: r.version, switchedAt: r.switched_at, switchedBy: r.switched_by }]));
    },
    /** null: back to the app's dist/. */
    point(app: AppName, version: string | null, by: string): void {
      if (version === null) clearPointer.run(app);
      else setPointer.run(app, version, new Date().toISOString(), by);
    },
  };
}
