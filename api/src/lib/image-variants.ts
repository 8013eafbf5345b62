import sharp from 'sharp';
import { HttpError } from './http-error';

/**
 * Widths a phone, a tablet and a wide screen pick from (srcset); an image is never made wider than it is.
 * 720: a photo across a 360–412 px phone at 1.75–2× (640–716 device pixels) without the 960's bytes.
 */
export const VARIANT_WIDTHS = [480, 720, 960, 1600] as const;

/**
 * Above this many pixels an upload is refused before it is decoded: a small file can claim a huge
 * canvas (a "decompression bomb") and take the server's memory. 50 MP is four times a 12 MP phone photo.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

export const pixelBombMessage = `This image is too large in pixels: ${MAX_INPUT_PIXELS / 1_000_000} megapixels at most. Resize it and upload it again.`;
const unreadableImage = 'This image could not be read: it is damaged or not an image its name says. Save it again and upload that.';

/** The types turned into variants (GIF may be animated and SVG is drawn, both are kept as they are). */
export const processedTypes = new Set(['image/jpeg', 'image/png', 'image/webp']);

export interface ImageVariant {
  width: number;
  height: number;
  format: 'webp' | 'jpeg';
  bytes: Buffer;
}

export interface PreparedImage {
  /** The upload turned upright and re-encoded without any metadata (EXIF, GPS, XMP, ICC, maker notes): what the public gets. */
  clean: Buffer;
  width: number;
  height: number;
  variants: ImageVariant[];
}

const isPixelLimit = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };

/** The widths made for an image this wide: those of VARIANT_WIDTHS below it, and its own width when it is narrower than the widest. */
export function variantWidths(width: number): number[] {
  const below = VARIANT_WIDTHS.filter((w) => w < width);
  return width <= VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]! ? [...below, width] : below;
}

/**
 * Orientation applied, then every piece of metadata dropped (sharp writes none unless asked with
 * withMetadata/keepExif), and WebP and JPEG variants at VARIANT_WIDTHS. Refuses a pixel bomb with a 400.
 */
export async function prepareImage(bytes: Buffer, type: string): Promise<PreparedImage> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, options).metadata();
  } catch (error) {
    throw new HttpError(400, isPixelLimit(error) ? pixelBombMessage : unreadableImage);
  }
  // metadata() reads only the header, so the claimed size is known before any pixel is decoded.
  if (!meta.width || !meta.height) throw new HttpError(400, unreadableImage);
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new HttpError(400, pixelBombMessage);
  try {
    const upright = await sharp(bytes, options).rotate().toBuffer({ resolveWithObject: true });
    const { width, height } = upright.info;
    const base = sharp(upright.data, options);
    // Nothing to strip and nothing to turn: kept byte for byte (a second encode would only lose quality,
    // and an image imported or converted again keeps its hash and URL).
    const bare = !meta.exif && !meta.icc && !meta.xmp && !meta.iptc && !meta.comments?.length && (meta.orientation ?? 1) === 1;
    const clean = bare
      ? bytes
      : type === 'image/png'
        ? await base.clone().png({ compressionLevel: 9 }).toBuffer()
        : type === 'image/webp'
          ? await base.clone().webp({ quality: 82 }).toBuffer()
          : await base.clone().jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    const variants: ImageVariant[] = [];
    for (const w of variantWidths(width)) {
      const resized = base.clone().resize({ width: w, withoutEnlargement: true });
      const webp = await resized.clone().webp({ quality: 72, effort: 4 }).toBuffer({ resolveWithObject: true });
      // Flattened on white: JPEG has no transparency, and a PNG logo must not turn black.
      const jpeg = await resized.clone().flatten({ background: '#ffffff' }).jpeg({ quality: 75, mozjpeg: true }).toBuffer({ resolveWithObject: true });
      variants.push({ width: webp.info.width, height: webp.info.height, format: 'webp', bytes: webp.data });
      variants.push({ width: jpeg.info.width, height: jpeg.info.height, format: 'jpeg', bytes: jpeg.data });
    }
    return { clean, width, height, variants };
  } catch (error) {
    throw new HttpError(400, isPixelLimit(error) ? pixelBombMessage : unreadableImage);
  }
}
