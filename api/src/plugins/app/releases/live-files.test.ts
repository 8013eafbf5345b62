import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APP_NAMES, REMOTE_NAMES, type AppName } from '@aec/contracts';
import { deployFolders, LiveFiles, type LiveState } from './live-files';
import type { ServedApp, ServedReleases } from './served-releases';

const turn = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms));
/** Waits (at most two seconds, a loaded machine's watch events come late) until `done` holds. */
async function until(done: () => boolean): Promise<void> {
  for (const end = Date.now() + 2000; !done() && Date.now() < end;) await turn(10);
}

describe('LiveFiles: the one detector of a change of any app’s live files', () => {
  let root: string;
  let releases: string;
  let live: LiveFiles;
  let versions: Record<string, string | null>;
  let reads: number;
  let changes: LiveState[];

  /** What the release pointers would say: each app's dist/, or its release folder once it has a version. */
  const read = (): ServedReleases => {
    reads += 1;
    const apps = Object.fromEntries(
      APP_NAMES.map((app): [AppName, ServedApp] => {
        const version = versions[app] ?? null;
        const dir = version ? path.join(releases, app, version) : path.join(root, app, 'dist');
        return [app, { version, dir, base: '/', hashedRoots: [dir] }];
      }),
    ) as Record<AppName, ServedApp>;
    return { apps, signature: APP_NAMES.map((app) => versions[app] ?? '-').join(';'), remotesJson: {} as ServedReleases['remotesJson'] };
  };
  const start = (maxAgeMs = 60_000, folders = deployFolders(root, APP_NAMES)) => {
    live = new LiveFiles(read, folders, releases, maxAgeMs);
    live.on('change', (state) => changes.push(state));
  };

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'aec-live-files-'));
    releases = path.join(root, 'data/releases');
    fs.mkdirSync(releases, { recursive: true });
    for (const app of APP_NAMES) fs.mkdirSync(path.join(root, app, 'dist/server'), { recursive: true });
    fs.writeFileSync(path.join(root, 'shell/dist/server/render.js'), '// shell\n');
    for (const name of REMOTE_NAMES) fs.writeFileSync(path.join(root, name, 'dist/server/remoteEntry.js'), `// ${name}\n`);
    versions = {};
    reads = 0;
    changes = [];
  });
  afterEach(() => {
    live.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('is read once, then costs nothing until a deploy touches a watched folder; the rebuild is told as one change, without a request', async () => {
    start();
    expect(live.stale).toBe(true);
    const first = live.current;
    expect(live.current).toBe(first);
    expect(reads).toBe(1);
    expect(changes).toEqual([]); // the first look is no change
    fs.writeFileSync(path.join(root, 'mfe-campus/dist/server/remoteEntry.js'), '// rebuilt in place, longer than before\n');
    await until(() => changes.length > 0);
    expect(changes).toHaveLength(1);
    expect(changes[0]!.signature).not.toBe(first.signature);
    expect(live.current.signature).toBe(changes[0]!.signature);
  });

  it('sees a dist/ swapped into place, and the next change inside the new one', async () => {
    start();
    void live.current;
    fs.mkdirSync(path.join(root, 'mfe-campus/dist.new/server'), { recursive: true });
    fs.writeFileSync(path.join(root, 'mfe-campus/dist.new/server/remoteEntry.js'), '// new build\n');
    fs.renameSync(path.join(root, 'mfe-campus/dist'), path.join(root, 'mfe-campus/dist.old'));
    fs.renameSync(path.join(root, 'mfe-campus/dist.new'), path.join(root, 'mfe-campus/dist'));
    await until(() => changes.length > 0);
    await turn(); // the swap's other events
    expect(changes).toHaveLength(1);
    fs.writeFileSync(path.join(root, 'mfe-campus/dist/server/remoteEntry.js'), '// the swapped-in folder is watched too\n');
    await until(() => changes.length > 1);
    expect(changes).toHaveLength(2);
  });

  it("a release switched by another process (its announce) is one change here, with the pointers' new state", async () => {
    start();
    void live.current;
    const other = new LiveFiles(read, [], releases);
    versions['mfe-office'] = '20261127-0500-abcdef';
    other.announce();
    other.close();
    await until(() => changes.length > 0);
    expect(changes.map((change) => change.served.apps['mfe-office'].version)).toEqual(['20261127-0500-abcdef']);
    // A look after that finds nothing new: no second event.
    live.look();
    expect(changes).toHaveLength(1);
  });

  it('looks again after maxAgeMs even when no event came (mounts that raise none)', async () => {
    start(30, [path.join(root, 'not-there')]);
    void live.current;
    expect(live.stale).toBe(false);
    await turn(60);
    expect(live.stale).toBe(true);
  });
});
