import fs from 'node:fs';
import path from 'node:path';

/**
 * Tells whether a deploy may have happened since the last look, without a file-system call per
 * request: the folders a deploy changes are watched (a swapped-in dist/ or a rewritten file inside
 * it raises an event at once), and the deployed files are looked at again at least every
 * `maxAgeMs` anyway, for file systems whose changes raise no event (some network and container
 * mounts). A stat of every deployed file on every cached page cost half the server's time.
 */
export class DeployWatch {
  private changed = true;
  private checkedAt = 0;
  private watchers: fs.FSWatcher[] = [];

  constructor(
    private readonly folders: string[],
    private readonly maxAgeMs = 1000,
    /** Told of each event, with the folder it came from (the page renderer warms up a switched release). */
    private readonly onChange?: (folder: string) => void,
  ) {}

  /** True when the deployed files must be looked at again (then call looked() after looking). */
  get stale(): boolean {
    return this.changed || Date.now() - this.checkedAt >= this.maxAgeMs;
  }

  /** The files were just looked at. After a change the folders are watched afresh (a swapped folder is a new one). */
  looked(): void {
    const rewatch = this.changed || this.watchers.length === 0;
    this.changed = false;
    this.checkedAt = Date.now();
    if (!rewatch) return;
    this.close();
    for (const folder of this.folders) {
      try {
        const watcher = fs.watch(folder, { persistent: false }, () => {
          this.changed = true;
          this.onChange?.(folder);
        });
        watcher.on('error', () => (this.changed = true));
        this.watchers.push(watcher);
      } catch {
        // Not there (yet): the periodic look covers it.
      }
    }
  }

  close(): void {
    for (const watcher of this.watchers.splice(0)) watcher.close();
  }
}

/** The folders a deploy of the shell or a remote changes: the app's folder (dist/ swapped in), dist/ and dist/server/. */
export function deployFolders(webRoot: string, apps: readonly string[]): string[] {
  return apps.flatMap((app) => [path.join(webRoot, app), path.join(webRoot, app, 'dist'), path.join(webRoot, app, 'dist/server')]);
}
