import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { APP_NAMES, REMOTE_NAMES, ownerOfPath, type AppName, type ReleaseListResponse } from '@aec/contracts';
import { HttpError } from '../../../lib/http-error';
import { staticEntries } from '../../../routes/site/sitemap';
import type { AuditActor } from '../staff/audit-repository';
import { refuseRemote, refuseShell } from './compatibility-guard';
import { buildProblem, contentHash, copyRelease, diskUsage, distDir, makeVersion, readManifest, releaseDir, symbolicLinkProblem } from './release-files';
import { createReleaseRepository, type ReleaseRecord, type ReleaseRepository } from './release-repository';
import { ReleasePointers } from './served-releases';

declare module 'fastify' {
  interface FastifyInstance {
    releases: ReleaseManager;
  }
}

export interface SwitchOutcome {
  app: AppName;
  /** What is current now. */
  current: string | null;
  /** What was current before. */
  previous: string | null;
  /** The smoke check ran and passed (false with --no-verify, or when it failed). */
  verified: boolean;
  /** The smoke check failed and the previous release is current again. */
  rolledBack: boolean;
  failures: string[];
  message: string;
}

export interface PublishOutcome extends SwitchOutcome {
  version: string;
  /** Releases removed by housekeeping. */
  pruned: string[];
}

export interface SwitchOptions {
  actor: AuditActor;
  /** Who, as the release records say it: the account's email, or 'cli (user)'. */
  by: string;
  /** Render the app's routes after the switch and switch back if one fails (--no-verify: false). */
  verify: boolean;
  /** Told as soon as the pointer has moved (before the smoke check). */
  onSwitch?: (version: string | null) => void;
}

export interface PublishInput extends SwitchOptions {
  app: AppName;
  /** A whole production build of the app (a temporary build, a folder, an unpacked tarball). */
  from: string;
  source: ReleaseRecord['source'];
  commit: string | null;
}

const firstLine = (text: string) => text.split('\n')[0]!.slice(0, 300);
const describe = (app: AppName, version: string | null) => (version ? `${app} ${version}` : `${app}'s dist/`);

/**
 * Releases of each app: immutable folders under AEC_DATA_DIR/releases/<app>/<version>/, one pointer
 * per app (SQLite) that /remotes.json, the browser's files and the server containers follow. Every
 * switch is guarded (shared versions), audited and, unless told not to, smoke-checked: the routes the
 * app owns are rendered, and a failure switches back.
 */
export class ReleaseManager {
  readonly repo: ReleaseRepository;
  readonly pointers: ReleasePointers;

  constructor(
    private readonly app: FastifyInstance,
    readonly keep: number,
  ) {
    this.repo = createReleaseRepository(app.db);
    this.pointers = new ReleasePointers(this.repo, app.config.dataDir, app.config.webRoot);
  }

  private dirOf(app: AppName, version: string | null): string {
    return version ? releaseDir(this.app.config.dataDir, app, version) : distDir(this.app.config.webRoot, app);
  }

  private current(app: AppName): string | null {
    return this.repo.pointers().get(app)?.version ?? null;
  }

  /** Why `dir` (called `label`) may not become app's current release under the current other apps (shared versions), or null. */
  guard(app: AppName, label: string, dir: string): string | null {
    const manifest = readManifest(dir);
    if (!manifest) return `${label} has no mf-manifest.json`;
    const described = (other: AppName) => {
      const version = this.current(other);
      const otherManifest = readManifest(this.dirOf(other, version));
      return otherManifest ? { label: describe(other, version), manifest: otherManifest } : null;
    };
    if (app !== 'shell') {
      const shell = described('shell');
      return shell ? refuseRemote({ label, manifest }, shell) : null;
    }
    const remotes = REMOTE_NAMES.flatMap((remote) => {
      const current = described(remote);
      return current ? [{ ...current, app: remote }] : [];
    });
    return refuseShell({ label, manifest }, remotes);
  }

  /** Records a build as a new release and makes it current (guarded, smoke-checked), then prunes. */
  async publish(input: PublishInput): Promise<PublishOutcome> {
    const { app, from } = input;
    const problem = symbolicLinkProblem(from) ?? buildProblem(app, from);
    if (problem) throw new HttpError(400, problem);
    const hash = contentHash(from);
    const refusal = this.guard(app, `The new build of ${app}`, from);
    if (refusal) throw new HttpError(409, refusal);
    // Before the first release, the dist/ served so far becomes a release too: rollback has somewhere to go.
    const previous = this.current(app) ?? (this.repo.list(app).length ? null : this.recordDist(app, input.by));
    const same = this.repo.withContent(app, hash);
    if (same) {
      // The same build again (or the dist/ just recorded): no second copy; it becomes current if it is not.
      const outcome: SwitchOutcome =
        this.current(app) === same.version
          ? {
              app,
              current: same.version,
              previous: same.version,
              verified: false,
              rolledBack: false,
              failures: [],
              message: `${describe(app, same.version)} is this build, and it is already current.`,
            }
          : await this.switchTo(app, same.version, input);
      return { ...outcome, version: same.version, pruned: [] };
    }
    const version = makeVersion(new Date(), hash);
    const sizeBytes = copyRelease(from, this.dirOf(app, version), previous ? this.dirOf(app, previous) : null);
    this.repo.insert({
      app,
      version,
      contentHash: hash,
      createdAt: new Date().toISOString(),
      createdBy: input.by,
      commit: input.commit,
      sizeBytes,
      source: input.source,
    });
    const outcome = await this.move(app, this.current(app), version, previous, 'release.publish', input);
    const pruned = this.prune(app, input.actor);
    return { ...outcome, version, pruned };
  }

  /** Makes a kept release current (rollback, roll forward), guarded and smoke-checked. */
  async switchTo(app: AppName, version: string, options: SwitchOptions): Promise<SwitchOutcome> {
    if (!this.repo.get(app, version) || !fs.existsSync(this.dirOf(app, version))) {
      throw new HttpError(404, `${app} has no release ${version}. Its releases are listed by \`npm run releases -w api\` and in the console.`);
    }
    const current = this.current(app);
    if (current === version)
      return { app, current, previous: current, verified: false, rolledBack: false, failures: [], message: `${describe(app, version)} is already current.` };
    const refusal = this.guard(app, describe(app, version), this.dirOf(app, version));
    if (refusal) throw new HttpError(409, refusal);
    return this.move(app, current, version, current, 'release.switch', options);
  }

  /** Back to the release before the current one, or to `to`. */
  async rollback(app: AppName, to: string | null, options: SwitchOptions): Promise<SwitchOutcome> {
    if (to) return this.switchTo(app, to, options);
    const current = this.current(app);
    if (!current) throw new HttpError(409, `${app} has no releases yet: its dist/ is served, and there is nothing to roll back to.`);
    const releases = this.repo.list(app);
    const older = releases[releases.findIndex((release) => release.version === current) + 1];
    if (!older) throw new HttpError(409, `${describe(app, current)} is ${app}'s oldest kept release: there is nothing older to roll back to.`);
    return this.switchTo(app, older.version, options);
  }

  /** Moves the pointer (with its audit entry, one transaction), tells the servers, then the smoke check. */
  private async move(app: AppName, from: string | null, to: string, fallback: string | null, action: string, options: SwitchOptions): Promise<SwitchOutcome> {
    this.point(app, from, to, action, options, { verified: options.verify });
    options.onSwitch?.(to);
    if (!options.verify) {
      return {
        app,
        current: to,
        previous: from,
        verified: false,
        rolledBack: false,
        failures: [],
        message: `${describe(app, to)} is current (not smoke-checked: --no-verify).`,
      };
    }
    const failures = await this.smokeCheck(app);
    if (!failures.length)
      return { app, current: to, previous: from, verified: true, rolledBack: false, failures, message: `${describe(app, to)} is current; its pages render.` };
    this.point(app, to, fallback, 'release.auto-rollback', options, { failures });
    return {
      app,
      current: fallback,
      previous: from,
      verified: false,
      rolledBack: true,
      failures,
      message: `${describe(app, to)} failed its smoke check (${failures.join('; ')}), so ${describe(app, fallback)} is current again.`,
    };
  }

  private point(app: AppName, from: string | null, to: string | null, action: string, options: SwitchOptions, details: Record<string, unknown>): void {
    this.app.db.transaction(() => {
      this.repo.point(app, to, options.by);
      this.app.audit.record(options.actor, { action, target: app, before: { version: from }, after: { version: to, by: options.by, ...details } });
    })();
    // Its 'change' (live-files.ts) clears the page cache and starts the new render worker; other processes hear of it by announce().
    this.pointers.reload();
    this.pointers.announce();
  }

  /** The app's dist/ as a release (source 'dist'), when it is a whole build; its version, or null. */
  private recordDist(app: AppName, by: string): string | null {
    const dist = distDir(this.app.config.webRoot, app);
    if (buildProblem(app, dist)) return null;
    const hash = contentHash(dist);
    const at = fs.statSync(path.join(dist, 'mf-manifest.json')).mtime;
    const version = makeVersion(at, hash);
    const sizeBytes = copyRelease(dist, this.dirOf(app, version), null);
    this.repo.insert({ app, version, contentHash: hash, createdAt: at.toISOString(), createdBy: by, commit: null, sizeBytes, source: 'dist' });
    return version;
  }

  /**
   * Renders, afresh, the home page and every page of the site's map (the current shell's sitemap.xml)
   * that the app owns: a page that throws, answers other than 200 or has a section the server could not
   * render is a failure.
   */
  async smokeCheck(app: AppName): Promise<string[]> {
    const served = this.pointers.reload();
    const urls = new Set(['/']);
    for (const { loc } of staticEntries(path.join(served.apps.shell.dir, 'sitemap.xml'), 'http://site')) {
      const pathname = new URL(loc).pathname;
      if (ownerOfPath(pathname) === app) urls.add(pathname);
    }
    const failures: string[] = [];
    for (const url of urls) {
      try {
        const page = await this.app.pages.render(url, { fresh: true });
        if (!page) failures.push(`${url}: the shell has no server container`);
        else if (page.status !== 200) failures.push(`${url} answered ${page.status}`);
        else if (page.incomplete) failures.push(`${url}: a section could not be rendered on the server`);
      } catch (err) {
        failures.push(`${url}: ${firstLine(err instanceof Error ? err.message : String(err))}`);
      }
    }
    return failures;
  }

  /** Keeps the newest `keep` releases of the app and the current one; removes the others' folders and records. */
  prune(app: AppName, actor: AuditActor): string[] {
    const current = this.current(app);
    const removed = this.repo
      .list(app)
      .slice(this.keep)
      .filter((release) => release.version !== current)
      .map((release) => release.version);
    for (const version of removed) {
      fs.rmSync(this.dirOf(app, version), { recursive: true, force: true });
      this.repo.remove(app, version);
    }
    if (removed.length) {
      this.app.audit.record(actor, { action: 'release.prune', target: app, before: { versions: removed }, after: { kept: this.keep } });
      this.pointers.reload();
    }
    return removed;
  }

  list(): ReleaseListResponse {
    const pointers = this.repo.pointers();
    return {
      keep: this.keep,
      apps: APP_NAMES.map((app) => {
        const pointer = pointers.get(app);
        const releases = this.repo.list(app);
        return {
          app,
          current: pointer?.version ?? null,
          switchedAt: pointer?.switchedAt ?? null,
          switchedBy: pointer?.switchedBy ?? null,
          releases: releases.map((r) => ({
            version: r.version,
            createdAt: r.createdAt,
            createdBy: r.createdBy,
            commit: r.commit,
            sizeBytes: r.sizeBytes,
            source: r.source,
            current: r.version === pointer?.version,
          })),
          diskBytes: diskUsage(releases.map((r) => this.dirOf(app, r.version))),
        };
      }),
    };
  }

  close(): void {
    this.pointers.close();
  }
}

export default fp(
  async (app) => {
    const manager = new ReleaseManager(app, app.config.releasesKeep);
    app.decorate('releases', manager);
    app.addHook('onClose', async () => manager.close());
  },
  { name: 'releases', dependencies: ['db', 'audit-log'] },
);
