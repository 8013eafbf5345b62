import sharp from 'sharp';

export interface SampleVideo {
  mp4: Buffer;
  /** The first frame as a JPEG, the video's poster. */
  poster: Buffer;
  width: number;
  height: number;
}

const escapeXml = (s: string) => s.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);

/** One frame: the title on the sample's colours, a bar that crosses the picture as the seconds pass, and "sample". */
function frameSvg(title: string, colours: [string, string], width: number, height: number, progress: number): string {
  const bar = Math.round(progress * width);
  // A long title gets smaller letters, so that it fits the picture's width.
  const titleSize = Math.round(Math.min(height / 12, (width * 1.7) / title.length));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours[0]}"/><stop offset="1" stop-color="${colours[1]}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<text x="${width / 2}" y="${height / 2 - 10}" text-anchor="middle" fill="#fff" font-family="DejaVu Sans, Arial, sans-serif" font-size="${titleSize}" font-weight="700">${escapeXml(title)}</text>
<text x="${width / 2}" y="${height / 2 + height / 10}" text-anchor="middle" fill="#fff" fill-opacity=".85" font-family="DejaVu Sans, Arial, sans-serif" font-size="${Math.round(height / 20)}">Assam Engineering College · sample video</text>
<rect x="0" y="${height - 12}" width="${bar}" height="12" fill="#ffd166"/>
</svg>`;
}

/**
 * A short MP4 the project makes itself (a few seconds, a few kilobytes), H.264 as every browser
 * plays it: frames drawn as SVG by sharp, encoded by h264-mp4-encoder (x264 and an MP4 muxer
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
  let poster: Buffer | undefined;
  try {
    for (let n = 0; n < frames; n++) {
      const svg = Buffer.from(frameSvg(title, colours, width, height, n / (frames - 1)));
      const { data } = await sharp(svg).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      encoder.addFrameRgba(data);
      if (n === 0) poster = await sharp(svg).jpeg({ quality: 80 }).toBuffer();
    }
    encoder.finalize();
    const mp4 = Buffer.from(encoder.FS.readFile(encoder.outputFilename));
    encoder.FS.unlink(encoder.outputFilename);
    return { mp4, poster: poster!, width, height };
  } finally {
    encoder.delete();
  }
}
