// Videos that staff manage: a publisher adds a YouTube video in the console; a visitor's /resources/videos
// shows it as a facade that asks nothing of any other site until the tap, then plays it from
// youtube-nocookie.com (the network to it is blocked here: the test sees the request, never YouTube); the
// sample MP4s wait with preload none and play. Every request of the visitor's page is recorded.
import type { BrowserContext, Request } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { E2E_PORT } from '../support/browser';
import { createStaffAccount, signInToConsole, staffApiSession, type StaffCredentials } from '../support/staff';

const ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
const TITLE = `Open day film ${process.pid}`;
const YOUTUBE_ID = 'aecOpenDay1';

let publisher: StaffCredentials;
test.beforeAll(async ({ request }) => {
  publisher = await createStaffAccount('publisher');
  // The server makes the three sample films just after it starts listening (a few seconds of encoding).
  await expect
    .poll(async () => ((await (await request.get('/api/videos')).json()) as { videos: Array<{ sample: boolean }> }).videos.filter((v) => v.sample).length, {
      timeout: 60_000,
    })
    .toBe(3);
});

test.afterAll(async () => {
  // The public pages' own specs share this server: what this test added goes again.
  const api = await staffApiSession(publisher);
  const { rows } = (await (await api.context.get('/api/staff/videos')).json()) as { rows: Array<{ id: number; title: { en: string } }> };
  for (const video of rows.filter((v) => v.title.en.startsWith(TITLE))) await api.context.delete(`/api/staff/videos/${video.id}`, { headers: api.headers });
  await api.context.dispose();
});

/** Every request of the context, and every one to another origin aborted (YouTube is never reached from a test). */
async function recordRequests(context: BrowserContext): Promise<Request[]> {
  const requests: Request[] = [];
  context.on('request', (request) => requests.push(request));
  await context.route(
    (url) => url.origin !== ORIGIN,
    (route) => route.abort('blockedbyclient'),
  );
  return requests;
}
const elsewhere = (requests: Request[]) => requests.map((r) => r.url()).filter((url) => !url.startsWith(`${ORIGIN}/`) && !url.startsWith('data:'));

test('a publisher adds a YouTube video; visitors get a facade with no third-party request before the tap, then youtube-nocookie', async ({ page, browser }) => {
  await test.step('the console adds the video', async () => {
    await signInToConsole(page, publisher);
    await page.goto('/admin/videos');
    await expect(page.getByRole('heading', { level: 1, name: 'Videos' })).toBeVisible();
    // The sample films are listed, in order, marked sample.
    await expect(page.getByRole('table')).toContainText('A day at Assam Engineering College (sample)');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await expectNoSeriousA11yViolations(page, `console videos at ${width} px`);
      await page.screenshot({ path: test.info().outputPath(`console-videos-${width}.png`), fullPage: true });
    }
    const form = page.getByRole('form', { name: 'Add a video' });
    await form.getByLabel('Title in English').fill(TITLE);
    await form.getByLabel('YouTube link').fill('https://www.youtube.com/playlist?list=PLaec');
    await form.getByRole('button', { name: 'Add video' }).click();
    await expect(form.getByText('This is not a link to a YouTube video').first()).toBeVisible();
    await form.getByLabel('YouTube link').fill(`https://youtu.be/${YOUTUBE_ID}`);
    await form.getByRole('button', { name: 'Add video' }).click();
    await expect(page.getByRole('status').filter({ hasText: `${TITLE} has been added to the site.` })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(TITLE) })).toContainText(`YouTube ${YOUTUBE_ID}`);
  });

  const visitor = await browser.newContext();
  const requests = await recordRequests(visitor);
  const seen = await visitor.newPage();
  await test.step('the page: a facade, the MP4s waiting, nothing from elsewhere', async () => {
    const response = await seen.goto('/resources/videos');
    // The page's policy lets frames come from this origin, Google Maps and youtube-nocookie.com, no other YouTube host.
    const frameSrc = /frame-src ([^;]*)/.exec(response!.headers()['content-security-policy'] ?? '')?.[1] ?? '';
    expect(frameSrc.split(' ').filter((source) => /youtube/.test(source))).toEqual(['https://www.youtube-nocookie.com']);
    const facade = seen.getByRole('button', { name: `Play the video: ${TITLE}` });
    await expect(facade).toBeVisible();
    await expect(seen.locator('iframe')).toHaveCount(0);
    const mp4s = seen.locator('video');
    await expect(mp4s).toHaveCount(3);
    for (const video of await mp4s.all()) {
      await expect(video).toHaveAttribute('preload', 'none');
      await expect(video).toHaveAttribute('controls', '');
      await expect(video).toHaveAttribute('width', '640');
      await expect(video).toHaveAttribute('height', '360');
      await expect(video).toHaveAttribute('poster', /^\/files\/variants\/[0-9a-f]{64}-\d+\.webp$/);
    }
    await seen.waitForLoadState('networkidle');
    expect(elsewhere(requests)).toEqual([]);
    expect(requests.filter((r) => /\.mp4$/.test(r.url()))).toEqual([]);
    expect((await visitor.cookies()).filter((c) => !c.domain.includes('127.0.0.1'))).toEqual([]);
    for (const width of [390, 1280]) {
      await seen.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await expectNoSeriousA11yViolations(seen, `/resources/videos at ${width} px`);
      await seen.screenshot({ path: test.info().outputPath(`videos-${width}.png`), fullPage: true });
    }
  });

  await test.step('an MP4 plays from this site', async () => {
    const first = seen.locator('video').first();
    await first.evaluate((video: HTMLVideoElement) => video.play());
    await expect.poll(() => first.evaluate((video: HTMLVideoElement) => video.currentTime)).toBeGreaterThan(0);
    expect(requests.some((r) => r.url().startsWith(`${ORIGIN}/files/`) && r.url().endsWith('.mp4'))).toBe(true);
    expect(elsewhere(requests)).toEqual([]);
  });

  await test.step('the tap: the youtube-nocookie player, and only then a request to another site', async () => {
    await seen.getByRole('button', { name: `Play the video: ${TITLE}` }).click();
    const frame = seen.locator(`iframe[title="${TITLE}"]`);
    await expect(frame).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${YOUTUBE_ID}?autoplay=1`);
    await expect.poll(() => elsewhere(requests)).toEqual([`https://www.youtube-nocookie.com/embed/${YOUTUBE_ID}?autoplay=1`]);
  });

  await test.step('the console uploads an MP4 (checked by its bytes) and adds it', async () => {
    const sample = (await (await seen.request.get('/api/videos')).json()) as { videos: Array<{ file: { url: string } | null }> };
    const mp4 = await (await seen.request.get(sample.videos.find((v) => v.file)!.file!.url)).body();
    const form = page.getByRole('form', { name: 'Add a video' });
    await form.getByLabel('Title in English').fill(`${TITLE} clip`);
    await form.getByLabel('Source').selectOption('mp4');
    await form.getByLabel('MP4 file').setInputFiles({ name: 'clip.mp4', mimeType: 'video/mp4', buffer: mp4 });
    await expect(form.getByText('Uploaded: clip.mp4')).toBeVisible();
    await form.getByRole('button', { name: 'Add video' }).click();
    await expect(page.getByRole('row', { name: new RegExp(`${TITLE} clip`) })).toContainText('MP4, 640 × 360');
  });

  await test.step('in Assamese, the sample titles in Assamese', async () => {
    await seen.goto('/as/resources/videos');
    await expect(seen.getByRole('button', { name: `ভিডিঅ’টো চলাওক: ${TITLE}` })).toBeVisible();
    await expect(seen.locator('figcaption').filter({ hasText: 'চৌহদ ভ্ৰমণ (নমুনা)' })).toBeVisible();
  });
  await visitor.close();
});
