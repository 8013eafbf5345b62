import { execFile, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { E2E_DATA_DIR } from '../support/browser';
import { collectPageErrors, navigateInApp } from '../support/console';
import { createStaffAccount, signInToConsole } from '../support/staff';
import { expect, test } from '../support/test';
import type { APIRequestContext } from '@playwright/test';
import { hashTree } from '../support/files';

// Releases of mfe-campus against the running server, made as a team would: `npm run release -w
// mfe-campus -- --from <folder>` (a build made elsewhere) and `npm run rollback`. The "builds" are
// copies of the repository's build with a changed title, so no webpack runs here.
const root = path.resolve(__dirname, '../..');
const campusDist = path.join(root, 'mfe-campus/dist');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'aec-e2e-releases-'));
const cliEnv = { ...process.env, AEC_DATA_DIR: E2E_DATA_DIR, LOG_LEVEL: 'silent' };
const cli = path.join(root, 'api/dist/cli/release.js');

/** A copy of mfe-campus's build, changed by `change`; a changed file loses its stale .br/.gz. */
function campusBuild(name: string, change: (dir: string) => string[]): string {
  const dir = path.join(scratch, name);
  cpSync(campusDist, dir, { recursive: true });
  for (const file of change(dir)) {
    rmSync(`${file}.br`, { force: true });
    rmSync(`${file}.gz`, { force: true });
  }
  return dir;
}

/** The hostels page's title, in the browser chunks (minified, double quotes) and the server container's (single). */
function retitled(dir: string, title: string): string[] {
  const changed: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !file.endsWith('.js')) continue;
    const text = readFileSync(file, 'utf8');
    const next = text.replaceAll('"Hostels"', JSON.stringify(title)).replaceAll("'Hostels'", `'${title}'`);
    if (next === text) continue;
    writeFileSync(file, next);
    changed.push(file);
  }
  return changed;
}

const run = (args: string[]) =>
  promisify(execFile)(process.execPath, [cli, ...args], { env: cliEnv, cwd: root }).then(
    (out) => ({ code: 0, ...out }),
    (err: { code: number; stdout: string; stderr: string }) => ({ code: err.code, stdout: err.stdout, stderr: err.stderr }),
  );

const hostelsTitle = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

test.describe.configure({ mode: 'serial' });
// Every release test runs with the site's service worker active, as a visitor's browser has it.
test.use({ serviceWorkers: 'allow' });
test.afterAll(() => rmSync(scratch, { recursive: true, force: true }));

// Its last word is in no page of the site before this release: search finds it once the release re-indexed the page.
const NEW_WORD = 'Quokkahall';
const V2 = `Hostels (release two, ${NEW_WORD})`;
let v2 = '';

/** The site's pages search finds by a word (GET /api/search, pages only). */
const pagesFound = async (request: APIRequestContext, word: string) =>
  ((await (await request.get(`/api/search?q=${word}&kind=page`)).json()) as { results: Array<{ url: string }> }).results.map((r) => r.url);

test('a team releases v2 of mfe-campus from a folder, and the page shows v2', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.goto('/hostel');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hostels');
  expect(await pagesFound(request, NEW_WORD)).toEqual([]);
  const from = campusBuild('v2', (dir) => retitled(dir, V2));

  const released = await promisify(execFile)('npm', ['run', 'release', '-w', 'mfe-campus', '--', '--from', from], { env: cliEnv, cwd: root });
  expect(released.stdout).toMatch(/mfe-campus \S+ is current; its pages render\./);
  v2 = /mfe-campus (\S+) is current/.exec(released.stdout)![1]!;

  expect((await (await request.get('/remotes.json')).json())['mfe-campus']).toBe(`/remotes/mfe-campus/releases/${v2}/mf-manifest.json`);
  expect(hostelsTitle(await (await request.get('/hostel')).text())).toBe(V2);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(V2);
});

test('the release re-indexes the pages of the app released: a word new in the page is found by /search', async ({ page, request }) => {
  test.setTimeout(120_000);
  // The server renders the app's pages again in three languages in its background lane, after visitors' pages.
  await expect.poll(() => pagesFound(request, NEW_WORD), { timeout: 90_000, intervals: [1_000] }).toContain('/hostel');
  await page.goto(`/search?q=${NEW_WORD}`);
  const result = page.locator('.nt-result').filter({ has: page.getByRole('link', { name: V2 }) });
  await expect(result.getByRole('link')).toHaveAttribute('href', '/hostel');
  await expect(result.locator('mark').first()).toHaveText(NEW_WORD);
});

test('rolling back serves v1 within a second of the switch, with no build, the shell’s files unchanged, and an open page keeps working', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const shellBefore = hashTree(path.join(root, 'shell/dist'));
  const campusBefore = hashTree(campusDist);
  // A tab opened on v2 before the switch, that has not loaded mfe-campus yet.
  const open = await browser.newPage();
  const errors = collectPageErrors(open);
  const missing: string[] = [];
  open.on('response', (response) => {
    if (response.url().includes('/remotes/') && response.status() >= 400) missing.push(`${response.status()} ${response.url()}`);
  });
  await open.goto('/about');

  const rollback = spawn(process.execPath, [cli, 'rollback', 'mfe-campus'], { env: cliEnv, cwd: root });
  let output = '';
  const switchedAt = await new Promise<number>((resolve, reject) => {
    rollback.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
      if (/ is live at /.test(output)) resolve(Date.now());
    });
    rollback.on('exit', () => reject(new Error(`the rollback ended without switching: ${output}`)));
  });
  // Within a second of the switch the browser is sent v1 (the server watches the pointer: no restart,
  // no build): /remotes.json names v1's files, and the unversioned manifest is v1's.
  const campusManifestUrl = async () => ((await (await request.get('/remotes.json')).json()) as Record<string, string>)['mfe-campus'];
  await expect.poll(campusManifestUrl, { timeout: 1_000, intervals: [20] }).not.toContain(v2);
  const v1Manifest = await (await request.get('/remotes/mfe-campus/mf-manifest.json')).text();
  expect(Date.now() - switchedAt).toBeLessThan(1_000);
  expect(v1Manifest).toBe(readFileSync(path.join(campusDist, 'mf-manifest.json'), 'utf8'));
  // The page itself once the server's render worker has v1's container (started as the switch is seen).
  await expect.poll(async () => hostelsTitle(await (await request.get('/hostel')).text()), { timeout: 5_000, intervals: [50] }).toBe('Hostels');
  const code = await new Promise<number | null>((resolve) => (rollback.exitCode !== null ? resolve(rollback.exitCode) : rollback.on('exit', resolve)));
  expect(code, output).toBe(0);
  expect(output).toMatch(/mfe-campus \S+ is current; its pages render\./);
  expect((await (await request.get('/remotes.json')).json())['mfe-campus']).not.toContain(v2);

  expect(hashTree(path.join(root, 'shell/dist'))).toEqual(shellBefore);
  expect(hashTree(campusDist)).toEqual(campusBefore);

  // The open tab goes on with the release it started with, whole: v2's files are still served.
  await navigateInApp(open, '/hostel');
  await expect(open.getByRole('heading', { level: 1 })).toHaveText(V2);
  expect(missing).toEqual([]);
  expect(errors).toEqual([]);
  await open.close();
});

test('a remote that needs an @aec/ui the shell lacks is refused, and nothing changes', async ({ request }) => {
  const from = campusBuild('needs-ui-0.2', (dir) => {
    const file = path.join(dir, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as { shared: { name: string; requiredVersion: string }[] };
    for (const shared of manifest.shared) if (shared.name === '@aec/ui') shared.requiredVersion = '0.2.0';
    writeFileSync(file, JSON.stringify(manifest));
    return [file];
  });
  const before = await run(['list']);
  const remotesBefore = await (await request.get('/remotes.json')).text();

  const refused = await run(['release', 'mfe-campus', '--from', from]);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toMatch(
    /^The new build of mfe-campus needs @aec\/ui 0\.2\.0 or a later 0\.x, but the current shell \(.+\) provides @aec\/ui 0\.1\.0\. Release a shell built with @aec\/ui 0\.2\.0 or a later 0\.x first, then this one\./,
  );

  expect((await run(['list'])).stdout).toBe(before.stdout);
  expect(await (await request.get('/remotes.json')).text()).toBe(remotesBefore);
  expect(hostelsTitle(await (await request.get('/hostel')).text())).toBe('Hostels');
});

test('a release whose pages fail the smoke check is rolled back by itself', async ({ page, request }) => {
  test.setTimeout(120_000);
  const remotesBefore = await (await request.get('/remotes.json')).text();
  const from = campusBuild('broken', (dir) => {
    writeFileSync(path.join(dir, 'server/remoteEntry.js'), "throw new Error('a broken server container (e2e)');\n");
    return [];
  });
  const released = await run(['release', 'mfe-campus', '--from', from]);
  expect(released.code).toBe(1);
  expect(released.stderr).toContain('smoke check: /hostel: a section could not be rendered on the server');
  expect(released.stderr).toMatch(/failed its smoke check \(.+\), so mfe-campus \S+ is current again\./);

  expect(await (await request.get('/remotes.json')).text()).toBe(remotesBefore);
  await page.goto('/hostel');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hostels');
});

test('the console’s releases screen lists each app’s releases and switches one after a confirmation (axe)', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signInToConsole(page, await createStaffAccount('admin'));
  await page.goto('/admin/releases');
  await expect(page.getByRole('heading', { level: 1, name: 'Releases' })).toBeVisible();
  const campus = page.getByRole('table', { name: 'Releases of mfe-campus, newest first' });
  // The dist/ served before the first release, v2, and the release the smoke check refused.
  await expect(campus.getByRole('row')).toHaveCount(3 + 1);
  await expect(campus.getByRole('row', { name: /Live/ })).not.toContainText(v2);
  await expectNoSeriousA11yViolations(page, '/admin/releases');

  await campus.getByRole('button', { name: `Switch mfe-campus to ${v2}` }).click();
  const dialog = page.getByRole('dialog', { name: `Switch mfe-campus to ${v2}?` });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the confirmation of a switch');
  await dialog.getByRole('button', { name: 'Switch' }).click();
  await expect(page.getByRole('status')).toHaveText(`mfe-campus ${v2} is current; its pages render.`, { timeout: 60_000 });
  await expect(dialog).toBeHidden();
  await expect(campus.getByRole('row', { name: /Live/ })).toContainText(v2);
  expect(hostelsTitle(await (await request.get('/hostel')).text())).toBe(V2);

  // In the audit log, as this admin's switch.
  const audit = (await (await page.request.get('/api/staff/audit?action=release.switch')).json()) as {
    rows: { actor: string; target: string; after: { version: string } }[];
  };
  expect(audit.rows[0]).toMatchObject({ target: 'mfe-campus', after: { version: v2 } });
  expect(audit.rows[0]!.actor).toMatch(/@/);
});

test('with the service worker in control, a switch is on screen at the next navigation, and the remote’s code is the new release’s', async ({ page }) => {
  test.setTimeout(120_000);
  // v2 is live (the console's switch above). The worker takes the page over, then keeps v2's files.
  await page.goto('/hostel');
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout: 30_000 });
  await page.goto('/about');
  await navigateInApp(page, '/hostel');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(V2);
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  const rolledBack = await run(['rollback', 'mfe-campus']);
  expect(rolledBack.code, rolledBack.stderr).toBe(0);
  // The next full navigation: the page from the network, and /remotes.json too, so the section drawn in
  // the browser (a move inside the app) runs the release now live, not the copy the worker kept.
  await page.goto('/about');
  await navigateInApp(page, '/hostel');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hostels');
  await page.goto('/hostel');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hostels');
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
});
