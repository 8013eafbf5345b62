import { execFileSync } from 'node:child_process';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import { hashTree } from '../support/files';

const root = path.resolve(__dirname, '../..');
const source = path.join(root, 'mfe-campus/src/data/hostels.ts');
const original = "export const HOSTELS_TITLE = 'Hostels';";

/** Exactly what a remote team does to deploy: build that one remote into the folder the server serves. */
function buildCampus(): void {
  execFileSync(path.join(root, 'node_modules/.bin/webpack'), ['--mode', 'production'], { cwd: path.join(root, 'mfe-campus'), stdio: 'pipe' });
}

test('redeploying one remote changes the live site without touching the shell', async ({ page }) => {
  test.setTimeout(300_000);
  const text = readFileSync(source, 'utf8');
  expect(text, 'the string this test changes is where it expects it').toContain(original);
  const shellBefore = hashTree(path.join(root, 'shell/dist'));

  await page.goto('/hostel');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hostels');

  const marker = `Hostels (release ${Date.now()})`;
  try {
    writeFileSync(source, text.replace(original, `export const HOSTELS_TITLE = '${marker}';`));
    buildCampus();
    // The server renders the new release at once: no restart, no shell build.
    const served = await (await page.request.get('/hostel')).text();
    expect(served).toContain(`>${marker}</h1>`);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(marker);
    // Another section of another remote is unaffected.
    await page.goto('/office');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Office of the Principal');
  } finally {
    writeFileSync(source, text);
    buildCampus();
  }
  expect(hashTree(path.join(root, 'shell/dist'))).toEqual(shellBefore);
  await page.goto('/hostel');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hostels');
});

test('a remote whose server container is missing still gets its page: 200, the rest rendered, the section drawn by the browser', async ({ page, request }) => {
  const entry = path.join(root, 'mfe-campus/dist/server/remoteEntry.js');
  const aside = `${entry}.aside`;
  renameSync(entry, aside);
  try {
    const response = await request.get('/hostel');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<header class="?site-header/);
    expect(html).toContain('<footer');
    // The section's fallback is in the HTML; the browser then loads the remote and shows it.
    expect(html).toContain('Loading hostels');
    await page.goto('/hostel');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hostels');
    // Another remote's page still renders whole on the server.
    expect(await (await request.get('/office')).text()).toContain('>Office of the Principal</h1>');
  } finally {
    renameSync(aside, entry);
  }
});
