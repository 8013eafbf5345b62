import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { NewsResponse } from '@aec/contracts';
import { buildTestApp, type TestContext } from '../../../test/helpers';
import { convertStoredImages } from '../../plugins/app/files/image-conversion';
import { prepareImage } from '../../lib/image-variants';
import { STAFF_TEST_ENV, staffTestKit, type StaffSession } from './staff-test-kit';

/** A phone-like JPEG with GPS and camera EXIF. */
const gpsPhoto = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'SampleCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '26/1 8/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '91/1 39/1 0/1' } })
    .toBuffer();

const hasExif = async (bytes: Buffer) => (await sharp(bytes).metadata()).exif !== undefined;

describe('uploaded photos: served as metadata-free variants, the original to staff only', () => {
  let ctx: TestContext;
  let publisher: StaffSession;
  const kit = staffTestKit(() => ctx.app);

  beforeAll(async () => {
    ctx = await buildTestApp(STAFF_TEST_ENV);
    ({ publisher } = await kit.signInStaff());
  });
  afterAll(() => ctx.close());

  /** The conversion at start, run here: the lines it logs and how often it cleared the answer caches. */
  async function convertCapturingLog() {
    const lines: string[] = [];
    const log = {
      ...ctx.app.log,
      info: (_: unknown, msg: string) => lines.push(msg),
      warn: (_: unknown, msg: string) => lines.push(msg),
    } as unknown as typeof ctx.app.log;
    let cleared = 0;
    await convertStoredImages(ctx.app.files, log, () => (cleared += 1));
    return { lines, cleared };
  }

  it('a news photo: public variants with widths and heights and no EXIF; the original with its GPS only through the staff route', async () => {
    const photo = await gpsPhoto(1200, 800);
    const image = await kit.upload(publisher, 'campus.jpg', 'image/jpeg', photo);
    const stored = ctx.app.files.get(image.id)!;
    const [narrow] = ctx.app.files.variantsOf(stored.sha256)!;
    // Not public while no published item shows it.
    expect((await ctx.app.inject({ url: narrow!.webp })).statusCode).toBe(404);

    const created = await kit.call(publisher, 'POST', '/api/staff/news', {
      title: 'Campus photo (sample)',
      message: '<p>A photo.</p>',
      images: [{ fileId: image.id, alt: 'The campus' }],
    });
    const id = created.json().id as number;
    const row = NewsResponse.parse((await ctx.app.inject({ url: `/api/news/${id}` })).json()).rows[0]!;
    expect(row.images![0]!.variants).toEqual([
      { width: 480, height: 320, webp: expect.stringMatching(/^\/files\/variants\/[0-9a-f]{64}-480\.webp$/), jpeg: expect.stringMatching(/-480\.jpg$/) },
      { width: 720, height: 480, webp: expect.stringMatching(/-720\.webp$/), jpeg: expect.stringMatching(/-720\.jpg$/) },
      { width: 960, height: 640, webp: expect.stringMatching(/-960\.webp$/), jpeg: expect.stringMatching(/-960\.jpg$/) },
      { width: 1200, height: 800, webp: expect.stringMatching(/-1200\.webp$/), jpeg: expect.stringMatching(/-1200\.jpg$/) },
    ]);
    for (const v of row.images![0]!.variants!) {
      for (const url of [v.webp, v.jpeg]) {
        const res = await ctx.app.inject({ url });
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('public, max-age=86400');
        expect(await hasExif(res.rawPayload)).toBe(false);
      }
    }
    const publicFile = await ctx.app.inject({ url: image.url });
    expect(await hasExif(publicFile.rawPayload)).toBe(false);
    expect((await ctx.app.inject({ url: `/files/originals/${stored.sha256}.jpg` })).statusCode).toBe(404);

    expect((await kit.call(undefined, 'GET', `/api/staff/files/${image.id}/original`)).statusCode).toBe(401);
    const original = await kit.call(publisher, 'GET', `/api/staff/files/${image.id}/original`);
    expect(original.statusCode).toBe(200);
    expect(original.headers['cache-control']).toBe('no-store');
    expect(original.rawPayload.equals(photo)).toBe(true);
    expect((await kit.call(publisher, 'GET', '/api/staff/files/999999/original')).json()).toEqual({ error: 'The file was not found.' });
  });

  it('a decompression bomb is refused with a 400 sentence and nothing stored', async () => {
    const before = (ctx.app.db.prepare('SELECT COUNT(*) AS n FROM files').get() as { n: number }).n;
    const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    png.writeUInt32BE(30_000, 16);
    png.writeUInt32BE(30_000, 20);
    const { crc32 } = await import('node:zlib');
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    const res = await kit.call(publisher, 'POST', '/api/staff/files', { name: 'bomb.png', type: 'image/png', dataBase64: png.toString('base64') });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.stringMatching(/too large in pixels/) });
    expect((ctx.app.db.prepare('SELECT COUNT(*) AS n FROM files').get() as { n: number }).n).toBe(before);
  });

  it('converts a photo stored before (same URL, metadata gone, original kept for staff), reporting progress in the log', async () => {
    const photo = await gpsPhoto(700, 500);
    const stored = ctx.app.files.save(photo, 'old.jpg', 'image/jpeg');
    expect(ctx.app.files.unconverted()).toContainEqual({ sha256: stored.sha256, type: 'image/jpeg' });
    const { lines, cleared } = await convertCapturingLog();
    expect(cleared).toBeGreaterThanOrEqual(1);
    expect(lines.at(-1)).toMatch(/of \d+ stored photo\(s\) converted/);
    expect(ctx.app.files.variantsOf(stored.sha256)!.map((v) => v.width)).toEqual([480, 700]);
    expect(await hasExif(ctx.app.files.read(stored))).toBe(false);
    expect(ctx.app.files.readOriginal(stored).equals(photo)).toBe(true);
    expect(ctx.app.files.unconverted()).not.toContainEqual({ sha256: stored.sha256, type: 'image/jpeg' });
  });

  it('gives a photo converted before 720 px was a width its 720 variants, keeping the files it had, with progress in the log', async () => {
    const photo = await gpsPhoto(1200, 800);
    const stored = ctx.app.files.save(photo, 'converted-earlier.jpg', 'image/jpeg');
    // As converted before the 720 came: 480, 960 and its own width.
    const prepared = await prepareImage(photo, 'image/jpeg');
    ctx.app.files.saveImage(stored, { ...prepared, variants: prepared.variants.filter((v) => v.width !== 720) }, photo);
    expect(ctx.app.files.variantsOf(stored.sha256)!.map((v) => v.width)).toEqual([480, 960, 1200]);
    const narrowFile = path.join(ctx.app.files.root, 'variants', `${stored.sha256}-480.webp`);
    const narrowBefore = fs.readFileSync(narrowFile);
    const narrowWritten = fs.statSync(narrowFile).mtimeMs;
    expect(ctx.app.files.variantsToComplete()).toContainEqual({ sha256: stored.sha256, type: 'image/jpeg' });

    const { lines, cleared } = await convertCapturingLog();
    expect(cleared).toBeGreaterThanOrEqual(1);
    expect(lines).toContainEqual(expect.stringMatching(/^images: adding the missing variant widths to \d+ photo\(s\)$/));
    expect(lines.at(-1)).toMatch(/^images: \d+ of \d+ photo\(s\) given their missing widths$/);
    const variants = ctx.app.files.variantsOf(stored.sha256)!;
    expect(variants.map((v) => [v.width, v.height])).toEqual([
      [480, 320],
      [720, 480],
      [960, 640],
      [1200, 800],
    ]);
    const wide = variants.find((v) => v.width === 720)!;
    expect(await hasExif(fs.readFileSync(path.join(ctx.app.files.root, wide.webp.slice('/files/'.length))))).toBe(false);
    // The manifest on disk says the same (a restart reads it), and the 480 it had is the same file.
    const manifest = JSON.parse(fs.readFileSync(path.join(ctx.app.files.root, 'variants', `${stored.sha256}.json`), 'utf8')) as Array<{ width: number }>;
    expect(manifest.map((v) => v.width)).toEqual([480, 720, 960, 1200]);
    expect(fs.readFileSync(narrowFile).equals(narrowBefore)).toBe(true);
    expect(fs.statSync(narrowFile).mtimeMs).toBe(narrowWritten);
    expect(ctx.app.files.variantsToComplete()).not.toContainEqual({ sha256: stored.sha256, type: 'image/jpeg' });
  });
});
