import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';
import { collectPageErrors, openInApp } from '../support/console';

test.describe('home widgets', () => {
  test('flash news, carousel, news, events and the college notices, with motion that can be paused', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/');
    const flash = page.getByRole('region', { name: 'Flash news' });
    await expect(flash.locator('.nt-flash__list:not(.nt-flash__list--copy) li')).toHaveCount(10);
    await flash.getByRole('button', { name: /Pause/ }).click();
    await expect(flash.locator('.nt-flash__track')).toHaveCSS('animation-play-state', 'paused');
    await expect(flash.getByRole('button', { name: /Play/ })).toBeVisible();

    const carousel = page.getByRole('region', { name: 'News in pictures' });
    await expect(carousel.locator('.nt-carousel__slide')).toHaveCount(3);
    await expect(carousel.locator('figcaption a').first()).toBeVisible();
    await carousel.getByRole('button', { name: 'Pause' }).click();
    await expect(carousel.getByRole('button', { name: 'Play' })).toBeVisible();
    // The carousel may have moved on by itself before the pause (a slow page): Next goes one further.
    const count = carousel.locator('.nt-carousel__count');
    const paused = Number((await count.textContent())?.split(' / ')[0]);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(count).toHaveText(`${(paused % 3) + 1} / 3`);

    const news = page.getByRole('region', { name: 'News', exact: true });
    await expect(news.locator('.nt-card-list > li')).toHaveCount(5);
    await expect(news.getByRole('link', { name: 'More News from AEC' })).toHaveAttribute('href', '/news');
    const events = page.getByRole('region', { name: 'Events', exact: true });
    await expect(events.locator('.nt-card-list > li')).toHaveCount(5);
    await expect(events.getByRole('link', { name: 'More Events' })).toHaveAttribute('href', '/events');

    const notices = page.getByRole('region', { name: 'Notices', exact: true });
    await expect(notices.locator('li').first()).toBeVisible();
    // Only the college's own notices (first description type AEC), from one call of 20.
    const { rows } = (await (await page.request.get('/api/notice/1/20?lean=1')).json()) as { rows: { description: string }[] };
    const college = rows.filter((r) => JSON.parse(r.description)[0]?.type === 'AEC').length;
    await expect(notices.locator('li')).toHaveCount(college);
    expect(errors).toEqual([]);
  });

  test('nothing moves by itself under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // The page's timers run on a clock the test moves: a slide's 6 s pass at once.
    await page.clock.install();
    await page.goto('/');
    const flash = page.getByRole('region', { name: 'Flash news' });
    await expect(flash.locator('.nt-flash__list li').first()).toBeVisible();
    await expect(flash.locator('.nt-flash__track')).toHaveCSS('animation-name', 'none');
    const carousel = page.getByRole('region', { name: 'News in pictures' });
    await expect(carousel.locator('.nt-carousel__count')).toHaveText('1 / 3');
    await expect(carousel.getByRole('button', { name: 'Pause' })).toHaveCount(0);
    await page.clock.runFor(13_000);
    await expect(carousel.locator('.nt-carousel__count')).toHaveText('1 / 3');
  });

  test('axe finds no serious violation in the widgets', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Events', exact: true }).locator('.nt-card-list > li')).toHaveCount(5);
    const results = await new AxeBuilder({ page })
      .include('.nt-flash')
      .include('.nt-carousel')
      .include('.nt-home-section')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
    expect(serious).toEqual([]);
  });

  test('the home page arrives with its notices and news: the browser reads none of them again', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/api/')) calls.push(path);
    });
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Events', exact: true }).locator('.nt-card-list > li')).toHaveCount(5);
    await page.waitForLoadState('networkidle');
    // The server read them once, and embedded the answers in the page for hydration.
    expect(calls.filter((c) => c.startsWith('/api/notice/') || c.startsWith('/api/news/') || c.startsWith('/api/event'))).toEqual([]);
  });
});

test.describe('BIS corner and the archive', () => {
  test('/bis-corner lists the items or says politely that there are none', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/bis-corner');
    await expect(page.locator('h1')).toHaveText('BIS Corner');
    const items = page.locator('.nt-list > li');
    const empty = page.getByText(/There are no notifications from the Bureau of Indian Standards/);
    await expect(items.first().or(empty)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('/bis-corner shows title, description, created date and View link, newest first', async ({ page }) => {
    await page.route('**/api/bis-corner', (route) =>
      route.fulfill({
        json: [
          { title: 'Older item', description: 'Older text', created_at: '02-01-2026 10:00:00', url: 'https://www.bis.gov.in/a' },
          { title: 'Newer item', description: 'Newer text', created_at: '15-03-2026 09:30:00', url: 'https://www.bis.gov.in/b' },
        ],
      }),
    );
    await openInApp(page, '/bis-corner', '/about');
    const items = page.locator('.nt-list > li');
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText('Newer item');
    await expect(items.first()).toContainText('Created on 15-03-2026 09:30:00');
    await expect(items.first().getByRole('link', { name: /View/ })).toHaveAttribute('href', 'https://www.bis.gov.in/b');
  });

  test('the archive finds notices with highlighted words and filters by kind', async ({ page }) => {
    await page.goto('/notifications/archive');
    await page.getByLabel('Words to find').fill('examination');
    // The archive's own button (every page's header has a search box of its own).
    await page.locator('#main-content').getByRole('button', { name: 'Search' }).click();
    await expect(page.locator('.nt-result').first()).toBeVisible();
    await expect(page.locator('.nt-result mark').first()).toHaveText(/examination/i);
    await page.getByLabel('Kind').selectOption('notice');
    await expect(page).toHaveURL(/kind=notice/);
    await expect(page.locator('.nt-result').first()).toBeVisible();
    for (const tag of await page.locator('.nt-result .nt-tag').allTextContents()) expect(tag).toBe('Notice');
    await page.locator('.nt-result h2 a').first().click();
    await expect(page).toHaveURL(/\/notifications\/notice\/\d+$/);
  });

  test('feeds are linked and answer', async ({ page, request }) => {
    await page.goto('/notifications');
    await expect(page.getByRole('link', { name: 'RSS feed of notices' })).toHaveAttribute('href', '/api/feeds/notices.rss');
    expect((await request.get('/api/feeds/notices.rss')).ok()).toBe(true);
    expect((await request.get('/api/feeds/events.ics')).ok()).toBe(true);
  });
});
