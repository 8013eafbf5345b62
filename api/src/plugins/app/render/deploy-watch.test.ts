import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DeployWatch, deployFolders } from './deploy-watch';

const turn = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms));

describe('DeployWatch', () => {
  let root: string;
  let watch: DeployWatch;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'aec-deploy-watch-'));
    fs.mkdirSync(path.join(root, 'mfe-campus/dist/server'), { recursive: true });
  });
  afterEach(() => {
    watch.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('is stale until looked at, then fresh until a deploy touches a watched folder', async () => {
    watch = new DeployWatch(deployFolders(root, ['mfe-campus']), 60_000);
    expect(watch.stale).toBe(true);
    watch.looked();
    expect(watch.stale).toBe(false);
    fs.writeFileSync(path.join(root, 'mfe-campus/dist/server/remoteEntry.js'), '// rebuilt in place\n');
    await turn();
    expect(watch.stale).toBe(true);
  });

  it('sees a dist/ swapped into place, and the next change inside the new one', async () => {
    watch = new DeployWatch(deployFolders(root, ['mfe-campus']), 60_000);
    watch.looked();
    fs.mkdirSync(path.join(root, 'mfe-campus/dist.new/server'), { recursive: true });
    fs.renameSync(path.join(root, 'mfe-campus/dist'), path.join(root, 'mfe-campus/dist.old'));
    fs.renameSync(path.join(root, 'mfe-campus/dist.new'), path.join(root, 'mfe-campus/dist'));
    await turn();
    expect(watch.stale).toBe(true);
    watch.looked();
    expect(watch.stale).toBe(false);
    fs.writeFileSync(path.join(root, 'mfe-campus/dist/server/remoteEntry.js'), '// the swapped-in folder is watched too\n');
    await turn();
    expect(watch.stale).toBe(true);
  });

  it('looks again after maxAgeMs even when no event came (mounts that raise none)', async () => {
    watch = new DeployWatch([path.join(root, 'not-there')], 30);
    watch.looked();
    expect(watch.stale).toBe(false);
    await turn(60);
    expect(watch.stale).toBe(true);
  });
});
