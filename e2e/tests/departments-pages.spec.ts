import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { collectPageErrors, openInApp } from '../support/console';

const stats = (page: Page) => page.locator('.dept-stats dt');

test.describe('department home figures (docs/product/departments.md stats rules)', () => {
  test('civil shows establishment year, seats and ratio', async ({ page }) => {
    await page.goto('/department/civil/home');
    await expect(stats(page)).toHaveText(['Established', 'Seats per year', 'Student-to-faculty ratio']);
    await expect(page.locator('[data-stat="seats"] dd')).toHaveText('90');
    await expect(page.locator('[data-stat="ratio"] dd')).toHaveText('4:1');
  });

  test('a science department (seats N/A) shows only its establishment year, never N/A', async ({ page }) => {
    await page.goto('/department/physics/home');
    await expect(stats(page)).toHaveText(['Established']);
    await expect(page.getByText('N/A')).toHaveCount(0);
  });

  test('ete shows no ratio', async ({ page }) => {
    await page.goto('/department/ete/home');
    await expect(stats(page)).toHaveText(['Established', 'Seats per year']);
  });

  test('electrical home has publications and an event notification with schedule and brochure', async ({ page }) => {
    await page.goto('/department/electrical/home');
    await expect(page.getByRole('heading', { name: 'Recent publications' })).toBeVisible();
    for (const link of ['Schedule (PDF)', 'Brochure (PDF)']) {
      const href = await page.getByRole('link', { name: link }).getAttribute('href');
      expect((await page.request.get(href!)).headers()['content-type']).toContain('application/pdf');
    }
    await page.getByRole('button', { name: /Read the Publications digest/ }).click();
    await expect(page.locator('.pdf-viewer__status')).toHaveText(/^Page 1 of \d+$/);
  });
});

test.describe('PDF viewer', () => {
  test('faculty information opens at chapter 5 and pages with buttons and keys', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/department/civil/tlist');
    await expect(
      page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 3 }) })
        .first(),
    ).toBeVisible();
    const viewer = page.getByRole('region', { name: /Faculty information of Civil Engineering/ });
    await expect(viewer.locator('.pdf-viewer__status')).toHaveText('Page 6 of 8');
    await expect(viewer.getByText(/Opened at Chapter 5/)).toBeVisible();
    await viewer.getByText('Text of page 6').click();
    await expect(viewer.getByText(/Chapter 5 starts on this page/)).toBeVisible();
    const next = viewer.getByRole('button', { name: 'Next page' });
    const previous = viewer.getByRole('button', { name: 'Previous page' });
    await next.click();
    await next.click();
    await expect(viewer.locator('.pdf-viewer__status')).toHaveText('Page 8 of 8');
    await expect(next).toBeDisabled();
    await viewer.getByRole('group', { name: /Page 8 of 8/ }).focus();
    await page.keyboard.press('Home');
    await expect(viewer.locator('.pdf-viewer__status')).toHaveText('Page 1 of 8');
    await expect(previous).toBeDisabled();
    await page.keyboard.press('ArrowRight');
    await expect(viewer.locator('.pdf-viewer__status')).toHaveText('Page 2 of 8');
    await expect(previous).toBeEnabled();
    expect(errors).toEqual([]);
  });

  test('COs and POs open at chapter 3', async ({ page }) => {
    await page.goto('/department/mechanical/cos');
    await expect(page.locator('.pdf-viewer__status')).toHaveText('Page 4 of 6');
  });

  test('pdf.js is not downloaded on a page without a viewer', async ({ page }) => {
    const pdfjs: string[] = [];
    page.on('request', (r) => {
      if (/pdfjs|pdf\.worker/.test(r.url())) pdfjs.push(r.url());
    });
    await page.goto('/department/cse/home');
    await expect(page.locator('h1')).toHaveText('Computer Science and Engineering');
    await page.goto('/department/cse/course');
    await expect(page.getByRole('table')).toBeVisible();
    expect(pdfjs).toEqual([]);
  });

  test('a missing document says so with a Retry, and the download stays offered', async ({ page }) => {
    await page.route('**/files/docs/departments/chemical/sar.pdf', (route) => route.fulfill({ status: 404, body: 'not found' }));
    await page.goto('/department/chemical/sar');
    await expect(page.getByRole('alert')).toContainText('not found on the server');
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await page.unroute('**/files/docs/departments/chemical/sar.pdf');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('.pdf-viewer__status')).toHaveText(/^Page 1 of \d+$/);
  });
});

test.describe('course pages', () => {
  test('the course structure table computes cumulative totals', async ({ page }) => {
    await page.goto('/department/civil/course');
    const rows = page.locator('table.course-structure tbody tr');
    await expect(rows).toHaveCount(8);
    await expect(rows.nth(2).locator('td')).toHaveText(['1,000', '20%', '40%', '200', '400', '380', '400']);
    await expect(page.locator('table.course-structure tfoot td').last()).toHaveText('3,700');
  });

  test('MCA and ETE show the course structure as a PDF; basic sciences show no table', async ({ page }) => {
    for (const id of ['mca', 'ete']) {
      await page.goto(`/department/${id}/course`);
      await expect(page.locator('.pdf-viewer__status')).toHaveText(/^Page 1 of \d+$/);
      await expect(page.locator('table.course-structure')).toHaveCount(0);
    }
    for (const id of ['physics', 'chemistry', 'maths', 'humanities']) {
      await page.goto(`/department/${id}/course`);
      await expect(page.getByRole('heading', { name: 'Syllabus by semester' })).toBeVisible();
      await expect(page.locator('table')).toHaveCount(0);
    }
  });

  test('every syllabus card links to a PDF that exists, 140 px wide', async ({ page }) => {
    await page.goto('/department/electrical/course');
    const cards = page.locator('.course-detail-card');
    await expect(cards).toHaveCount(8);
    expect((await cards.first().boundingBox())?.width).toBe(140);
    for (const href of await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')!))) {
      const response = await page.request.get(href);
      expect(response.status(), href).toBe(200);
      expect(response.headers()['content-type']).toContain('application/pdf');
    }
  });
});

test.describe('faculty, events and notices', () => {
  test('teacher cards show contact details and a CV that downloads', async ({ page }) => {
    await page.goto('/department/cse/tlist');
    const card = page.locator('.teacher-card').first();
    await expect(card.getByText('Head of Department')).toBeVisible();
    await expect(card.getByRole('link', { name: /@aec\.ac\.in/ })).toHaveAttribute('href', /^mailto:/);
    const cv = await card.getByRole('link', { name: /Download CV/ }).getAttribute('href');
    expect((await page.request.get(cv!)).status()).toBe(200);
    await expect(page.locator('.pdf-viewer')).toHaveCount(0);
  });

  test('ete lists recent and past events in two tables', async ({ page }) => {
    await page.goto('/department/ete/events');
    await expect(page.getByRole('heading', { name: 'Recent and upcoming events' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Past events' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(2);
  });

  test('maths has no notices: Nothing to display', async ({ page }) => {
    await page.goto('/department/maths/notice');
    await expect(page.getByText('Nothing to display')).toBeVisible();
  });

  test('a department notice board links each attachment to its file: a click saves the PDF, the page carries no base64', async ({ page }) => {
    const html = await (await page.goto('/department/electrical/notice'))!.text();
    // The board reads the lean answer: a PDF's base64 (JVBER…) is not in the page.
    expect(html).not.toContain('JVBER');
    await expect(page.locator('html[data-app="ready"]')).toBeAttached();
    // The sample data gives each department's newest notice a PDF: the board must offer it.
    const attachment = page.getByRole('link', { name: /^Attachment 1/ }).first();
    await expect(attachment).toHaveAttribute('href', /^\/files\/[0-9a-f]{64}\.pdf$/);
    await expect(attachment).toContainText(/\(PDF, \d+ (KB|bytes)\)/);
    const href = (await attachment.getAttribute('href'))!;
    const [download] = await Promise.all([page.waitForEvent('download'), attachment.click()]);
    // The browser saves the file the link names (a download raises no response event: its type is asked apart).
    expect(new URL(download.url()).pathname).toBe(href);
    expect((await page.request.head(href)).headers()['content-type']).toBe('application/pdf');
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('a failed notice call says so and Retry loads the notices', async ({ page }) => {
    let calls = 0;
    await page.route(/\/getnotificationwcollege(\?|$)/, (route) =>
      ++calls === 1 ? route.fulfill({ status: 503, json: { error: 'Service unavailable' } }) : route.continue(),
    );
    await openInApp(page, '/department/cse/notice', '/department/cse/home');
    await expect(page.getByRole('alert')).toContainText('The college server had a problem answering');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.locator('.notice-item, .state--empty').first()).toBeVisible();
  });
});

test.describe('/departments, /schools, /all-faculty', () => {
  test('/departments: 13 cards; six open their department site in a new tab, the others our pages', async ({ page }) => {
    await page.goto('/departments');
    await expect(page.locator('.dept-card')).toHaveCount(13);
    const external = page.locator('.dept-card h3 a[target="_blank"]');
    await expect(external).toHaveCount(6);
    await expect(external.first()).toContainText('opens in a new tab');
    await page.locator('.dept-card h3').getByRole('link', { name: 'Computer Science and Engineering' }).click();
    await expect(page).toHaveURL(/\/department\/cse\/home$/);
  });

  test('/schools: four schools, each linking to /departments', async ({ page }) => {
    await page.goto('/schools');
    await expect(page.locator('.school-card h2')).toHaveText([
      'School of Engineering',
      'School of Science',
      'School of Humanities',
      'School of Computer Application',
    ]);
    const links = page.locator('.school-card a');
    await expect(links).toHaveCount(4);
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) expect(href).toBe('/departments');
  });

  test('/all-faculty: per-department tables, filtered by department and by name', async ({ page }) => {
    await page.goto('/all-faculty');
    await expect(page.locator('.faculty-group').first()).toBeVisible();
    expect(await page.locator('.faculty-group').count()).toBeGreaterThanOrEqual(13);
    await page.getByLabel('Department', { exact: true }).selectOption('maths');
    await expect(page.locator('.faculty-group h2')).toHaveText(['Mathematics']);
    await expect(page).toHaveURL(/dept=maths/);
    const firstName = (await page.locator('.faculty-group tbody th').first().textContent())!.trim();
    await page.getByLabel('Department', { exact: true }).selectOption('');
    await page.getByLabel('Name', { exact: true }).fill(firstName.slice(-5).toUpperCase());
    await expect(page.locator('.faculty-group tbody th').filter({ hasText: firstName })).toHaveCount(1);
    await page.getByLabel('Name', { exact: true }).fill('zzzz no such teacher');
    await expect(page.getByText('No teacher matches these filters.')).toBeVisible();
  });

  test('/all-faculty says so when the list cannot be loaded, and Retry works', async ({ page }) => {
    let calls = 0;
    await page.route('**/md/facultyNew.json', (route) => (++calls === 1 ? route.abort() : route.continue()));
    await openInApp(page, '/all-faculty', '/departments');
    await expect(page.getByRole('alert')).toContainText('The college server could not be reached');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('.faculty-group').first()).toBeVisible();
  });
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const path of [
    '/departments',
    '/schools',
    '/all-faculty',
    '/department/civil/tlist',
    '/department/civil/course',
    '/department/civil/programmes',
    '/department/ete/events',
    '/department/electrical/home',
  ]) {
    test(`${path} does not scroll sideways (wide tables scroll inside their own box)`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('.state--loading')).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  }
});
