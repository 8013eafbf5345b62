import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { collectPageErrors, openInApp } from '../support/console';
import { PROJECT_IDS, PROJECT_SUB_ROUTES } from '../support/routes';
import { expectNotFound } from '../support/not-found';

/** docs/product/projects.md navigation of each project, in order, with the heading each item's page shows. */
const fiveItems = [
  ['Home', 'Home'],
  ['Tender', 'Tenders'],
  ['IPU/BOG Minutes', 'Minutes'],
  ['Notifications', 'Notifications'],
  ['Downloads', 'Downloads'],
] as const;
const navigation: Record<string, { name: string; type: string; items: ReadonlyArray<readonly [string, string]> }> = {
  teqip: {
    name: 'TEQIP-III',
    type: 'TEQIP',
    items: [
      ['Home', 'Home'],
      ['Tender', 'Tenders'],
      ['Minutes', 'Minutes'],
      ['Notifications', 'Notifications'],
      ['Downloads', 'Downloads'],
      ['Advertisement', 'Advertisements'],
      ['Activities', 'Activities'],
      ['EAP', 'Environmental Assessment and Plan'],
      ['BoG', 'Board of Governors'],
      ['Procurement Grievance', 'Procurement Grievance'],
    ],
  },
  neqip: { name: 'NEQIP', type: 'NEQIP', items: fiveItems },
  rusa: { name: 'RUSA', type: 'RUSA', items: fiveItems },
};

const menu = (page: Page, name: string) => page.getByRole('navigation', { name: `${name} menu` });

/** Settled: no loading indicator left in the page's main content. */
async function settled(page: Page) {
  await expect(page.locator('#main-content .state--loading')).toHaveCount(0, { timeout: 15_000 });
}

for (const id of PROJECT_IDS) {
  const project = navigation[id]!;
  test(`${project.name}: every navigation item in order, each page with its heading, no serious axe violation`, async ({ page }) => {
    test.setTimeout(120_000);
    const errors = collectPageErrors(page);
    await page.goto(`/project/${id}`);
    await expect(page.locator('h1')).toHaveText(`${project.name}: Home`);
    await expect(page.locator('.section-layout__heading')).toHaveText(project.name);
    await expect(menu(page, project.name).getByRole('link')).toHaveText(project.items.map(([label]) => label));
    for (const [label, heading] of project.items) {
      await menu(page, project.name).getByRole('link', { name: label, exact: true }).click();
      await expect(page.locator('h1')).toHaveText(`${project.name}: ${heading}`);
      await expect(menu(page, project.name).getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
      await settled(page);
      await expectNoSeriousA11yViolations(page, `${id} ${label}`);
    }
    expect(errors).toEqual([]);
  });
}

test('every sub-route renders for every project, also those outside its navigation (axe on each)', async ({ page }) => {
  test.setTimeout(240_000);
  for (const id of PROJECT_IDS) {
    for (const sub of PROJECT_SUB_ROUTES) {
      await page.goto(`/project/${id}${sub ? `/${sub}` : ''}`);
      await expect(page.locator('h1')).toHaveText(new RegExp(`^${navigation[id]!.name}: `));
      await expect(page).toHaveURL(new RegExp(`/project/${id}`));
      await settled(page);
      // Pages in the navigation are checked by the test above; the others here.
      if (id !== 'teqip' && !['', 'home', 'tender', 'minutes', 'notice', 'downloads'].includes(sub)) {
        await expectNoSeriousA11yViolations(page, `/project/${id}/${sub}`);
      }
    }
  }
});

test('an unknown project, or an unknown page of a project, answers 404 (and goes to /404 inside the app)', async ({ page }) => {
  // '/project/TEQIP' is a variant of the teqip project's address: it moves there (canonical-address.spec).
  for (const [i, path] of ['/project/nasa', '/project/nasa/tender', '/project/teqip/nothing-here'].entries()) {
    await expectNotFound(page, path, { inApp: i === 0 });
  }
});

test('home: the banner and the stored homepage, sanitised', async ({ page }) => {
  await page.goto('/project/rusa/home');
  const banner = page.locator('img.project-banner');
  await expect(banner).toHaveAttribute('alt', /RUSA/);
  await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.locator('.project-homepage')).toContainText('Rashtriya Uchchatar Shiksha Abhiyan is a centrally sponsored scheme');
  await expect(page.locator('.project-homepage h2').first()).toHaveText('About the scheme');
  await expect(page.locator('.project-homepage script, .project-homepage [onerror]')).toHaveCount(0);
});

test('tender: the project’s tenders only, live search by title (case-insensitive), email-typed subscribe box', async ({ page }) => {
  await page.goto('/project/teqip/tender');
  const items = page.locator('.project-item');
  await expect(items.first()).toBeVisible();
  const total = await items.count();
  expect(total).toBeGreaterThan(1);
  for (const meta of await page.locator('.project-item__meta').allTextContents()) expect(meta).toContain('TEQIP');
  const firstTitle = (await items.first().locator('h3').textContent())!;
  const word = firstTitle.split(' ').find((w) => w.length > 5)!;
  await page.getByLabel('Search tenders by title').fill(word.toUpperCase());
  await expect(items.first().locator('h3')).toHaveText(firstTitle);
  await expect(page.locator('.project-search__count')).toContainText('match');
  await page.getByLabel('Search tenders by title').fill('no tender has this title');
  await expect(items).toHaveCount(0);
  await expect(page.getByText('No tender title contains')).toBeVisible();
  await page.getByLabel('Search tenders by title').fill('');
  await expect(items).toHaveCount(total);
  await expect(page.getByLabel('Email address')).toHaveAttribute('type', 'email');
  // A file of a tender downloads.
  const href = await items.first().getByRole('link', { name: 'Attachment 1' }).getAttribute('href');
  const res = await page.request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/pdf');
});

test('tender: a bad address is said in words and kept; the API refusing is said too', async ({ page }) => {
  await page.goto('/project/neqip/tender');
  await page.getByLabel('Email address').fill('tenders@');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.locator('.field__error')).toHaveText('Error: Enter a valid email address');
  await expect(page.getByLabel('Email address')).toBeFocused();
  // The box is the kit's alert box: with the script it subscribes through /api/alerts (the project's topic).
  await page.route('**/api/alerts/subscribe', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Too many requests from your connection. Please wait 60 seconds and try again.' }),
    }),
  );
  await page.getByLabel('Email address').fill('buyer@example.org');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.locator('.subscribe-box .message--error')).toContainText('Too many requests');
  await expect(page.getByLabel('Email address')).toHaveValue('buyer@example.org');
  await expectNoSeriousA11yViolations(page, 'subscribe error');
});

test('notice: only notices whose type is the project code', async ({ page }) => {
  await page.goto('/project/neqip/notice');
  const metas = page.locator('.project-item__meta');
  await expect(metas.first()).toBeVisible();
  for (const meta of await metas.allTextContents()) expect(meta).toMatch(/NEQIP$/);
  await expect(page.locator('.project-item__title').first()).toContainText('NEQIP');
});

test('minutes: page by page with Previous and Next, in the shared viewer', async ({ page }) => {
  await page.goto('/project/teqip/minutes');
  const status = page.locator('.pdf-viewer__status');
  await expect(status).toHaveText('Page 1 of 4', { timeout: 20_000 });
  const previous = page.getByRole('button', { name: 'Previous page' });
  const next = page.getByRole('button', { name: 'Next page' });
  await expect(previous).toBeDisabled();
  await next.click();
  await expect(status).toHaveText('Page 2 of 4');
  await expect(previous).toBeEnabled();
  await next.click();
  await next.click();
  await expect(status).toHaveText('Page 4 of 4');
  await expect(next).toBeDisabled();
  await previous.click();
  await expect(status).toHaveText('Page 3 of 4');
  // Another meeting opens at its first page, and the choice is in the address.
  await page.getByRole('button', { name: /Minutes of meeting 2/ }).click();
  await expect(page).toHaveURL(/\?minutes=\d+/);
  await expect(page.locator('.project-minutes__heading')).toContainText('Minutes of meeting 2');
  await expect(status).toHaveText('Page 1 of 4');
  await expectNoSeriousA11yViolations(page, 'minutes viewer');
});

test('downloads, advertisement, EAP and BoG: download buttons whose files exist', async ({ page }) => {
  for (const sub of ['downloads', 'advertisement', 'eap', 'bog']) {
    await page.goto(`/project/teqip/${sub}`);
    const links = page.locator('.project-documents').getByRole('link', { name: 'Download PDF' });
    await expect(links.first()).toBeVisible();
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
      const res = await page.request.get(href);
      expect(res.status(), href).toBe(200);
      expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
    }
  }
  await page.goto('/project/rusa/eap');
  await expect(page.getByText('No environmental assessment has been published for this project.')).toBeVisible();
});

test('activity says there is no featured activity', async ({ page }) => {
  await page.goto('/project/teqip/activity');
  await expect(page.getByText('There is no featured activity at present.')).toBeVisible();
});

test('the project data failing to load is said in words with a Retry that works', async ({ page }) => {
  let fail = true;
  await page.route('**/api/project/neqip', (route) => (fail ? route.abort() : route.continue()));
  // Reached inside the app: the browser reads the project (a full load has it in the HTML).
  await openInApp(page, '/project/neqip/downloads', '/project/teqip/home');
  await expect(page.getByRole('alert')).toContainText('The college server could not be reached');
  await expect(page.locator('h1')).toHaveText('NEQIP: Downloads');
  fail = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator('.project-documents__item').first()).toBeVisible();
});
