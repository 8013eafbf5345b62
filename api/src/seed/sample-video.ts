import sharp from 'sharp';

export interface SampleVideo {
  mp4: Buffer;
  /** The still picture (the first frame without its bar) as a JPEG, the video's poster. */
  poster: Buffer;
  width: number;
  height: number;
}

const escapeXml = (s: string) => s.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);

const BAR_HEIGHT = 12;
const BAR_COLOUR = [0xff, 0xd1, 0x66, 0xff];

/** The still picture: the title on the sample's colours and "sample video". */
function stillSvg(title: string, colours: [string, string], width: number, height: number): string {
  // A long title gets smaller letters, so that it fits the picture's width.
  const titleSize = Math.round(Math.min(height / 12, (width * 1.7) / title.length));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours[0]}"/><stop offset="1" stop-color="${colours[1]}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<text x="${width / 2}" y="${height / 2 - 10}" text-anchor="middle" fill="#fff" font-family="DejaVu Sans, Arial, sans-serif" font-size="${titleSize}" font-weight="700">${escapeXml(title)}</text>
<text x="${width / 2}" y="${height / 2 + height / 10}" text-anchor="middle" fill="#fff" fill-opacity=".85" font-family="DejaVu Sans, Arial, sans-serif" font-size="${Math.round(height / 20)}">Assam Engineering College · sample video</text>
</svg>`;
}

/** Frame n: the still with a bar along its foot that crosses the picture as the seconds pass (drawn into the pixels: one SVG render a film). */
function frameOf(still: Buffer, width: number, height: number, progress: number): Buffer {
  const frame = Buffer.from(still);
  const bar = Math.round(progress * width);
  for (let y = height - BAR_HEIGHT; y < height; y++) {
    for (let x = 0; x < bar; x++) frame.set(BAR_COLOUR, (y * width + x) * 4);
  }
  return frame;
}

/**
 * A short MP4 the project makes itself (a few seconds, a few kilobytes), H.264 as every browser
 * plays it: a still drawn as SVG by sharp, a moving bar drawn into each frame's pixels, encoded by h264-mp4-encoder (x264 and an MP4 muxer
 * compiled to WebAssembly: an npm package, no ffmpeg on the machine). Marked sample in the picture.
 */
export async function sampleVideo(title: string, colours: [string, string], { width = 640, height = 360, seconds = 3, fps = 8 } = {}): Promise<SampleVideo> {
  const { createH264MP4Encoder } = await import('h264-mp4-encoder');
  const encoder = await createH264MP4Encoder();
  encoder.width = width;
  encoder.height = height;
  encoder.frameRate = fps;
  // A high quantiser: flat colours and text stay readable, the file stays small.
  encoder.quantizationParameter = 33;
  encoder.initialize();
  const frames = seconds * fps;
  const svg = Buffer.from(stillSvg(title, colours, width, height));
  const { data: still } = await sharp(svg).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const poster = await sharp(svg).jpeg({ quality: 80 }).toBuffer();
  try {
    for (let n = 0; n < frames; n++) encoder.addFrameRgba(frameOf(still, width, height, n / (frames - 1)));
    encoder.finalize();
    const mp4 = Buffer.from(encoder.FS.readFile(encoder.outputFilename));
    encoder.FS.unlink(encoder.outputFilename);
    return { mp4, poster, width, height };
  } finally {
    encoder.delete();
  }
}
