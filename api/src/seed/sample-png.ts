import zlib from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

function hsl(h: number, s: number, l: number): [number, number, number] {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

/**
 * A light generated picture (about 5–15 KB): sky gradient in the item's hue, hills, and a college
 * block with windows. Good enough to show where a real photograph goes.
 */
export function samplePng(seed: number, width = 640, height = 360): Buffer {
  const hue = (seed * 47) % 360;
  const raw = Buffer.alloc((width * 3 + 1) * height);
  const hills = Array.from({ length: width }, (_, x) => Math.round(height * 0.62 + Math.sin((x + seed * 31) / 70) * 18 + Math.sin((x + seed * 7) / 23) * 6));
  // Colours depend on the row only: computed once per row, not per pixel.
  const sky = Array.from({ length: height }, (_, y) => hsl(hue, 0.55, 0.78 - (y / height) * 0.25));
  const ground = Array.from({ length: height }, (_, y) => hsl((hue + 120) % 360, 0.35, 0.3 + (y / height) * 0.12));
  const wall: [number, number, number] = [178, 92, 64];
  const glass: [number, number, number] = [250, 240, 200];
  const bx0 = Math.round(width * (0.25 + ((seed * 13) % 30) / 100));
  const bx1 = bx0 + Math.round(width * 0.32);
  const by0 = Math.round(height * 0.38);
  const by1 = Math.round(height * 0.78);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x++) {
      let c: [number, number, number];
      if (x >= bx0 && x < bx1 && y >= by0 && y < by1) {
        const wx = (x - bx0) % 28;
        const wy = (y - by0) % 30;
        c = wx > 8 && wx < 20 && wy > 8 && wy < 22 && y < by1 - 20 ? glass : wall;
      } else {
        c = y > hills[x]! ? ground[y]! : sky[y]!;
      }
      const o = row + 1 + x * 3;
      raw[o] = c[0];
      raw[o + 1] = c[1];
      raw[o + 2] = c[2];
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
