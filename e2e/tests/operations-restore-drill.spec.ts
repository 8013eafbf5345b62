// The restore drill: a backup taken while 16 clients register grievances against the real server, the server killed
// (SIGKILL), the backup restored into a fresh folder by the commands an administrator runs, a server started on it.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/test';

const root = path.resolve(__dirname, '../..');
const requireFromRoot = createRequire(path.join(root, 'package.json'));
// This spec's own ports (the operations range), beside the shared server.
const PORTS = { live: 3512, restored: 3513 };
const WRITERS = 16;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** One of the API's commands (api/dist/cli/<name>.js), as `npm run <name> -w api` runs it. */
function command(name: string, args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, `api/dist/cli/${name}.js`), ...args], { env: { ...process.env, LOG_LEVEL: 'silent', ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d));
    child.stderr.on('data', (d: Buffer) => (stderr += d));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(root, 'api/dist/server.js')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      AEC_DATA_DIR: dataDir,
      AEC_SEED: '0',
      AEC_BACKUP_EVERY_HOURS: '0',
      AEC_RATE_LIMIT_MAX: '1000000',
      LOG_LEVEL: 'warn',
    },
  });
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
    if (child.exitCode !== null) throw new Error(`the server on ${port} exited with ${child.exitCode}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
  }
  throw new Error(`the server on ${port} did not start`);
}

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

test.describe('restore drill', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'aec-restore-drill-'));
  const servers: ChildProcess[] = [];
  test.afterAll(() => {
    for (const s of servers) if (s.exitCode === null) s.kill('SIGKILL');
    rmSync(work, { recursive: true, force: true });
  });

  test('a backup taken during 16 concurrent writers, the server SIGKILLed, restored and started: every grievance acknowledged before the backup is there', async () => {
    test.setTimeout(120_000);
    const liveDir = path.join(work, 'live');
    const live = await startServer(PORTS.live, liveDir);
    servers.push(live);

    // 16 clients registering grievances as fast as the server answers, each acknowledgement timed.
    const acknowledged: Array<{ id: string; at: number }> = [];
    let writing = true;
    const writer = async (w: number) => {
      for (let i = 0; writing; i++) {
        try {
          const response = await fetch(`http://127.0.0.1:${PORTS.live}/api/complain`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            // A mailbox each time: one mailbox may register three a day.
            body: JSON.stringify({ email: `drill-${w}-${i}@example.org`, info: [{ name: `Drill filer ${w}-${i}`, address: 'Jalukbari', type: 'GENERAL' }] }),
          });
          if (response.status === 201) acknowledged.push({ id: ((await response.json()) as { registration_id: string }).registration_id, at: Date.now() });
        } catch {
          // The server was killed under this request: it was never acknowledged.
        }
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
    await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThan(100);

    // The backup command, as cron or an administrator runs it, while the writers go on.
    const backupStarted = Date.now();
    const before = acknowledged.filter((a) => a.at < backupStarted).map((a) => a.id);
    const backup = await command('backup', ['--to', path.join(work, 'backups')], { AEC_DATA_DIR: liveDir });
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    const afterBackup = acknowledged.length;
    await expect.poll(() => acknowledged.length, { timeout: 10_000 }).toBeGreaterThan(afterBackup + 20);
    live.kill('SIGKILL');
    await new Promise((r) => live.once('exit', r));
    writing = false;
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThan(before.length);

    const [folder] = readdirSync(path.join(work, 'backups'));
    const backupDir = path.join(work, 'backups', folder!);
    const restoredDir = path.join(work, 'restored');
    const restore = await command('restore', [backupDir], { AEC_DATA_DIR: restoredDir });
    expect(restore.stderr).toBe('');
    expect(restore.stdout).toContain('sums verified, integrity_check ok');
    // A second restore into the same (now full) folder is refused without --force.
    const again = await command('restore', [backupDir], { AEC_DATA_DIR: restoredDir });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('is not empty');

    const Database = requireFromRoot('better-sqlite3');
    const db = new Database(path.join(restoredDir, 'aec.sqlite'), { readonly: true });
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();
    // Files byte-identical with the live folder's.
    const manifest = JSON.parse(readFileSync(path.join(backupDir, 'manifest.json'), 'utf8')) as { files: Array<{ path: string; sha256: string }> };
    const files = manifest.files.filter((f) => f.path.startsWith('files/'));
    expect(files.length).toBeGreaterThan(10);
    for (const f of files) {
      expect(sha256(path.join(restoredDir, f.path))).toBe(f.sha256);
      expect(sha256(path.join(liveDir, f.path))).toBe(f.sha256);
    }

    const restored = await startServer(PORTS.restored, restoredDir);
    servers.push(restored);
    const missing: string[] = [];
    for (const id of before) {
      const answer = (await (await fetch(`http://127.0.0.1:${PORTS.restored}/api/complain/${id}`)).json()) as { rows: unknown[] };
      if (answer.rows.length !== 1) missing.push(id);
    }
    expect(missing).toEqual([]);
    console.log(`restore drill: ${acknowledged.length} acknowledged, ${before.length} before the backup began, all ${before.length} found after the restore`);
    restored.kill('SIGTERM');

    // The import command's answer to an old site that is not there: a sentence and exit 1.
    const imported = await command('import', ['--from', 'http://127.0.0.1:3519'], { AEC_DATA_DIR: path.join(work, 'import-target') });
    expect(imported.code).toBe(1);
    expect(imported.stderr).toMatch(
      /^Could not reach the old site at http:\/\/127\.0\.0\.1:3519 \(.+\)\. Check the address given with --from and that the site is up\.\n$/,
    );
  });
});
