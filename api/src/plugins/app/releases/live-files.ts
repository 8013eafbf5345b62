import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from '@aec/contracts';
import type { ServedReleases } from './served-releases';

/** What each app serves now, and a signature that changes whenever any app's live files do. */
export interface LiveState {
  served: ServedReleases;
  signature: string;
}

/** The files whose change is a deploy: each app's browser entry and server container in its current release (the shell's first). */
export function liveEntryFiles({ apps }: ServedReleases): string[] {
  const files = [path.join(apps.shell.dir, 'server/render.js'), path.join(apps.shell.dir, 'index.html')];
  for (const name of REMOTE_NAMES) files.push(path.join(apps[name].dir, 'mf-manifest.json'), path.join(apps[name].dir, 'server/remoteEntry.js'));
  return files;
}

/** A file not there, in a signature: the shell's server container missing starts it with this. */
export const MISSING_FILE = '-;';

/** Changes when a file changes: a swapped-in folder is a new inode, a rewritten file a new mtime. */
function filesSignature(files: string[]): string {
  let signature = '';
  for (const file of files) {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    signature += stat ? `${stat.ino}:${stat.mtimeMs}:${stat.size};` : MISSING_FILE;
  }
  return signature;
}

/** The folders a deploy of an app changes: the app's folder (dist/ swapped in), dist/ and dist/server/. */
export function deployFolders(webRoot: string, apps: readonly string[]): string[] {
  return apps.flatMap((app) => [path.join(webRoot, app), path.join(webRoot, app, 'dist'), path.join(webRoot, app, 'dist/server')]);
}

/** The file a process writes after moving a pointer: every server on this data folder watches its folder. */
const SWITCHED_FILE = 'switched';

/**
 * The one detector of "an app's live files changed": a release switched (by this process, or by another
 * on the same data folder, which writes the releases folder's `switched` file), or a dist/ rebuilt or
 * swapped in. Its one event, 'change', comes with the new state; the page cache and the render worker
 * listen to it. Between changes a look costs nothing: the folders are watched (a swapped-in dist/ or a
 * rewritten file raises an event at once, and a look follows by itself), and looked at again at least
 * every `maxAgeMs` anyway, for file systems whose changes raise no event (some network and container
 * mounts). A stat of every deployed file on every cached page cost half the server's time.
 */
export class LiveFiles extends EventEmitter<{ change: [LiveState] }> {
  private state: LiveState | undefined;
  private changed = true;
  private checkedAt = 0;
  private watchers: fs.FSWatcher[] = [];
  private pending: NodeJS.Timeout | undefined;

  constructor(
    /** What each app serves now (the release pointers in SQLite). */
    private readonly read: () => ServedReleases,
    /** Watched: the releases folder and each app's deploy folders. */
    private readonly folders: string[],
    private readonly releasesFolder: string,
    private readonly maxAgeMs = 1000,
  ) {
    super();
  }

  /** True when the live files must be looked at again before they are trusted. */
  get stale(): boolean {
    return this.changed || Date.now() - this.checkedAt >= this.maxAgeMs;
  }

  /** The state, looked at again only when stale. */
  get current(): LiveState {
    return this.state && !this.stale ? this.state : this.look();
  }

  /** Looks now: reads the pointers and the entry files; 'change' is told when the signature moved since the last look. */
  look(): LiveState {
    const rewatch = this.changed || this.watchers.length === 0;
    this.changed = false;
    this.checkedAt = Date.now();
    // After a change the folders are watched afresh (a swapped folder is a new one).
    if (rewatch) this.watch();
    const served = this.read();
    const state = { served, signature: `${served.signature}|${filesSignature(liveEntryFiles(served))}` };
    const before = this.state;
    this.state = state;
    // The first look is no change: there was nothing before it.
    if (before && before.signature !== state.signature) this.emit('change', state);
    return state;
  }

  /** Wakes every process serving this data folder (their watch of the releases folder sees the file change). */
  announce(): void {
    fs.writeFileSync(path.join(this.releasesFolder, SWITCHED_FILE), `${new Date().toISOString()}\n`);
  }

  close(): void {
    clearTimeout(this.pending);
    for (const watcher of this.watchers.splice(0)) watcher.close();
  }

  private watch(): void {
    this.close();
    for (const folder of [this.releasesFolder, ...this.folders]) {
      try {
        const watcher = fs.watch(folder, { persistent: false }, () => this.onEvent());
        watcher.on('error', () => (this.changed = true));
        this.watchers.push(watcher);
      } catch {
        // Not there (yet): the periodic look covers it.
      }
    }
  }

  /** A watched folder changed: looked at shortly (a deploy writes several files), so listeners hear of it without a request. */
  private onEvent(): void {
    this.changed = true;
    if (this.pending) return;
    this.pending = setTimeout(() => {
      this.pending = undefined;
      try {
        this.look();
      } catch {
        // The pointers could not be read now (the database closing): the next look tries again.
        this.changed = true;
      }
    }, 10);
    this.pending.unref();
  }
}
