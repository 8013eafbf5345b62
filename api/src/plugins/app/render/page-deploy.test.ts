import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../../../config';
import { builtWebRoot, redeploy, replaceInServerBuild, requireServerBuild } from '../../../../test/built-web-root';
import { buildTestApp, type TestContext } from '../../../../test/helpers';
import { readHead, visibleText } from '../../../../test/page-html';

/**
 * The server render against web roots a test may break: links to the repository's builds, with the
 * apps under test copied (builtWebRoot). A broken remote costs only its own section; a broken shell
 * costs the server render, never the page; a deploy is rendered at once, without a restart.
 */
requireServerBuild('page-deploy.test');

const html = { accept: 'text/html' };

/** A fully server-rendered page: the header, the footer and no section left loading. */
function expectWholePage(body: string): void {
  expect(body).toContain('<html lang="en" data-ssr');
  expect(body).toMatch(/<header[\s>]/);
  expect(body).toMatch(/<footer[\s>]/);
}

describe('the server render when an app is broken or redeployed', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aec-render-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  describe('a remote whose server container throws on load, and one whose container is missing', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      const webRoot = builtWebRoot(tempDir(), ['mfe-campus', 'mfe-office']);
      fs.writeFileSync(path.join(webRoot, 'mfe-campus/dist/server/remoteEntry.js'), "throw new Error('a broken build of mfe-campus (test)');\n");
      fs.rmSync(path.join(webRoot, 'mfe-office/dist/server/remoteEntry.js'));
      ctx = await buildTestApp({ AEC_WEB_ROOT: webRoot });
    });
    afterAll(() => ctx?.close());

    it.each([
      ['/library', /Loading library/],
      ['/hostel', /Loading hostels/],
      ['/office', /Loading office/],
    ])('%s answers 200: header and footer rendered, the section shows its fallback', async (url, fallback) => {
      const res = await ctx.app.inject({ url, headers: html });
      expect(res.statusCode).toBe(200);
      expectWholePage(res.body);
      expect(visibleText(res.body)).toMatch(fallback);
    });

    it('the pages of the other remotes and of the shell still render whole', async () => {
      for (const url of ['/departments', '/notifications', '/about']) {
        const res = await ctx.app.inject({ url, headers: html });
        expect(res.statusCode).toBe(200);
        expectWholePage(res.body);
        expect(visibleText(res.body)).not.toMatch(/Loading [^.]*…/);
      }
      const departments = await ctx.app.inject({ url: '/departments', headers: html });
      // The departments remote's CSS is inlined in the head, under its file name, from its deployed folder.
      const inlined = /<style data-href="(__federation_expose_[^"]+\.css)">/.exec(readHead(departments.body).head)?.[1];
      expect(inlined && fs.existsSync(path.join(ctx.app.config.webRoot, 'mfe-departments/dist', inlined))).toBe(true);
    });
  });

  describe('a shell whose server container is broken', () => {
    let ctx: TestContext;
    let webRoot: string;
    const indexHtml = () => fs.readFileSync(path.join(webRoot, 'shell/dist/index.html'), 'utf8');
    const renderJs = () => path.join(webRoot, 'shell/dist/server/render.js');

    beforeAll(async () => {
      webRoot = builtWebRoot(tempDir(), ['shell']);
      fs.writeFileSync(renderJs(), "throw new Error('a broken build of the shell (test)');\n");
      ctx = await buildTestApp({ AEC_WEB_ROOT: webRoot });
    });
    afterAll(() => ctx?.close());

    it('throwing on load: every page is the shell index.html (200), drawn in the browser, not a 500', async () => {
      for (const url of ['/', '/about', '/notifications']) {
        const res = await ctx.app.inject({ url, headers: html });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toContain('text/html');
        expect(res.body).toBe(indexHtml());
      }
    });

    it('a render that fails: the same, index.html (200)', async () => {
      fs.writeFileSync(renderJs(), "exports.renderPage = async () => { throw new Error('a render that fails (test)'); };\n");
      const res = await ctx.app.inject({ url: '/about', headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(indexHtml());
    });

    it('the mended shell deployed: pages are rendered on the server again, with no restart', async () => {
      fs.copyFileSync(path.join(repoRoot, 'shell/dist/server/render.js'), renderJs());
      const res = await ctx.app.inject({ url: '/about', headers: html });
      expect(res.statusCode).toBe(200);
      expectWholePage(res.body);
      expect(readHead(res.body).canonical).toMatch(/\/about$/);
    });
  });

  describe('a remote redeployed while the server runs', () => {
    let ctx: TestContext;
    let webRoot: string;
    beforeAll(async () => {
      webRoot = builtWebRoot(tempDir(), ['mfe-campus']);
      ctx = await buildTestApp({ AEC_WEB_ROOT: webRoot });
    });
    afterAll(() => ctx?.close());

    it('the next request renders the new build (the cached page and the old worker are dropped)', async () => {
      const before = await ctx.app.inject({ url: '/library', headers: html });
      expect(before.statusCode).toBe(200);
      expectWholePage(before.body);
      expect(ctx.app.pages.cache.get('/library')).toBeDefined();
      const heading = readHead(before.body).meta('og:title');
      expect(heading).toBeTruthy();

      const changed = `${heading} (redeployed)`;
      let files: string[] = [];
      redeploy(webRoot, 'mfe-campus', (dist) => {
        files = replaceInServerBuild(dist, heading!, changed);
      });
      // The page's heading is text of the remote's own build, so some server chunk held it.
      expect(files.length).toBeGreaterThan(0);
      // The deploy's file-system events arrive on the next turn of the event loop: a request over the
      // network always comes after them; inject() could come before.
      await new Promise((resolve) => setTimeout(resolve, 50));

      const after = await ctx.app.inject({ url: '/library', headers: html });
      expect(after.statusCode).toBe(200);
      expectWholePage(after.body);
      expect(readHead(after.body).meta('og:title')).toBe(changed);
      expect(visibleText(after.body)).toContain(changed);
      expect(visibleText(before.body)).not.toContain(changed);

      // The remote's other pages keep rendering from the new build.
      const campusLife = await ctx.app.inject({ url: '/campuslife', headers: html });
      expect(campusLife.statusCode).toBe(200);
      expectWholePage(campusLife.body);
      expect(visibleText(campusLife.body)).not.toMatch(/Loading [^.]*…/);
    });
  });
});
