// Releases of one app (the shell or a remote), run from its workspace:
//   npm run release -w mfe-campus [-- --from <folder|tarball>] [--commit <sha>] [--no-verify]
//   npm run rollback -w mfe-campus [-- --to <version>] [--no-verify]
//   npm run releases -w api                      (every app's releases and their disk use)
// The switch is made in the database the server reads (AEC_DATA_DIR); a running server follows it at
// once. The smoke check renders the app's pages here, with the server's own code and data.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as tar from 'tar';
import { AppName, type AppReleases } from '@aec/contracts';
import { buildApp } from '../app';
import { loadConfig, repoRoot } from '../config';
import type { SwitchOptions, SwitchOutcome } from '../plugins/app/releases/release-manager';

const USAGE = `usage: release.js release <app> [--from <folder|tarball>] [--commit <sha>] [--no-verify]
       release.js rollback <app> [--to <version>] [--no-verify]
       release.js list`;

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/** A tarball is unpacked into a temporary folder; a single top folder in it (dist/) is the build. */
async function unpack(file: string, into: string): Promise<string> {
  await tar.x({ file, cwd: into, strict: true });
  const entries = fs.readdirSync(into, { withFileTypes: true });
  if (!fs.existsSync(path.join(into, 'mf-manifest.json')) && entries.length === 1 && entries[0]!.isDirectory()) return path.join(into, entries[0]!.name);
  return into;
}

function buildInto(app: AppName, outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'scripts/build.mjs'), '--only', app, '--out', outDir], { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the build of ${app} failed (exit ${code}); nothing was released`))));
  });
}

/** The repository's commit, marked when the working tree has changes the build included; null outside git. */
function commitOfRepository(): string | null {
  try {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return dirty ? `${head}+changes` : head;
  } catch {
    return null;
  }
}

function printApp(releases: AppReleases): void {
  console.log(
    `${releases.app}: ${releases.releases.length} release(s), ${megabytes(releases.diskBytes)} on disk; current: ${releases.current ?? 'none (dist/ is served)'}`,
  );
  for (const r of releases.releases) {
    console.log(
      `  ${r.current ? '*' : ' '} ${r.version}  ${r.createdAt}  ${r.createdBy}  ${megabytes(r.sizeBytes)}  ${r.source}${r.commit ? `  ${r.commit}` : ''}`,
    );
  }
}

function report(outcome: SwitchOutcome): void {
  for (const failure of outcome.failures) console.error(`  smoke check: ${failure}`);
  (outcome.rolledBack ? console.error : console.log)(outcome.message);
  if (outcome.rolledBack) process.exitCode = 1;
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { from: { type: 'string' }, to: { type: 'string' }, commit: { type: 'string' }, 'no-verify': { type: 'boolean', default: false } },
  });
  const [command, appArg] = positionals;
  // Relative paths mean what they meant where npm was typed (npm runs workspace scripts in their folder).
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const config = loadConfig({ ...process.env, AEC_DATA_DIR: process.env.AEC_DATA_DIR || path.join(repoRoot, 'data') });
  // The server's code and data, without its background work: no mail sent, no backups, no sample data.
  const app = await buildApp({ config: { ...config, seedOnStart: false, smtpUrl: undefined, backupEveryHours: 0 }, logger: false });
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'aec-release-'));
  try {
    if (command === 'list') {
      for (const releases of app.releases.list().apps) printApp(releases);
      return;
    }
    const parsedApp = AppName.safeParse(appArg);
    if (!parsedApp.success || (command !== 'release' && command !== 'rollback')) throw new Error(USAGE);
    const name = parsedApp.data;
    const user = os.userInfo().username;
    const options: SwitchOptions = {
      actor: { id: null, name: 'cli' },
      by: `cli (${user})`,
      verify: !values['no-verify'],
      onSwitch: (version) =>
        console.log(`${name}: ${version ?? 'dist/'} is live at ${new Date().toISOString()}${values['no-verify'] ? '' : '; checking its pages…'}`),
    };
    if (command === 'rollback') {
      report(await app.releases.rollback(name, values.to ?? null, options));
    } else {
      let from: string;
      let source: 'build' | 'folder' | 'tarball';
      if (values.from) {
        const given = path.resolve(values.from);
        source = fs.statSync(given, { throwIfNoEntry: false })?.isFile() ? 'tarball' : 'folder';
        from = source === 'tarball' ? await unpack(given, temp) : given;
      } else {
        source = 'build';
        from = path.join(temp, 'build');
        await buildInto(name, from);
      }
      const outcome = await app.releases.publish({
        ...options,
        app: name,
        from,
        source,
        commit: values.commit ?? (source === 'build' ? commitOfRepository() : null),
      });
      report(outcome);
      if (outcome.pruned.length)
        console.log(`Pruned ${outcome.pruned.length} old release(s) of ${name} (AEC_RELEASES_KEEP=${app.releases.keep}): ${outcome.pruned.join(', ')}`);
    }
    const all = app.releases.list().apps;
    const mine = all.find((releases) => releases.app === name)!;
    console.log(
      `${name}: ${mine.releases.length} release(s) kept, ${megabytes(mine.diskBytes)} on disk; all apps: ${megabytes(all.reduce((sum, r) => sum + r.diskBytes, 0))} in ${path.join(config.dataDir, 'releases')}`,
    );
  } finally {
    fs.rmSync(temp, { recursive: true, force: true });
    await app.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
