import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { navigateInApp } from '../support/console';

const REMOTES = ['mfe-departments', 'mfe-notifications', 'mfe-office', 'mfe-projects', 'mfe-campus'];

interface ManifestShared {
  name: string;
  assets: { js: { sync: string[]; async: string[] } };
}

/** URL paths of every file, in any of the six builds, that carries the given shared package. */
async function filesProviding(page: Page, pkg: string): Promise<Set<string>> {
  const builds = [
    { base: '/', manifest: '/mf-manifest.json' },
    ...REMOTES.map((r) => ({ base: `/remotes/${r}/`, manifest: `/remotes/${r}/mf-manifest.json` })),
  ];
  const files = new Set<string>();
  for (const build of builds) {
    const manifest = (await (await page.request.get(build.manifest)).json()) as { shared: ManifestShared[] };
    for (const shared of manifest.shared.filter((s) => s.name === pkg)) {
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) files.add(`${build.base}${file}`);
    }
  }
  return files;
}

test('React, react-dom and the router are each downloaded once on a visit that uses three remotes', async ({ page }) => {
  const downloaded: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js')) downloaded.push(url.pathname);
  });
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notifications');
  await navigateInApp(page, '/hostel');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hostels');
  await navigateInApp(page, '/office');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Office of the Principal');

  const remotesUsed = new Set(downloaded.filter((p) => p.startsWith('/remotes/')).map((p) => p.split('/')[2]));
  expect([...remotesUsed].sort()).toEqual(['mfe-campus', 'mfe-notifications', 'mfe-office']);

  for (const pkg of ['react', 'react-dom', 'react-dom/client', 'react-router']) {
    const providers = await filesProviding(page, pkg);
    expect(providers.size, `${pkg} is provided by some build`).toBeGreaterThan(0);
    const fetched = downloaded.filter((p) => providers.has(p));
    expect(fetched, `${pkg} downloads`).toHaveLength(1);
  }
});

test('a remote is downloaded only when one of its routes is shown', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About the College');
  expect(requested.filter((p) => p.startsWith('/remotes/') && p.endsWith('.js'))).toEqual([]);
  await navigateInApp(page, '/library');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Central Library');
  const remoteScripts = requested.filter((p) => p.startsWith('/remotes/') && p.endsWith('.js'));
  expect(remoteScripts.length).toBeGreaterThan(0);
  expect(remoteScripts.every((p) => p.startsWith('/remotes/mfe-campus/'))).toBe(true);
});

test.describe('a remote that fails stays inside its section', () => {
  const expectChromeWorks = async (page: Page) => {
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Assam Engineering College');
  };

  test('mfe-campus down: /hostel offers Retry, header, footer and /notifications still work', async ({ page }) => {
    await page.route('**/remotes/mfe-campus/**', (route) => route.abort('connectionrefused'));
    await page.goto('/hostel');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Hostels is not available right now');
    await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expectChromeWorks(page);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Notifications' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notifications');
    await expectChromeWorks(page);

    // The remote comes back: Retry loads it without reloading the page.
    await page.goBack();
    await expect(page.getByRole('alert')).toBeVisible();
    await page.unroute('**/remotes/mfe-campus/**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hostels');
  });

  test('mfe-campus answering 404 shows the same fallback', async ({ page }) => {
    await page.route('**/remotes/mfe-campus/**', (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.goto('/library');
    await expect(page.getByRole('alert')).toContainText('Library is not available right now');
    await expectChromeWorks(page);
  });

  test('mfe-campus whose code throws shows the same fallback', async ({ page }) => {
    await page.route('**/remotes/mfe-campus/__federation_expose_*', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: 'throw new Error("broken deploy");' }),
    );
    await page.goto('/campuslife');
    await expect(page.getByRole('alert')).toContainText('Campus life is not available right now');
    await expectChromeWorks(page);
  });

  test('with /remotes.json missing the shell still renders its own pages and offers Retry elsewhere', async ({ page }) => {
    await page.route('**/remotes.json', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About the College');
    await navigateInApp(page, '/departments');
    await expect(page.getByRole('alert')).toContainText('Departments is not available right now');
    await expectChromeWorks(page);
  });
});
