// npm run bench -- images (docs/product/news-and-events.md, "Photos"): a 12 MP camera JPEG as an upload
// is processed (upright, metadata stripped, WebP and JPEG variants); the time it takes, and the bytes a
// 390 px phone downloads for it: the 480 px variant at 1× and the 960 px one at 2× (Lighthouse's phone
// is 1.75×, so it takes the 960). Target: ≤ 120 KB of image. Needs api/dist built.
import path from 'node:path';
import { createRequire } from 'node:module';

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

export async function imagesBench() {
  const sharp = require('sharp');
  const { prepareImage } = require(path.join(dist, 'lib/image-variants.js'));
  const photo = await cameraJpeg(sharp);
  const started = performance.now();
  const prepared = await prepareImage(photo, 'image/jpeg');
  const processMs = performance.now() - started;
  const size = (width, format) => prepared.variants.find((v) => v.width === width && v.format === format)?.bytes.length ?? NaN;
  return {
    uploadBytes: photo.length,
    processMs,
    cleanBytes: prepared.clean.length,
    variants: prepared.variants.map((v) => ({ width: v.width, height: v.height, format: v.format, bytes: v.bytes.length })),
    phone1x: size(480, 'webp'),
    phone2x: size(960, 'webp'),
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
  console.log(`| 390 px phone at 2× (and Lighthouse's 1.75×): the 960 px WebP | ${kb(r.phone2x)} | ≤ ${kb(t.phoneImageBytes)} | ${pass2 ? 'PASS' : 'FAIL'} |`);
  for (const v of r.variants) console.log(`| variant ${v.width}×${v.height} ${v.format} | ${kb(v.bytes)} | – | – |`);
  console.log(`| the stored photo, stripped | ${kb(r.cleanBytes)} | – | – |`);
  summary?.push([`a 12 MP news photo on a 390 px phone ≤ ${kb(t.phoneImageBytes)}`, `${kb(r.phone1x)} (1×), ${kb(r.phone2x)} (2×)`, pass1 && pass2]);
}

if (import.meta.url === `file://${process.argv[1]}`) printImages(await imagesBench());
