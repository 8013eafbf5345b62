// npm run bench -- images (docs/product/news-and-events.md, "Photos"): a 12 MP camera JPEG as an upload
// is processed (upright, metadata stripped, WebP and JPEG variants); the time it takes, and the bytes a
// 390 px phone downloads for it: the 480 px variant at 1× and the 720 px one at 2× (the photo is drawn
// 1rem in from each side: 716 device pixels; Lighthouse's 412 px phone at 1.75× takes it too, decision 188).
// Target: ≤ 120 KB of image. Then, on the bench's server, the same photo
// uploaded for a news item through the staff API and the pages measured by Lighthouse mobile: image bytes
// downloaded (≤ 120 KB) and LCP (≤ 1.2 s) of /news and of the item's page. Needs api/dist built.
import { execFileSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { browserFonts, lighthouseRuns } from './browser.mjs';
import { median, TARGETS } from './util.mjs';

const require = createRequire(import.meta.url);
const dist = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../api/dist');
export const IMAGE_TARGETS = { phoneImageBytes: 120 * 1024 };

/** 4000 × 3000: a sky gradient, a building, grass, and sensor noise (real photos compress about as well). */
async function cameraJpeg(sharp) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="3000"><defs><linearGradient id="s" x2="0" y2="1">
    <stop offset="0" stop-color="#5b95cf"/><stop offset="1" stop-color="#f0e2c0"/></linearGradient></defs>
    <rect width="4000" height="3000" fill="url(#s)"/><rect y="2000" width="4000" height="1000" fill="#557f3f"/>
    <rect x="700" y="1000" width="2600" height="1000" fill="#a94d37"/><rect x="900" y="1200" width="300" height="400" fill="#e8e8e8"/></svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  // Texture at several scales (leaves, brick, gravel): noise made small and enlarged survives the downsizing
  // to a phone's width as a real photo's detail does; sensor noise alone would average away.
  const texture = async (scale) => {
    const small = { width: Math.round(info.width / scale), height: Math.round(info.height / scale), channels: 3, background: '#000' };
    const png = await sharp({ create: { ...small, noise: { type: 'gaussian', mean: 0, sigma: 14 } } })
      .png()
      .toBuffer();
    return sharp(png).resize(info.width, info.height, { kernel: 'cubic' }).raw().toBuffer();
  };
  const layers = await Promise.all([1, 4, 16].map(texture));
  const noise = Buffer.alloc(layers[0].length);
  for (let i = 0; i < noise.length; i++) noise[i] = Math.min(255, layers[0][i] + layers[1][i] + layers[2][i]);
  return sharp(data, { raw: info })
    .composite([{ input: noise, raw: { width: info.width, height: info.height, channels: 3 }, blend: 'add' }])
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'BenchCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '26/1 8/1 0/1' } })
    .toBuffer();
}

/**
 * A publisher on the bench's server as an operator makes one: the admin CLI on its data folder (the one-time
 * password lands in an owner-only file there, since this output is no terminal), then the first sign-in
 * with a password of its own, as the console asks. Returns a caller of the staff API with the session's
 * cookie and CSRF header.
 */
async function publisherApi(site, dataDir) {
  const email = `bench-photos-${Date.now().toString(36)}@example.org`;
  execFileSync(process.execPath, [path.join(dist, 'cli/admin.js'), 'create', email, '--role', 'publisher', '--name', 'Bench photos (sample)'], {
    env: { ...process.env, AEC_DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const file = path.join(dataDir, 'one-time-password.txt');
  const oneTime = readFileSync(file, 'utf8').match(/One-time password: (\S+)/)?.[1];
  rmSync(file);
  if (!oneTime) throw new Error('the admin CLI wrote no one-time password');
  let session = { cookie: '', csrf: '' };
  const call = async (method, route, body, status = 200) => {
    const response = await fetch(site + route, {
      method,
      headers: { cookie: session.cookie, 'x-csrf-token': session.csrf, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (response.status !== status) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('aec_staff='));
    if (cookie) session.cookie = cookie.split(';')[0];
    return status === 204 ? undefined : response.json();
  };
  session.csrf = (await call('POST', '/api/staff/sign-in', { email, password: oneTime })).csrfToken;
  // Letters without a, c and e: the password rules refuse the college's name and parts of the email.
  const own = `quiet-lantern-orchard-${Array.from({ length: 10 }, () => 'bdfghjkmnpqrstvwxyz'[randomInt(19)]).join('')}`;
  await call('POST', '/api/staff/password', { currentPassword: oneTime, newPassword: own });
  return call;
}

/**
 * The photo through the whole site: uploaded as a news item's photo through the staff API (the console's
 * upload and publish calls), then Lighthouse mobile on /news and on the item's page, `runs` times each
 * (medians): the image bytes downloaded (Lighthouse's Image requests), LCP and its element, score and
 * benchmarkIndex. The item is deleted afterwards.
 */
async function newsPhotoPages(photo, { site, dataDir, root, runs, lhrDir }) {
  const call = await publisherApi(site, dataDir);
  const upload = await call('POST', '/api/staff/files', { name: 'campus.jpg', type: 'image/jpeg', dataBase64: photo.toString('base64') }, 201);
  const item = await call(
    'POST',
    '/api/staff/news',
    {
      title: 'The campus in winter light (sample, bench)',
      description: 'A 12 MP phone photo, uploaded by the bench.',
      message: '<p>A sample news item with a 12 MP photo, made by the bench and deleted after it.</p>',
      images: [{ fileId: upload.id, alt: 'The main building under a clear sky' }],
    },
    201,
  );
  const pages = {};
  try {
    for (const route of ['/news', `/news/newslist/${item.id}`]) {
      const { results, errors } = await lighthouseRuns(root, site, route, {
        runs,
        lhrDir,
        label: '[images]',
        report: (r, run) =>
          `${run}: images ${(r.imageBytes / 1024).toFixed(1)} KB, LCP ${Math.round(r.lcp)} ms, score ${r.score}, benchmarkIndex ${Math.round(r.benchmarkIndex)}`,
      });
      if (!results.length) {
        pages[route] = { error: errors.at(-1) ?? 'no run', runs: [] };
        continue;
      }
      const mid = (key) => median(results.map((r) => r[key]));
      const typical = [...results].sort((a, b) => Math.abs(a.lcp - mid('lcp')) - Math.abs(b.lcp - mid('lcp')))[0];
      pages[route] = {
        imageBytes: mid('imageBytes'),
        lcp: mid('lcp'),
        score: mid('score'),
        benchmarkIndex: mid('benchmarkIndex'),
        lcpElement: typical.lcpElement,
        images: typical.images,
        runs: results.map((r) => ({ imageBytes: r.imageBytes, lcp: r.lcp, score: r.score, benchmarkIndex: r.benchmarkIndex })),
        failedRuns: errors.length ? errors : undefined,
      };
    }
  } finally {
    await call('DELETE', `/api/staff/news/${item.id}`, undefined, 204);
  }
  return pages;
}

/** Without `server` (the bench's running site), only the processing in-process; with it, the pages too. */
export async function imagesBench(server) {
  const sharp = require('sharp');
  const { prepareImage } = require(path.join(dist, 'lib/image-variants.js'));
  const photo = await cameraJpeg(sharp);
  const started = performance.now();
  const prepared = await prepareImage(photo, 'image/jpeg');
  const processMs = performance.now() - started;
  const size = (width, format) => prepared.variants.find((v) => v.width === width && v.format === format)?.bytes.length ?? NaN;
  return {
    pages: server ? await newsPhotoPages(photo, server) : undefined,
    fonts: server ? browserFonts(server.root).mode : undefined,
    uploadBytes: photo.length,
    processMs,
    cleanBytes: prepared.clean.length,
    variants: prepared.variants.map((v) => ({ width: v.width, height: v.height, format: v.format, bytes: v.bytes.length })),
    phone1x: size(480, 'webp'),
    phone2x: size(720, 'webp'),
  };
}

export function printImages(r, summary) {
  const t = IMAGE_TARGETS;
  const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
  const pass1 = r.phone1x <= t.phoneImageBytes;
  const pass2 = r.phone2x <= t.phoneImageBytes;
  console.log(`\nPhotos: a 12 MP JPEG upload (${kb(r.uploadBytes)}) processed in ${(r.processMs / 1000).toFixed(1)} s`);
  console.log('| measure | measured | target | verdict |\n|---|---:|---:|---|');
  console.log(`| 390 px phone at 1×: the 480 px WebP | ${kb(r.phone1x)} | ≤ ${kb(t.phoneImageBytes)} | ${pass1 ? 'PASS' : 'FAIL'} |`);
  console.log(`| 390 px phone at 2× (and Lighthouse's 1.75×): the 720 px WebP | ${kb(r.phone2x)} | ≤ ${kb(t.phoneImageBytes)} | ${pass2 ? 'PASS' : 'FAIL'} |`);
  for (const v of r.variants) console.log(`| variant ${v.width}×${v.height} ${v.format} | ${kb(v.bytes)} | – | – |`);
  console.log(`| the stored photo, stripped | ${kb(r.cleanBytes)} | – | – |`);
  summary?.push([`a 12 MP news photo on a 390 px phone ≤ ${kb(t.phoneImageBytes)}`, `${kb(r.phone1x)} (1×), ${kb(r.phone2x)} (2×)`, pass1 && pass2]);
  if (!r.pages) return;
  const runs = Object.values(r.pages)[0]?.runs.length ?? 0;
  console.log(
    `\nThe photo as a published news item's, Lighthouse mobile (default throttling, 412 px at 1.75×, ${r.fonts === 'phone' ? "a phone's fonts" : "this host's fonts"}), ${runs > 1 ? `median of ${runs} runs` : 'one run'} per page` +
      ` (targets: image bytes ≤ ${kb(t.phoneImageBytes)}, LCP ≤ ${TARGETS.lcpMs / 1000} s)`,
  );
  console.log('| page | image bytes | LCP ms | LCP element | score | benchmarkIndex | image requests | verdict |\n|---|---:|---:|---|---:|---:|---|---|');
  for (const [route, p] of Object.entries(r.pages)) {
    if (p.error) {
      console.log(`| ${route} | – | – | – | – | – | – | FAIL (${p.error}) |`);
      summary?.push([`${route}: Lighthouse`, p.error, false]);
      continue;
    }
    const pass = p.imageBytes <= t.phoneImageBytes && p.lcp <= TARGETS.lcpMs;
    const images = p.images.map((i) => `${i.url.replace(/^https?:\/\/[^/]+/, '').replace(/[0-9a-f]{64}/, '…')} ${kb(i.transfer)}`).join(', ');
    const phases = Object.entries(p.lcpElement?.phases ?? {})
      .map(([phase, ms]) => `${phase} ${ms}`)
      .join(', ');
    const element = `${p.lcpElement ? `\`${p.lcpElement.element}\`` : '–'}${phases ? ` (${phases} ms)` : ''}`.replace(/\|/g, '\\|');
    console.log(
      `| ${route} | ${kb(p.imageBytes)} | ${Math.round(p.lcp)} | ${element} | ${p.score} | ${Math.round(p.benchmarkIndex)} | ${images} | ${pass ? 'PASS' : 'FAIL'} |`,
    );
    summary?.push([
      `${route.startsWith('/news/') ? 'its news page' : '/news'} with that photo: ≤ ${kb(t.phoneImageBytes)} of image, LCP ≤ ${TARGETS.lcpMs / 1000} s (Lighthouse)`,
      `${kb(p.imageBytes)}, LCP ${Math.round(p.lcp)} ms, score ${p.score}, benchmarkIndex ${Math.round(p.benchmarkIndex)}`,
      pass,
    ]);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) printImages(await imagesBench());
