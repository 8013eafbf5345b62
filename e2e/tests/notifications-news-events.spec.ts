import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test';
import { collectPageErrors, navigateInApp } from '../support/console';
import { holdRequests } from '../support/held-requests';

test.describe('news', () => {
  test('/news shows 8 cards with sized lazy images from URLs, each to its item', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/news');
    const cards = page.locator('.nt-card-list > li');
    await expect(cards).toHaveCount(8);
    const img = cards.first().locator('img');
    await expect(img).toHaveAttribute('src', /^\/files\//);
    await expect(img).toHaveAttribute('width', /\d+/);
    await expect(img).toHaveAttribute('height', /\d+/);
    await expect(cards.nth(4).locator('img')).toHaveAttribute('loading', 'lazy');
    const href = await cards.first().getByRole('link').getAttribute('href');
    expect(href).toMatch(/^\/news\/newslist\/\d+$/);
    await cards.first().getByRole('link').click();
    await expect(page).toHaveURL(href!);
    await expect(page.locator('h1')).not.toHaveText('News');
    await expect(page.locator('.nt-article__body p').first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a news detail shows a loading state, then reloads when the id changes', async ({ page }) => {
    const second = await holdRequests(page, '**/api/news/2?*');
    await page.goto('/news/newslist/1');
    const h1 = page.locator('h1');
    await expect(h1).toHaveText(/robotics/);
    await navigateInApp(page, '/news/newslist/2');
    await expect(page.getByRole('status')).toContainText('Loading the news item');
    second.release();
    await expect(h1).not.toHaveText(/robotics|^News$/);
  });

  test('a missing news image falls back to the college mark', async ({ page }) => {
    await page.route('**/files/**', (route) => (route.request().resourceType() === 'image' ? route.fulfill({ status: 404 }) : route.continue()));
    await page.goto('/news/newslist/1');
    await expect(page.getByRole('img', { name: 'Assam Engineering College' }).first()).toBeVisible();
  });
});

test.describe('events', () => {
  test('upcoming events are blue and past ones grey', async ({ page }) => {
    await page.goto('/events');
    await expect(page.locator('.nt-card-list > li')).toHaveCount(8);
    await page.getByRole('button', { name: 'More events' }).click();
    const upcoming = page.locator('.nt-event-card--upcoming').first();
    const past = page.locator('.nt-event-card--past').first();
    await expect(upcoming).toContainText('Upcoming');
    await expect(past).toContainText('Past event');
    const colour = (el: typeof upcoming) => el.evaluate((node) => getComputedStyle(node).borderLeftColor);
    expect(await colour(upcoming)).toBe('rgb(11, 79, 138)');
    expect(await colour(past)).toBe('rgb(107, 117, 128)');
    const bg = (el: typeof upcoming) => el.evaluate((node) => getComputedStyle(node).backgroundColor);
    expect(await bg(upcoming)).toBe('rgb(238, 245, 252)');
    expect(await bg(past)).toBe('rgb(239, 241, 243)');
  });

  test('an event detail shows venue, time, attachments, and adds itself to a calendar', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/events');
    const href = await page.locator('.nt-event-card--upcoming').first().getAttribute('href');
    await page.goto(href!);
    await expect(page.locator('.nt-dates dt', { hasText: 'Venue' })).toBeVisible();
    await expect(page.locator('.nt-dates dt', { hasText: 'Time' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pictures' })).toBeVisible();
    await expect(page.locator('.nt-article__gallery img').first()).toHaveAttribute('src', /^\/files\//);

    const pdf = page.waitForEvent('download');
    // Numbered among all the event's files, pictures too, as its address /attachment/n is (decision 192).
    await page
      .getByRole('button', { name: /^Attachment \d+/ })
      .first()
      .click();
    const bytes = await readFile((await (await pdf).path())!);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');

    const ics = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Add to calendar' }).click();
    const calendar = await ics;
    expect(calendar.suggestedFilename()).toMatch(/\.ics$/);
    const text = await readFile((await calendar.path())!, 'utf8');
    expect(text).toContain('BEGIN:VEVENT');
    // An event whose time names a clock time starts then (India time, written in UTC); one without is all-day.
    const time = await page.locator('.nt-dates dt', { hasText: 'Time' }).locator('xpath=following-sibling::dd[1]').textContent();
    expect(text).toMatch(/\d{1,2}(:\d{2})?\s*[AP]\.?M/i.test(time ?? '') ? /\nDTSTART:\d{8}T\d{6}Z\r?\n/ : /\nDTSTART;VALUE=DATE:\d{8}\r?\n/);
    expect(errors).toEqual([]);
  });
});
