import { expect, test } from '../support/test';
import { collectPageErrors } from '../support/console';

test.describe('home page', () => {
  test('three featured notices link to PDFs that exist', async ({ page, request }) => {
    await page.goto('/');
    const featured = page.getByRole('region', { name: 'Important' }).getByRole('link');
    await expect(featured).toHaveCount(3);
    await expect(featured.nth(0)).toContainText('Final B.Tech admission on 7th and 8th August 2025');
    await expect(featured.nth(1)).toContainText('Induction programme for the 1st semester, 2025');
    await expect(featured.nth(2)).toContainText('Anti-ragging committee and squad, 2025');
    for (const link of await featured.all()) {
      await expect(link).toContainText(/PDF, \d+ KB/);
      const response = await request.get((await link.getAttribute('href'))!);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('pdf');
    }
  });

  test('the banner has a desktop and a phone image, fetched with high priority, and the page h1', async ({ page }) => {
    await page.goto('/');
    const picture = page.locator('.home-banner picture');
    await expect(picture.locator('source[media]')).toHaveAttribute('srcset', '/banner-mobile.svg');
    const image = picture.locator('img');
    await expect(image).toHaveAttribute('src', '/banner-desktop.svg');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).toHaveAttribute('alt', /sample image/);
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Assam Engineering College');
  });

  test('a phone gets the phone banner', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/');
    await expect.poll(() => page.locator('.home-banner img').evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/banner-mobile\.svg$/);
    await context.close();
  });

  test('the side navigation opens and closes', async ({ page }) => {
    await page.goto('/');
    // The pre-rendered page is drawn before React runs; its buttons work once React has it.
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    const nav = page.getByRole('navigation', { name: 'Quick access' });
    const toggle = nav.getByRole('button', { name: /Quick access/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Training & Placement Cell', 'Office', 'Departments', 'Student Activity Centre']) {
      await expect(nav.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
    }
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: /^Office/ })).toBeHidden();
    await toggle.click();
    await nav.getByRole('link', { name: /^Student Activity Centre/ }).click();
    await expect(page).toHaveURL(/\/club$/);
  });

  test('summary cards and the campus-life prospectus block', async ({ page, request }) => {
    await page.goto('/');
    for (const title of ['Academics', 'Campus Life', 'Admission', 'About']) {
      await expect(page.locator('.summary-card h3', { hasText: title })).toBeVisible();
    }
    const about = page.locator('.summary-card', { hasText: 'engineering branches' });
    await expect(about).toContainText('8');
    await expect(about).toContainText('400+');
    await expect(about).toContainText('2000+');
    const academics = page.locator('.summary-card').first();
    for (const name of ['Engineering', 'Science', 'Computer Applications', 'Humanities']) {
      await expect(academics.getByRole('link', { name, exact: true })).toHaveAttribute('href', '/departments');
    }
    const prospectus = page.getByRole('region', { name: 'Life on the campus' }).locator('.document-link');
    await expect(prospectus).toHaveCount(3);
    for (const link of await prospectus.all()) expect((await request.get((await link.getAttribute('href'))!)).status()).toBe(200);
  });

  test('the widgets of mfe-notifications load into their boxes, and the marquee and carousel can be paused', async ({ page }) => {
    const errors = collectPageErrors(page);
    // The page's timers run on a clock the test moves: a slide's 6 s pass at once.
    await page.clock.install();
    await page.goto('/');
    const marquee = page.getByRole('region', { name: 'Flash news' });
    await expect(marquee.locator('.nt-flash__list').first().getByRole('link').first()).toBeVisible();
    await marquee.getByRole('button', { name: /Pause/ }).click();
    await expect(marquee.getByRole('button', { name: /Play/ })).toBeVisible();
    await expect(marquee.locator('.nt-flash__track')).toHaveCSS('animation-play-state', 'paused');

    const carousel = page.locator('[aria-roledescription="carousel"]').first();
    await expect(carousel).toBeVisible();
    await carousel.getByRole('button', { name: 'Pause' }).click();
    await expect(carousel.getByRole('button', { name: 'Play' })).toBeVisible();
    const shown = () => carousel.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])').getAttribute('aria-label');
    const before = await shown();
    await page.clock.runFor(13_000);
    expect(await shown()).toBe(before);
    // Play moves it on again, so the wait above was long enough to see motion.
    await carousel.getByRole('button', { name: 'Play' }).click();
    await page.clock.runFor(6_500);
    await expect.poll(shown).not.toBe(before);

    await expect(page.getByRole('heading', { name: /News/ }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'More News from AEC' })).toHaveAttribute('href', '/news');
    await expect(page.getByRole('link', { name: 'More Events' })).toHaveAttribute('href', '/events');
    expect(errors).toEqual([]);
  });

  test('header and hero render even when /remotes.json is down; the widget boxes say so quietly with a Retry', async ({ page }) => {
    await page.route('**/remotes.json', (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Assam Engineering College');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    const marqueeBox = page.locator('[data-widget="FlashNewsMarquee"]');
    await expect(marqueeBox).toContainText('could not be loaded just now');
    await expect(page.locator('.home-widget__unavailable')).toHaveCount(5);

    await page.unroute('**/remotes.json');
    await marqueeBox.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('region', { name: 'Flash news' })).toBeVisible();
  });

  test('the widget boxes reserve their space: nothing moves when they arrive (CLS under 0.05 on a phone)', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      (window as unknown as { __cls: number }).__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    // All that could still move the page has arrived (fonts, the images in view decoded); two frames
    // later the observer has reported every shift.
    await page.evaluate(async () => {
      await document.fonts.ready;
      await Promise.all([...document.images].filter((img) => img.loading !== 'lazy' || img.complete).map((img) => img.decode().catch(() => undefined)));
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThan(0.05);
    await context.close();
  });
});
