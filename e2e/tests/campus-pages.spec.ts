import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { collectPageErrors, navigateInApp, openInApp } from '../support/console';
import { CLUB_IDS, CLUB_SUB_ROUTES, HOSTEL_IDS, HOSTEL_SUB_ROUTES } from '../support/routes';
import { expectNotFound } from '../support/not-found';

const hostelLabels: Record<string, string> = {
  home: 'Home',
  aboutus: 'About us',
  gallery: 'Gallery',
  wallmagazine: 'Wall Magazine',
  achievements: 'Achievements',
  testimonials: 'Testimonials',
};

/** First view of a page: the shell, then this remote, load over the network; allow a slow, busy machine. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
}

async function expectPath(page: Page, path: string) {
  await expect(page, path).toHaveURL(new RegExp(`${path.replace(/[/-]/g, '\\$&')}$`));
}

test.describe('hostels', () => {
  test('the landing page lists eight hostels with their capacities, each linking to its home', async ({ page }) => {
    await open(page, '/hostel');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hostels');
    const cards = page.locator('article.entity-card');
    await expect(cards).toHaveCount(8);
    const capacities = [98, 120, 65, 80, 120, 130, 85, 230];
    for (const [i, capacity] of capacities.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(`Hostel ${i + 1}`);
      await expect(card).toContainText(`${capacity} residents`);
      await expect(card.getByRole('link', { name: `Visit Hostel ${i + 1}` })).toHaveAttribute('href', `/hostel/${i + 1}/home`);
    }
    await cards.nth(2).getByRole('link', { name: 'Visit Hostel 3' }).click();
    await expectPath(page, '/hostel/3/home');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hostel 3: Home');
  });

  test('8 hostels × 6 sub-routes each render their own page inside the hostel sub-site', async ({ page }) => {
    test.setTimeout(120_000);
    const errors = collectPageErrors(page);
    await open(page, '/hostel/1/home');
    for (const id of HOSTEL_IDS) {
      for (const sub of HOSTEL_SUB_ROUTES) {
        const path = `/hostel/${id}/${sub}`;
        await navigateInApp(page, path);
        await expectPath(page, path);
        await expect(page.locator('.section-layout__heading'), path).toHaveText(`HOSTEL ${id}`);
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(`Hostel ${id}: ${hostelLabels[sub]}`);
      }
    }
    expect(errors).toEqual([]);
  });

  test('the hostel home shows the description the API holds for that hostel', async ({ page, request }) => {
    const answer = await request.get('/api/hostel/4');
    expect(answer.ok()).toBe(true);
    const [first] = (await answer.json()) as { hostel_home: string }[];
    const words = first!.hostel_home
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .split(' ')
      .slice(0, 6)
      .join(' ');
    await open(page, '/hostel/4/home');
    const welcome = page.getByRole('region', { name: 'Welcome to Hostel 4' });
    await expect(welcome).toContainText(words);
    await expect(page.locator('.sub-site-banner')).toHaveAttribute('width', '1200');
  });

  test('a failed description call says so with a Retry, and the rest of the page still works', async ({ page }) => {
    let fail = true;
    await page.route('**/api/hostel/2', (route) => (fail ? route.fulfill({ status: 503, body: '{"error":"down"}' }) : route.fallback()));
    // A full load has the description in its HTML; in-app navigation asks the API from the browser.
    await openInApp(page, '/hostel/2/home', '/hostel');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('could not be loaded');
    await expect(alert).toContainText('The college server had a problem answering');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hostel 2: Home');
    await expect(page.getByText('120 residents')).toBeVisible();
    fail = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Welcome to Hostel 2' }).locator('p').first()).not.toBeEmpty();
  });

  test('a slow description call shows progress first', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/hostel/5', async (route) => {
      await held;
      await route.fallback();
    });
    await openInApp(page, '/hostel/5/home', '/hostel');
    await expect(page.getByRole('status')).toContainText('Loading the description of Hostel 5');
    release();
    await expect(page.getByRole('status')).toHaveCount(0);
  });
});

test.describe('clubs', () => {
  test('the Student Activity Center shows ten club cards and links the other four clubs', async ({ page }) => {
    await open(page, '/club');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Student Activity Center');
    const cards = page.locator('article.entity-card');
    await expect(cards).toHaveCount(10);
    for (let i = 0; i < 10; i++) {
      const card = cards.nth(i);
      await expect(card).toContainText('President');
      await expect(card).toContainText('Phone');
      await expect(card.getByRole('link', { name: /^Visit the club/ })).toHaveAttribute('href', /^\/club\/[A-Z]+\/home$/);
    }
    await expect(cards.first()).toContainText('EDC');
    await expect(cards.first().getByRole('link', { name: 'edc@aec.ac.in' })).toBeVisible();
    for (const code of ['FLASH', 'MUKHAA', 'ENERGY', 'RIDER']) {
      await expect(page.locator(`a[href="/club/${code}/home"]`)).toHaveCount(1);
    }
  });

  test('14 clubs × 6 sub-routes each render inside the club sub-site', async ({ page }) => {
    test.setTimeout(180_000);
    const errors = collectPageErrors(page);
    await open(page, '/club/EDC/home');
    for (const id of CLUB_IDS) {
      for (const sub of CLUB_SUB_ROUTES) {
        const path = `/club/${id}/${sub}`;
        await navigateInApp(page, path);
        await expectPath(page, path);
        await expect(page.locator('.section-layout__heading'), path).not.toBeEmpty();
        await expect(page.getByRole('heading', { level: 1 }), path).toContainText(':');
      }
    }
    expect(errors).toEqual([]);
  });

  test('club ids are case-insensitive and the menu keeps the id as typed', async ({ page }) => {
    await open(page, '/club/edc/team');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Entrepreneurship Development Cell: Team');
    await expect(page.getByRole('navigation', { name: /menu/ }).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/club/edc/blog');
    await open(page, '/club/Bihu');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bihu Club: Home');
  });
});

test.describe('unknown ids and pages answer 404 (and go to /404 inside the app)', () => {
  for (const [i, path] of [
    '/hostel/9/home',
    '/hostel/0',
    '/hostel/abc/aboutus',
    '/hostel/1/kitchen',
    '/club/XYZ/home',
    '/club/CHESS',
    '/club/EDC/members',
    '/ccc/notice',
  ].entries()) {
    test(path, async ({ page }) => {
      // In-app navigation once per remote area is enough; the rest are full loads.
      await expectNotFound(page, path, { inApp: i % 4 === 0 });
    });
  }
});

test.describe('library', () => {
  test('the branch table has ten branches and a total that is their sum', async ({ page }) => {
    await open(page, '/library');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Central Library');
    const table = page.getByRole('table', { name: 'Books by branch' });
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(10);
    const counts = (await rows.locator('td').allTextContents()).map((t) => Number(t.replace(/,/g, '')));
    expect(counts).toEqual([15311, 8777, 5428, 3180, 4252, 5121, 1703, 1704, 3583, 3959]);
    const sum = counts.reduce((a, b) => a + b, 0);
    await expect(table.locator('tfoot td')).toHaveText(sum.toLocaleString('en-IN'));
    expect(sum).toBe(53018);
  });

  test('the facts, staff and hours of docs/product/figures.md are shown', async ({ page }) => {
    await open(page, '/library');
    const figures = page.getByRole('list', { name: 'The library in figures' });
    await expect(figures).toContainText('1955');
    await expect(figures).toContainText('64,000+');
    await expect(figures).toContainText('616.00 m²');
    await expect(page.getByRole('table', { name: /seven members of the library staff/ }).locator('tbody tr')).toHaveCount(7);
    await expect(page.getByText('9:30 to 17:00, Monday to Saturday, except government holidays').first()).toBeVisible();
  });

  test('Check Books is marked Coming Soon and its button is disabled', async ({ page }) => {
    await open(page, '/library');
    const form = page.getByRole('form', { name: /Check Books/ });
    await expect(form).toContainText('Coming Soon');
    await expect(form.getByRole('button', { name: 'Check availability' })).toBeDisabled();
    await expect(form.getByLabel('Title, author or ISBN')).toBeDisabled();
  });
});

test('every campus PDF the pages link to is served', async ({ page, request }) => {
  const hrefs = new Set<string>();
  for (const path of ['/hostel', '/library']) {
    await open(page, path);
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    for (const href of await page.locator('a[href^="/files/docs/campus/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))) {
      hrefs.add(href);
    }
  }
  expect(hrefs.size).toBe(3);
  for (const href of hrefs) {
    const answer = await request.get(href);
    expect(answer.status(), href).toBe(200);
    expect(answer.headers()['content-type'], href).toContain('application/pdf');
  }
});

test.describe('central computing centre', () => {
  test('its menu leads to real pages: the notice board, its gallery and the grievance form', async ({ page }) => {
    const errors = collectPageErrors(page);
    await open(page, '/ccc');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Central Computing Centre');
    const menu = page.getByRole('navigation', { name: 'CENTRAL COMPUTING CENTRE menu' });
    const expected: [string, string, string | RegExp][] = [
      ['About us', '/ccc/aboutus', 'About the Central Computing Centre'],
      ['Gallery', '/ccc/gallery', 'Central Computing Centre: Gallery'],
      ['Contact us', '/ccc/contact', 'Contact the Central Computing Centre'],
      ['Notifications', '/notifications/notice', /\S/],
      ['Report a complain', '/office/complain', /\S/],
    ];
    for (const [label, href, heading] of expected) {
      await open(page, '/ccc');
      await menu.getByRole('link', { name: label }).click();
      await expectPath(page, href);
      await expect(page.getByRole('heading', { level: 1 }), label).toHaveText(heading);
    }
    expect(errors).toEqual([]);
  });
});

test.describe('gallery lightbox', () => {
  test('opens from the keyboard, moves with arrows, closes on Escape and returns focus', async ({ page }) => {
    await open(page, '/campuslife');
    const gallery = page.getByRole('list', { name: 'Campus gallery' });
    const thumbs = gallery.getByRole('button');
    await expect(thumbs).toHaveCount(6);
    for (const img of await gallery.locator('img').all()) {
      await expect(img).toHaveAttribute('loading', 'lazy');
      await expect(img).toHaveAttribute('alt', /\S/);
      await expect(img).toHaveAttribute('width', /\d+/);
      await expect(img).toHaveAttribute('height', /\d+/);
    }
    await thumbs.nth(1).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Campus gallery' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Image 2 of 6');
    await expect(dialog.getByRole('button', { name: /Close/ })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(dialog).toContainText('Image 3 of 6');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog).toContainText('Image 6 of 6');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(thumbs.nth(5)).toBeFocused();
  });

  test('hostel and club galleries open the same way', async ({ page }) => {
    for (const path of ['/hostel/6/gallery', '/club/ROBOT/gallery', '/ccc/gallery']) {
      await open(page, path);
      await page.locator('.gallery__thumb').first().click();
      await expect(page.getByRole('dialog')).toContainText('Image 1 of');
      await page.getByRole('dialog').getByRole('button', { name: /Close/ }).click();
      await expect(page.getByRole('dialog')).toBeHidden();
    }
  });
});
