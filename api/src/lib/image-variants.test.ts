import zlib from 'node:zlib';
import sharp from 'sharp';
import { MAX_INPUT_PIXELS, pixelBombMessage, prepareImage, variantWidths } from './image-variants';
import { checkUpload } from './upload-check';

/** A camera-like JPEG: noise (so it does not compress to nothing), GPS and maker EXIF, and an orientation tag. */
async function photo(width: number, height: number, orientation = 1): Promise<Buffer> {
  const noise = sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } });
  return noise
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'SampleCam', Model: 'Sample 12', Copyright: 'sample' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '26/1 8/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '91/1 39/1 0/1' },
    })
    .withMetadata({ orientation })
    .toBuffer();
}

/** A valid PNG whose header claims width × height: a few hundred bytes that would decode to gigabytes. */
function pngClaiming(width: number, height: number, small: Buffer): Buffer {
  const bomb = Buffer.from(small);
  // IHDR: length(4) "IHDR"(4) at byte 8, width and height at 16 and 20, its CRC (over type and data) at 29.
  bomb.writeUInt32BE(width, 16);
  bomb.writeUInt32BE(height, 20);
  bomb.writeUInt32BE(zlib.crc32(bomb.subarray(12, 29)), 29);
  return bomb;
}

const upload = (bytes: Buffer, type: 'image/jpeg' | 'image/png') => ({ name: 'photo.jpg', type, dataBase64: bytes.toString('base64') });

describe('uploaded images: upright, metadata stripped, responsive variants', () => {
  let gpsPhoto: Buffer;
  beforeAll(async () => {
    gpsPhoto = await photo(2000, 1000);
  });

  it('the test photo really carries GPS EXIF (or the next tests would prove nothing)', async () => {
    const meta = await sharp(gpsPhoto).metadata();
    expect(meta.exif).toBeDefined();
    expect(meta.exif!.toString('latin1')).toContain('SampleCam');
  });

  it('stores the photo and every variant without EXIF, ICC, XMP or IPTC', async () => {
    const checked = await checkUpload(upload(gpsPhoto, 'image/jpeg'));
    expect(checked.image?.original).toEqual(gpsPhoto);
    for (const bytes of [checked.bytes, ...checked.image!.prepared.variants.map((v) => v.bytes)]) {
      const meta = await sharp(bytes).metadata();
      expect({ exif: meta.exif, icc: meta.icc, xmp: meta.xmp, iptc: meta.iptc }).toEqual({ exif: undefined, icc: undefined, xmp: undefined, iptc: undefined });
      expect(bytes.toString('latin1')).not.toContain('SampleCam');
    }
  });

  it('makes WebP and JPEG at 480, 720, 960 and 1600 px wide with their heights, never wider than the upload', async () => {
    const { variants, width, height } = await prepareImage(gpsPhoto, 'image/jpeg');
    expect([width, height]).toEqual([2000, 1000]);
    expect(variants.map((v) => [v.format, v.width, v.height])).toEqual([
      ['webp', 480, 240],
      ['jpeg', 480, 240],
      ['webp', 720, 360],
      ['jpeg', 720, 360],
      ['webp', 960, 480],
      ['jpeg', 960, 480],
      ['webp', 1600, 800],
      ['jpeg', 1600, 800],
    ]);
    for (const v of variants) {
      const meta = await sharp(v.bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([v.format, v.width, v.height]);
    }
    expect(variantWidths(700)).toEqual([480, 700]);
    expect(variantWidths(800)).toEqual([480, 720, 800]);
    expect(variantWidths(300)).toEqual([300]);
  });

  it('keeps a photo with no metadata and no rotation byte for byte (no second encode; an import keeps its hash)', async () => {
    const bare = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#4070a0' } })
      .jpeg()
      .toBuffer();
    expect((await prepareImage(bare, 'image/jpeg')).clean.equals(bare)).toBe(true);
    expect((await prepareImage(gpsPhoto, 'image/jpeg')).clean.equals(gpsPhoto)).toBe(false);
  });

  it('applies the orientation tag before dropping it', async () => {
    const sideways = await photo(600, 400, 6);
    const { width, height, clean } = await prepareImage(sideways, 'image/jpeg');
    expect([width, height]).toEqual([400, 600]);
    const meta = await sharp(clean).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([400, 600, undefined]);
  });

  it('refuses a decompression bomb (a huge pixel count in a small file) with a 400 sentence before decoding it', async () => {
    const small = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const bomb = pngClaiming(20_000, 20_000, small);
    expect(bomb.length).toBeLessThan(1000);
    expect(20_000 * 20_000).toBeGreaterThan(MAX_INPUT_PIXELS);
    await expect(checkUpload(upload(bomb, 'image/png'))).rejects.toMatchObject({ statusCode: 400, message: pixelBombMessage });
  });
});
