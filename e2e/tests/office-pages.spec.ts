import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations, MAIN_CONTENT } from '../support/axe';
import { collectPageErrors } from '../support/console';
import { REG_ID } from '../support/registration-number';

const officeRoutes = [
  '/office',
  '/office/principal',
  '/office/aboutus',
  '/office/timeline',
  '/office/rti',
  '/office/contact',
  '/office/complain',
  '/office/status',
  '/office/notice',
  '/office/gallery',
  '/aecsu',
  '/aecsu/aboutus',
  '/aecsu/present',
  '/aecsu/timeline',
  '/aecsu/contact',
  '/aecsu/complain',
  '/aecsu/notice',
  '/aecsu/report',
  '/ecta',
  '/ecta/aboutus',
  '/ecta/resources',
  '/ecta/contact',
  '/ecta/complain',
];

test.describe('axe-core: no serious or critical violation', () => {
  for (const route of officeRoutes) {
    test(route, async ({ page }) => {
      const errors = collectPageErrors(page);
      await page.goto(route);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('.section-layout__content .page-header ~ *').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page, route, MAIN_CONTENT);
      expect(errors).toEqual([]);
    });
  }

  test('on a phone (390 px) nothing is wider than the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const route of ['/office', '/office/aboutus', '/office/status', '/aecsu/present', '/ecta/resources', '/office/timeline']) {
      await page.goto(route);
      await expect(page.locator('h1')).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, route).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('office pages', () => {
  test('/office: principal’s message, hours, telephone and email', async ({ page }) => {
    await page.goto('/office');
    await expect(page.getByRole('heading', { name: 'Message from the Principal' })).toBeVisible();
    await expect(page.getByText('10:00 AM to 4:00 PM', { exact: true })).toBeVisible();
    await expect(page.getByText(/Six days a week.*except government holidays/)).toBeVisible();
    await expect(page.locator('a[href^="tel:"]').first()).toBeVisible();
    await expect(page.locator('a[href^="mailto:"]').first()).toBeVisible();
    const menu = page.getByRole('navigation', { name: /OFFICE OF THE PRINCIPAL/ });
    await expect(menu.getByRole('link')).toHaveText([
      'Home',
      'About The Principal',
      'About us',
      'Timeline',
      'RTI',
      'Contact us',
      'Submit Grievance',
      'Grievance Status',
    ]);
  });

  test('/office/aboutus: the staff directory is searchable', async ({ page }) => {
    await page.goto('/office/aboutus');
    const rows = page.locator('.staff-table tbody tr');
    await expect(rows.first()).toBeVisible();
    const all = await rows.count();
    expect(all).toBeGreaterThan(10);
    await page.getByLabel('Search by name, designation or section').fill('accounts');
    await expect(rows).toHaveCount(2);
    await expect(page.getByRole('status').filter({ hasText: /2 of \d+ people match/ })).toBeVisible();
    await page.getByLabel('Search by name, designation or section').fill('zzzz');
    await expect(page.getByText('No one matches that search')).toBeVisible();
  });

  test('/office/timeline lists 19 past principals with their periods', async ({ page }) => {
    await page.goto('/office/timeline');
    await expect(page.locator('.principal-timeline__item')).toHaveCount(19);
    await expect(page.locator('.principal-timeline__period').first()).toHaveText(/^\d{4} – \d{4}$/);
  });

  test('/office/rti names the public information officer and the first appellate authority; forms are real PDFs', async ({ page, request }) => {
    await page.goto('/office/rti');
    await expect(page.getByRole('heading', { name: 'Public Information Officer', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'First Appellate Authority' })).toBeVisible();
    for (const href of await page.locator('.document-card a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      expect(response.headers()['content-type'], href).toContain('application/pdf');
    }
  });

  test('/office/contact: address in words, and the map only when asked for', async ({ page }) => {
    await page.goto('/office/contact');
    await expect(page.getByRole('main').locator('address')).toContainText('Jalukbari');
    await expect(page.getByRole('heading', { name: 'How to reach us' })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    // Offline test machine: block the map's host so only our page is judged.
    await page.route('https://www.google.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>map</p>' }));
    await page.getByRole('button', { name: 'Show the map' }).click();
    await expect(page.locator('iframe[title^="Map:"]')).toHaveAttribute('src', /google\.com\/maps/);
    await expect(page.getByRole('link', { name: /Open Assam Engineering College, Jalukbari in Google Maps/ })).toBeVisible();
  });

  test('/office/gallery shows captioned photos with alt text', async ({ page }) => {
    await page.goto('/office/gallery');
    const images = page.locator('.gallery img');
    await expect(images.first()).toBeVisible();
    expect(await images.count()).toBeGreaterThanOrEqual(6);
    for (const alt of await images.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')))) expect(alt).toBeTruthy();
    await expect(page.locator('.gallery figcaption').first()).toBeVisible();
  });
});

test.describe("students' union and teachers' association", () => {
  test('/aecsu: messages from the general secretary and the social welfare secretary; menu of docs/product/office-and-grievances.md', async ({ page }) => {
    await page.goto('/aecsu');
    await expect(page.getByRole('heading', { name: 'Message from the General Secretary' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Message from the Social Welfare Secretary' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: /STUDENTS' UNION/ });
    await expect(menu.getByRole('link')).toHaveText([
      'Home',
      'About',
      'Present Team',
      'Timelines',
      'Contact us',
      'Report a complain',
      'Weekly Upgradation Report',
    ]);
  });

  test('/aecsu/present: 16 member cards with every field', async ({ page }) => {
    await page.goto('/aecsu/present');
    const cards = page.locator('.member-card');
    await expect(cards).toHaveCount(16);
    const first = cards.first();
    for (const label of ['Semester', 'Branch', 'Phone', 'Email', 'Address']) await expect(first.getByText(label, { exact: true })).toBeVisible();
    await expect(first.locator('h2')).not.toBeEmpty();
    await expect(first.locator('.member-card__designation')).toHaveText('President');
  });

  test('/aecsu/notice: general notices and achievements', async ({ page }) => {
    await page.goto('/aecsu/notice');
    await expect(page.getByRole('heading', { name: 'General notices' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Achievements' })).toBeVisible();
    await expect(page.locator('.notice-card').first()).toContainText('Posted on');
  });

  test('coming-soon pages say so plainly', async ({ page }) => {
    for (const route of ['/aecsu/aboutus', '/aecsu/timeline', '/aecsu/report', '/ecta/aboutus']) {
      await page.goto(route);
      await expect(page.getByText('Coming soon', { exact: true }), route).toBeVisible();
    }
  });

  test('/ecta/resources: 9 PDF cards, each Download opens the PDF in a new tab', async ({ page, context, request }) => {
    await page.goto('/ecta/resources');
    const downloads = page.locator('.document-card a');
    await expect(downloads).toHaveCount(9);
    for (const href of await downloads.evaluateAll((links) => links.map((a) => a.getAttribute('href')!))) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      expect(response.headers()['content-type'], href).toContain('application/pdf');
    }
    await expect(downloads.first()).toHaveAttribute('target', '_blank');
    const [tab] = await Promise.all([context.waitForEvent('page'), downloads.first().click()]);
    expect(tab.url()).toMatch(/\/files\/docs\/office\/ecta-constitution\.pdf$/);
    await tab.close();
    const menu = page.getByRole('navigation', { name: /TEACHERS' ASSOCIATION/ });
    await expect(menu.getByRole('link')).toHaveText(['Home', 'Resources', 'Contact us', 'Report a complain']);
  });

  for (const [route, recipient] of [
    ['/aecsu/complain', "the Students' Union"],
    ['/ecta/complain', "the Teachers' Association"],
  ] as const) {
    test(`${route} files a real grievance, shows its number, and it can be looked up`, async ({ page }) => {
      await page.goto(route);
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.locator('.field__error')).toHaveText([
        'Error: Name is required',
        'Error: Email is required',
        'Error: Subject is required',
        'Error: Message is required',
      ]);
      await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
      await page.getByLabel('Name').fill('Pallavi Sharma');
      await page.getByLabel('Email').fill('pallavi.sharma@example.org');
      await page.getByLabel('Subject').fill('Common room fan');
      await page.getByLabel('Message').fill('Two fans in the girls’ common room do not work.');
      await page.getByRole('button', { name: 'Submit' }).click();
      const confirmation = page.locator('.message--success');
      await expect(confirmation).toContainText(`Your complaint has been sent to ${recipient}`);
      const id = (await confirmation.textContent())?.match(REG_ID)?.[0];
      expect(id).toBeTruthy();
      await page.getByRole('status').getByRole('button', { name: 'Check its status' }).click();
      await expect(page.getByRole('heading', { name: 'Received' })).toBeVisible();
      await expect(page.getByText('Common room fan')).toBeVisible();
    });
  }
});
