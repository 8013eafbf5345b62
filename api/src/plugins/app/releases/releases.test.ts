import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { builtWebRoot, requireServerBuild } from '../../../../test/built-web-root';
import { buildTestApp, shellIndexHtml, type TestContext } from '../../../../test/helpers';
import { releaseDir } from './release-files';
import type { SwitchOptions } from './release-manager';

const cli: SwitchOptions = { actor: { id: null, name: 'cli' }, by: 'cli (test)', verify: false };

/** A whole build of an app as packages/webpack-config writes it: manifest with its shared block, entries, one hashed chunk. */
function writeBuild(dir: string, app: string, { text = 'v1', ui = '0.1.0' }: { text?: string; ui?: string } = {}): string {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
  const name = app.replace(/-/g, '_');
  const shared = [
    { name: '@aec/ui', version: ui, requiredVersion: ui },
    { name: 'react', version: '19.3.1', requiredVersion: '19.3.1' },
  ];
  const remote = app !== 'shell';
  fs.writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({ name, metaData: { name, remoteEntry: { name: remote ? 'remoteEntry.js' : '', path: '' } }, shared }),
  );
  fs.writeFileSync(path.join(dir, `chunk-${text}.${text === 'v1' ? '0123456789' : 'abcdef0123'}.js`), `console.log(${JSON.stringify(text)})`);
  if (remote) {
    fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `var ${name}; // ${text}`);
    fs.writeFileSync(path.join(dir, 'server/remoteEntry.js'), `// ${text}`);
  } else {
    fs.writeFileSync(path.join(dir, 'index.html'), shellIndexHtml(text));
    fs.writeFileSync(path.join(dir, 'server/render.js'), `// ${text}`);
  }
  // Shared by every version: a release links it to the previous one's copy.
  fs.writeFileSync(path.join(dir, 'vendor.fedcba9876.js'), 'x'.repeat(10_000));
  return dir;
}

describe('releases: the repository, one pointer per app, the guard, pruning', () => {
  let ctx: TestContext;
  let scratch: string;
  const app = () => ctx.app;
  const builds = (name: string) => path.join(scratch, name);

  beforeAll(async () => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'aec-releases-'));
    ctx = await buildTestApp({ AEC_RELEASES_KEEP: '3' });
    writeBuild(path.join(ctx.config.webRoot, 'shell/dist'), 'shell');
    writeBuild(path.join(ctx.config.webRoot, 'mfe-campus/dist'), 'mfe-campus');
  });
  afterAll(async () => {
    await ctx?.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it('serves each app from its dist/ while no release is recorded', async () => {
    expect(
      app()
        .releases.list()
        .apps.map((a) => [a.app, a.current, a.releases.length]),
    ).toEqual([
      ['shell', null, 0],
      ['mfe-departments', null, 0],
      ['mfe-notifications', null, 0],
      ['mfe-office', null, 0],
      ['mfe-projects', null, 0],
      ['mfe-campus', null, 0],
    ]);
    expect((await app().inject('/remotes.json')).json()['mfe-campus']).toBe('/remotes/mfe-campus/mf-manifest.json');
    expect((await app().inject('/remotes/mfe-campus/remoteEntry.js')).body).toBe('var mfe_campus; // v1');
  });

  it('a release records the dist/ it replaces, copies the build, makes it current, and /remotes.json follows', async () => {
    const outcome = await app().releases.publish({
      ...cli,
      app: 'mfe-campus',
      from: writeBuild(builds('v2'), 'mfe-campus', { text: 'v2' }),
      source: 'folder',
      commit: 'abc123',
    });
    expect(outcome.current).toBe(outcome.version);
    const { releases, current, diskBytes } = app()
      .releases.list()
      .apps.find((a) => a.app === 'mfe-campus')!;
    expect(current).toBe(outcome.version);
    expect(releases.map((r) => [r.source, r.current, r.commit, r.createdBy])).toEqual([
      ['folder', true, 'abc123', 'cli (test)'],
      ['dist', false, null, 'cli (test)'],
    ]);
    expect(outcome.previous).toBeNull();
    // The chunk both builds hold is one file on disk, linked from the second release.
    const vendor = (version: string) => fs.statSync(path.join(releaseDir(ctx.config.dataDir, 'mfe-campus', version), 'vendor.fedcba9876.js'));
    expect(vendor(releases[0]!.version).ino).toBe(vendor(releases[1]!.version).ino);
    expect(diskBytes).toBeLessThan(releases[0]!.sizeBytes + releases[1]!.sizeBytes);

    const base = `/remotes/mfe-campus/releases/${outcome.version}/`;
    expect((await app().inject('/remotes.json')).json()['mfe-campus']).toBe(`${base}mf-manifest.json`);
    const entry = await app().inject(`${base}remoteEntry.js`);
    expect(entry.body).toBe('var mfe_campus; // v2');
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The unversioned address serves the current release; a hashed file of the older one is still there (open tabs).
    expect((await app().inject('/remotes/mfe-campus/remoteEntry.js')).body).toBe('var mfe_campus; // v2');
    expect((await app().inject('/remotes/mfe-campus/chunk-v1.0123456789.js')).body).toBe('console.log("v1")');
    expect((await app().inject('/remotes/mfe-campus/releases/20990101T000000Z-0000000000/remoteEntry.js')).statusCode).toBe(404);
    // The build folder it came from is not needed any more.
    fs.rmSync(builds('v2'), { recursive: true });
    expect((await app().inject(`${base}chunk-v2.abcdef0123.js`)).statusCode).toBe(200);
  });

  it('the same build again is no second release', async () => {
    const current = app()
      .releases.list()
      .apps.find((a) => a.app === 'mfe-campus')!;
    const again = await app().releases.publish({
      ...cli,
      app: 'mfe-campus',
      from: writeBuild(builds('v2'), 'mfe-campus', { text: 'v2' }),
      source: 'folder',
      commit: null,
    });
    expect(again.version).toBe(current.current);
    expect(
      app()
        .releases.list()
        .apps.find((a) => a.app === 'mfe-campus')!.releases,
    ).toHaveLength(2);
  });

  it('rolls back to the previous release and forward again by version, each switch in the audit log', async () => {
    const [newer, older] = app()
      .releases.list()
      .apps.find((a) => a.app === 'mfe-campus')!.releases;
    const back = await app().releases.rollback('mfe-campus', null, cli);
    expect([back.previous, back.current]).toEqual([newer!.version, older!.version]);
    expect((await app().inject('/remotes/mfe-campus/remoteEntry.js')).body).toBe('var mfe_campus; // v1');
    await expect(app().releases.rollback('mfe-campus', null, cli)).rejects.toThrow(/oldest kept release/);
    const forward = await app().releases.rollback('mfe-campus', newer!.version, { ...cli, verify: false });
    expect(forward.current).toBe(newer!.version);
    await expect(app().releases.switchTo('mfe-campus', '20990101T000000Z-0000000000', cli)).rejects.toThrow(/has no release 20990101T000000Z-0000000000/);
    const switches = app()
      .audit.list({ action: 'release', page: 1 })
      .rows.filter((row) => row.target === 'mfe-campus');
    expect(switches.map((row) => [row.action, row.after])).toEqual([
      ['release.switch', { version: newer!.version, by: 'cli (test)', verified: false }],
      ['release.switch', { version: older!.version, by: 'cli (test)', verified: false }],
      ['release.publish', { version: newer!.version, by: 'cli (test)', verified: false }],
    ]);
  });

  it('refuses a remote that needs an @aec/ui the shell lacks, and nothing changes', async () => {
    const before = app().releases.list();
    const folders = fs.readdirSync(path.join(ctx.config.dataDir, 'releases/mfe-campus'));
    await expect(
      app().releases.publish({
        ...cli,
        app: 'mfe-campus',
        from: writeBuild(builds('ui2'), 'mfe-campus', { text: 'ui2', ui: '0.2.0' }),
        source: 'folder',
        commit: null,
      }),
    ).rejects.toThrow(
      "The new build of mfe-campus needs @aec/ui 0.2.0 or a later 0.x, but the current shell (shell's dist/) provides @aec/ui 0.1.0. Release a shell built with @aec/ui 0.2.0 or a later 0.x first, then this one.",
    );
    expect(app().releases.list()).toEqual(before);
    expect(fs.readdirSync(path.join(ctx.config.dataDir, 'releases/mfe-campus'))).toEqual(folders);
  });

  it('refuses a folder that is not a build of the app', async () => {
    await expect(
      app().releases.publish({ ...cli, app: 'mfe-office', from: writeBuild(builds('campus'), 'mfe-campus'), source: 'folder', commit: null }),
    ).rejects.toThrow(/is a build of mfe_campus, not of mfe-office/);
  });

  it('refuses a build holding a symbolic link, or given as one, and copies nothing (SECURITY.md)', async () => {
    const before = app().releases.list();
    const secret = path.join(scratch, 'secret.txt');
    fs.writeFileSync(secret, 'not part of any build');
    const linked = writeBuild(builds('linked'), 'mfe-campus', { text: 'v9' });
    fs.symlinkSync(secret, path.join(linked, 'server/notes.txt'));
    await expect(app().releases.publish({ ...cli, app: 'mfe-campus', from: linked, source: 'folder', commit: null })).rejects.toThrow(
      /holds symbolic links \(server\/notes\.txt\)/,
    );
    // A linked folder inside the build, and the build folder itself as a link.
    const folderLink = writeBuild(builds('folder-link'), 'mfe-campus', { text: 'v9' });
    fs.symlinkSync(scratch, path.join(folderLink, 'assets'));
    await expect(app().releases.publish({ ...cli, app: 'mfe-campus', from: folderLink, source: 'folder', commit: null })).rejects.toThrow(
      /holds symbolic links \(assets\)/,
    );
    const plain = writeBuild(builds('plain'), 'mfe-campus', { text: 'v9' });
    fs.symlinkSync(plain, builds('latest'));
    await expect(app().releases.publish({ ...cli, app: 'mfe-campus', from: builds('latest'), source: 'folder', commit: null })).rejects.toThrow(
      /is a symbolic link/,
    );
    expect(app().releases.list()).toEqual(before);
  });

  it('keeps the newest AEC_RELEASES_KEEP releases and the current one, removing the others with their folders', async () => {
    const newest = app()
      .releases.list()
      .apps.find((a) => a.app === 'mfe-campus')!.releases[0]!.version;
    const oldest = app()
      .releases.list()
      .apps.find((a) => a.app === 'mfe-campus')!
      .releases.at(-1)!.version;
    let last;
    for (const text of ['v3', 'v4', 'v5']) {
      last = await app().releases.publish({
        ...cli,
        app: 'mfe-campus',
        from: writeBuild(builds(text), 'mfe-campus', { text }),
        source: 'folder',
        commit: null,
      });
    }
    const kept = app()
      .releases.list()
      .apps.find((a) => a.app === 'mfe-campus')!
      .releases.map((r) => r.version);
    expect(kept).toHaveLength(3);
    expect(kept[0]).toBe(last!.version);
    expect(kept).not.toContain(oldest);
    expect(kept).not.toContain(newest);
    expect(fs.existsSync(releaseDir(ctx.config.dataDir, 'mfe-campus', oldest))).toBe(false);
    // The vendor chunk, linked from release to release, outlives the folders pruned.
    expect(fs.readFileSync(path.join(releaseDir(ctx.config.dataDir, 'mfe-campus', kept[2]!), 'vendor.fedcba9876.js'), 'utf8')).toHaveLength(10_000);
    expect(app().audit.list({ action: 'release.prune', page: 1 }).rows.length).toBeGreaterThan(0);

    // A current release older than the newest three is kept too: here a release failed its smoke check
    // (this web root's shell cannot render) and the pointer went back to the oldest one.
    await app().releases.switchTo('mfe-campus', kept[2]!, cli);
    const failed = await app().releases.publish({
      ...cli,
      verify: true,
      app: 'mfe-campus',
      from: writeBuild(builds('v6'), 'mfe-campus', { text: 'v6' }),
      source: 'folder',
      commit: null,
    });
    expect(failed.rolledBack).toBe(true);
    const after = app()
      .releases.list()
      .apps.find((a) => a.app === 'mfe-campus')!;
    expect(after.current).toBe(kept[2]);
    expect(after.releases.map((r) => r.version)).toEqual([failed.version, ...kept]);
  });

  it('a shell release that would break a current remote is refused', async () => {
    await expect(
      app().releases.publish({
        ...cli,
        app: 'shell',
        from: writeBuild(builds('shell-old'), 'shell', { text: 'old', ui: '0.0.9' }),
        source: 'folder',
        commit: null,
      }),
    ).rejects.toThrow(
      /^The new build of shell would break mfe-campus: mfe-campus \S+ needs @aec\/ui 0\.1\.0 or a later 0\.x, and this shell provides @aec\/ui 0\.0\.9\./,
    );
    const shell = await app().releases.publish({
      ...cli,
      app: 'shell',
      from: writeBuild(builds('shell-new'), 'shell', { text: 'new shell', ui: '0.3.0' }),
      source: 'folder',
      commit: null,
    });
    expect((await app().inject('/')).body).toContain('<title>new shell</title>');
    expect(shell.current).toBe(shell.version);
  });
});

requireServerBuild('releases.test');

describe('the smoke check of a release (the repository’s builds)', () => {
  let ctx: TestContext;
  let scratch: string;
  beforeAll(async () => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'aec-releases-'));
    ctx = await buildTestApp({ AEC_WEB_ROOT: builtWebRoot(scratch), AEC_SEED: '1' });
  });
  afterAll(async () => {
    await ctx?.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it('a release whose server container throws is switched back by itself, and says so', async () => {
    const broken = path.join(scratch, 'broken');
    fs.cpSync(path.join(ctx.config.webRoot, 'mfe-campus/dist'), broken, { recursive: true, dereference: true });
    fs.writeFileSync(path.join(broken, 'server/remoteEntry.js'), "throw new Error('a broken release (test)');\n");
    const switched: (string | null)[] = [];
    const outcome = await ctx.app.releases.publish({
      ...cli,
      verify: true,
      onSwitch: (v) => switched.push(v),
      app: 'mfe-campus',
      from: broken,
      source: 'folder',
      commit: null,
    });
    expect(outcome.rolledBack).toBe(true);
    expect(switched).toEqual([outcome.version]);
    const before = ctx.app.releases
      .list()
      .apps.find((a) => a.app === 'mfe-campus')!
      .releases.find((r) => r.source === 'dist')!.version;
    expect(outcome.current).toBe(before);
    expect(outcome.failures).toContain('/hostel: a section could not be rendered on the server');
    expect(outcome.message).toMatch(/failed its smoke check \(.*\/hostel.*\), so mfe-campus \S+ is current again\.$/);
    expect(ctx.app.audit.list({ action: 'release.auto-rollback', page: 1 }).rows).toHaveLength(1);
    // The page is whole again, from the release before.
    const page = await ctx.app.inject({ url: '/hostel', headers: { accept: 'text/html' } });
    expect(page.body).toContain('>Hostels</h1>');
    expect(page.body).toContain(`/remotes/mfe-campus/releases/${before}/`);
  });
});
