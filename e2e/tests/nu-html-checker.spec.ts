import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '../support/test';

/**
 * The W3C Nu HTML checker (npm vnu-jar) over the HTML the server sends, for a fixed sample of pages
 * in the three languages: every error fails, listed by page. It runs here, on the e2e server, because
 * that is the production build serving a fresh seeded database, already up for the suite: a jest test
 * would start a second server and seed it again. One Java run checks all the pages (the JVM's start
 * is the slow part).
 */
const SAMPLE = [
  '/', // home
  '/about', // an institutional page
  '/notifications/notice',
  '/notifications/notice/1',
  '/news',
  '/news/newslist/1',
  '/events',
  '/events/eventlist/1',
  '/notifications/tender',
  '/notifications/tender/1',
  '/department/cse',
  '/department/cse/aboutus',
  '/all-faculty',
  '/office/complain',
  '/hostel/1',
  '/club/EDC',
  '/project/teqip',
  '/resources/videos', // <video> and the YouTube facade's button
  '/no-such-page', // the not-found page (HTTP 404)
  '/admin',
];
const LANGUAGE_PREFIXES = ['', '/as', '/hi'];

const vnuJar = require.resolve('vnu-jar/build/dist/vnu.jar');

// What a browser asks for: the server answers some of these paths with JSON to API clients.
const ACCEPT_HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

/**
 * A document with one known fault, checked in the same run: proves the run read the files and that
 * its report is understood (a report parsed as empty would otherwise pass every page).
 */
const CONTROL = { name: 'control', html: '<!doctype html><html lang="en"><head><title>Control</title></head><body><img src="/x.png"></body></html>' };
const CONTROL_ERROR = /img.*alt/i;

interface NuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

test('the Nu HTML checker finds no error in the served HTML of the sample pages, in English, Assamese and Hindi', async ({ request }) => {
  test.setTimeout(240_000);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'aec-nu-'));
  try {
    const pages = new Map<string, string>(); // file name -> page path
    for (const prefix of LANGUAGE_PREFIXES) {
      for (const sample of SAMPLE) {
        const pagePath = prefix ? (sample === '/' ? `${prefix}/` : `${prefix}${sample}`) : sample;
        const response = await request.get(pagePath, { headers: { accept: ACCEPT_HTML } });
        expect(response.status(), `${pagePath} answers`).toBe(sample === '/no-such-page' ? 404 : 200);
        expect(response.headers()['content-type'], `${pagePath} is a page`).toMatch(/^text\/html/);
        const name = `page-${pages.size}.html`;
        await writeFile(path.join(dir, name), await response.body());
        pages.set(name, pagePath);
      }
    }
    await writeFile(path.join(dir, `${CONTROL.name}.html`), CONTROL.html);

    const files = [...pages.keys(), `${CONTROL.name}.html`].map((name) => path.join(dir, name));
    const { stdout } = await promisify(execFile)('java', ['-jar', vnuJar, '--format', 'json', '--stdout', '--exit-zero-always', ...files], {
      maxBuffer: 64 * 1024 * 1024,
    });
    const { messages } = JSON.parse(stdout) as { messages: NuMessage[] };

    const errorsBy = new Map<string, string[]>();
    for (const m of messages) {
      if (m.type === 'info') continue; // notes and warnings ask a person to judge
      const name = m.url ? path.basename(new URL(m.url).pathname) : '(the checker)';
      const where = pages.get(name) ?? name;
      const line = `${m.lastLine ?? '?'}:${m.firstColumn ?? m.lastColumn ?? '?'} ${m.message}${m.extract ? ` «${m.extract.trim().slice(0, 120)}»` : ''}`;
      errorsBy.set(where, [...(errorsBy.get(where) ?? []), line]);
    }
    const control = errorsBy.get(`${CONTROL.name}.html`) ?? [];
    errorsBy.delete(`${CONTROL.name}.html`);
    expect(
      control.some((e) => CONTROL_ERROR.test(e)),
      `the control document's fault is reported: ${control.join('; ')}`,
    ).toBe(true);

    const report = [...errorsBy].flatMap(([page, errors]) => errors.map((e) => `${page} ${e}`));
    expect(report, `Nu HTML checker errors on ${pages.size} pages`).toEqual([]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
