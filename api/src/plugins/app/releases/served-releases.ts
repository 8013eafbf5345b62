import fs from 'node:fs';
import { APP_NAMES, REMOTE_NAMES, type AppName, type RemoteName } from '@aec/contracts';
import { deployFolders, LiveFiles } from './live-files';
import { distDir, releaseDir, releasesRoot } from './release-files';
import type { ReleaseRepository } from './release-repository';

export interface ServedApp {
  /** null: no release recorded, the app's dist/ is served. */
  version: string | null;
  /** The folder served. */
  dir: string;
  /** Where the browser finds a remote's files: /remotes/<name>/releases/<version>/ for a release, so one page never mixes two. */
  base: string;
  /** Where a content-hashed file is looked for: the current folder, then the app's other releases and dist/ (open tabs of an older release). */
  hashedRoots: string[];
}

export interface ServedReleases {
  apps: Record<AppName, ServedApp>;
  /** Changes when any pointer moves. */
  signature: string;
  /** The default /remotes.json: each remote's manifest in its current release. */
  remotesJson: Record<RemoteName, string>;
}

export const remoteBase = (remote: RemoteName, version: string | null) => (version ? `/remotes/${remote}/releases/${version}/` : `/remotes/${remote}/`);

/**
 * What each app serves now, read from the pointers in SQLite, through the one detector of a change of
 * any app's live files (`live`, live-files.ts): a switch by another process (the release CLI) or a
 * rebuilt dist/ is seen at once, and at least every second anyway; in between, a request costs no
 * query and no file-system call.
 */
export class ReleasePointers {
  readonly live: LiveFiles;
  readonly root: string;

  constructor(
    private readonly repo: ReleaseRepository,
    private readonly dataDir: string,
    private readonly webRoot: string,
  ) {
    this.root = releasesRoot(dataDir);
    fs.mkdirSync(this.root, { recursive: true });
    this.live = new LiveFiles(() => this.read(), deployFolders(webRoot, APP_NAMES), this.root);
  }

  served(): ServedReleases {
    return this.live.current.served;
  }

  /** Reads the pointers now (after a switch): a change is told to the live files' listeners. */
  reload(): ServedReleases {
    return this.live.look().served;
  }

  private read(): ServedReleases {
    const pointers = this.repo.pointers();
    const apps = {} as Record<AppName, ServedApp>;
    for (const app of APP_NAMES) {
      const version = pointers.get(app)?.version ?? null;
      const dir = version ? releaseDir(this.dataDir, app, version) : distDir(this.webRoot, app);
      const others = this.repo
        .list(app)
        .map((release) => releaseDir(this.dataDir, app, release.version))
        .filter((other) => other !== dir);
      const base = app === 'shell' ? '/' : remoteBase(app, version);
      apps[app] = { version, dir, base, hashedRoots: [dir, ...others, distDir(this.webRoot, app)].filter((root, i, all) => all.indexOf(root) === i) };
    }
    const remotesJson = Object.fromEntries(REMOTE_NAMES.map((name) => [name, `${apps[name].base}mf-manifest.json`])) as Record<RemoteName, string>;
    return { apps, signature: APP_NAMES.map((app) => apps[app].version ?? '-').join(';'), remotesJson };
  }

  /** Wakes every process serving this data folder. */
  announce(): void {
    this.live.announce();
  }

  close(): void {
    this.live.close();
  }
}
