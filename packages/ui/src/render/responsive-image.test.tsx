/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { ResponsiveImage } from './responsive-image';

const variants = [480, 960, 1600].map((width) => ({
  width,
  height: Math.round((width * 3) / 4),
  webp: `/files/variants/abc-${width}.webp`,
  jpeg: `/files/variants/abc-${width}.jpg`,
}));

describe('ResponsiveImage', () => {
  it('offers WebP and JPEG widths by srcset and sizes, with the photo’s own width and height', () => {
    const { container } = render(<ResponsiveImage src="/files/abc.jpg" variants={variants} sizes="100vw" alt="The campus" width={960} height={540} />);
    const source = container.querySelector('picture > source')!;
    expect(source.getAttribute('type')).toBe('image/webp');
    expect(source.getAttribute('srcset')).toBe('/files/variants/abc-480.webp 480w, /files/variants/abc-960.webp 960w, /files/variants/abc-1600.webp 1600w');
    expect(source.getAttribute('sizes')).toBe('100vw');
    const img = container.querySelector('picture > img')!;
    expect(img.getAttribute('src')).toBe('/files/variants/abc-960.jpg');
    expect(img.getAttribute('srcset')).toBe('/files/variants/abc-480.jpg 480w, /files/variants/abc-960.jpg 960w, /files/variants/abc-1600.jpg 1600w');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['960', '720']);
    expect(img.getAttribute('alt')).toBe('The campus');
  });

  it('draws the plain file when the photo has no variants (GIF, SVG, not yet converted)', () => {
    const { container } = render(<ResponsiveImage src="/files/abc.gif" sizes="100vw" alt="" width={480} height={270} />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/files/abc.gif');
  });
});
