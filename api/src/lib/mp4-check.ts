import { VIDEO_MAX_BYTES } from '@aec/contracts';
import { HttpError } from './http-error';

// Brands of MP4 files browsers play (ISO base media, MP4 v1/v2, AVC, Apple's M4V). A QuickTime
// movie (qt), HEIC photo (heic, mif1) or 3GP has an ftyp box too, and is refused.
const PLAYABLE_BRANDS = new Set(['isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'dash']);
const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'edts']);

const notMp4 = 'Only MP4 videos can be uploaded here; this file is not one, whatever its name says.';

interface Box {
  type: string;
  start: number;
  end: number;
}

/** The boxes between start and end; a size that runs past the end is a damaged or cut file. */
function boxesIn(bytes: Buffer, start: number, end: number): Box[] {
  const boxes: Box[] = [];
  let at = start;
  while (at + 8 <= end) {
    let size = bytes.readUInt32BE(at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) break;
      const big = bytes.readBigUInt64BE(at + 8);
      if (big > BigInt(end - at)) throw new HttpError(415, 'This MP4 file is damaged or incomplete: export it again and upload that.');
      size = Number(big);
      header = 16;
    } else if (size === 0) size = end - at; // to the end of the file
    if (size < header || at + size > end) throw new HttpError(415, 'This MP4 file is damaged or incomplete: export it again and upload that.');
    boxes.push({ type: bytes.toString('latin1', at + 4, at + 8), start: at + header, end: at + size });
    at += size;
  }
  return boxes;
}

/** A track header's picture size (16.16 fixed point), 0 × 0 for a sound track. */
function trackSize(bytes: Buffer, tkhd: Box): { width: number; height: number } {
  const version = bytes[tkhd.start];
  const at = tkhd.start + (version === 1 ? 88 : 76);
  if (at + 8 > tkhd.end) return { width: 0, height: 0 };
  return { width: Math.round(bytes.readUInt32BE(at) / 65536), height: Math.round(bytes.readUInt32BE(at + 4) / 65536) };
}

/**
 * Checks an upload is an MP4 video by its bytes, not its name or declared type: it starts with an
 * `ftyp` box naming a brand browsers play, its boxes fit the file, and its `moov` holds a track with
 * a picture. Answers that picture's size, which the page gives the <video> (no layout shift).
 */
export function checkMp4(bytes: Buffer): { width: number; height: number } {
  if (bytes.length === 0) throw new HttpError(400, 'The file is empty.');
  if (bytes.length > VIDEO_MAX_BYTES) throw new HttpError(413, `The video is too large: ${VIDEO_MAX_BYTES / 1024 / 1024} MB at most.`);
  if (bytes.length < 16 || bytes.toString('latin1', 4, 8) !== 'ftyp') throw new HttpError(415, notMp4);
  const top = boxesIn(bytes, 0, bytes.length);
  const ftyp = top[0]!;
  const brands = [bytes.toString('latin1', ftyp.start, ftyp.start + 4)];
  for (let at = ftyp.start + 8; at + 4 <= ftyp.end; at += 4) brands.push(bytes.toString('latin1', at, at + 4));
  if (!brands.some((b) => PLAYABLE_BRANDS.has(b))) throw new HttpError(415, notMp4);
  const moov = top.find((b) => b.type === 'moov');
  if (!moov) throw new HttpError(415, 'This MP4 file has no index (moov box): export it again and upload that.');
  // Depth-first through the containers to every track header.
  const pending = [moov];
  while (pending.length) {
    const box = pending.shift()!;
    for (const child of boxesIn(bytes, box.start, box.end)) {
      if (child.type === 'tkhd') {
        const size = trackSize(bytes, child);
        if (size.width > 0 && size.height > 0) return size;
      } else if (CONTAINERS.has(child.type)) pending.push(child);
    }
  }
  throw new HttpError(415, 'This MP4 file has no picture (only sound, or nothing): upload a video.');
}
