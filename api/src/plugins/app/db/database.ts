import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

/** api/migrations, from api/src/plugins/app/db or api/dist/plugins/app/db alike. */
export const migrationsDir = path.resolve(__dirname, '../../../../migrations');

/**
 * Opens AEC_DATA_DIR/aec.sqlite and brings its schema up to date. WAL with synchronous=FULL: a
 * grievance acknowledged is on disk, even through a power cut.
 */
export function openDatabase(dataDir: string): Db {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, 'aec.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

/**
 * Applies every api/migrations/NNN-*.sql not yet recorded, in order, each in its own transaction.
 * By set rather than "above the highest": migrations written in parallel branches may land out of order.
 */
export function migrate(db: Db): number {
  // For migrations that hash what was stored in plain text (tokens).
  db.function('sha256_hex', { deterministic: true }, (text) => crypto.createHash('sha256').update(String(text)).digest('hex'));
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)');
  const applied = new Set((db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map((r) => r.version));
  const files = fs
    .readdirSync(migrationsDir)
    .filter((f) => /^\d{3}-[\w-]+\.sql$/.test(f))
    .sort();
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  for (const file of files) {
    const v = Number(file.slice(0, 3));
    if (applied.has(v)) continue;
    const sql = fs.readFileSync(path.join(migrationsDir, file), 'utf8');
    db.transaction(() => {
      db.exec(sql);
      record.run(v, file, new Date().toISOString());
    })();
  }
  return schemaVersion(db);
}

export function schemaVersion(db: Db): number {
  return (db.prepare('SELECT COALESCE(MAX(version), 0) AS v FROM schema_migrations').get() as { v: number }).v;
}
