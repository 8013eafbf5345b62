/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import type { VideoItem } from '@aec/contracts';
import { VideoPlayer } from './video-player';

const poster = {
  url: '/files/poster.jpg',
  name: 'poster.jpg',
  type: 'image/jpeg',
  size: 9000,
  variants: [
    { width: 480, height: 270, webp: '/files/variants/p-480.webp', jpeg: '/files/variants/p-480.jpg' },
    { width: 960, height: 540, webp: '/files/variants/p-960.webp', jpeg: '/files/variants/p-960.jpg' },
  ],
};
const base: VideoItem = {
  id: 1,
  title: { en: 'Campus tour', as: 'চৌহদ ভ্ৰমণ', hi: '' },
  description: { en: 'A walk.', as: '', hi: '' },
  youtubeId: null,
  file: null,
  poster,
  width: 1280,
  height: 720,
  sample: true,
};
const youtube: VideoItem = { ...base, youtubeId: 'dQw4w9WgXcQ' };
const mp4: VideoItem = { ...base, file: { url: '/files/tour.mp4', name: 'tour.mp4', type: 'video/mp4', size: 4096 }, width: 640, height: 360 };

afterEach(() => document.documentElement.removeAttribute('data-lite'));

describe('VideoPlayer', () => {
  it('YouTube: a poster and a named button; the youtube-nocookie player only after the tap', () => {
    const { container } = render(<VideoPlayer video={youtube} />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.innerHTML).not.toMatch(/\/\/[^"]*youtu/);
    expect(container.querySelector('img')?.getAttribute('srcset')).toContain('/files/variants/p-480.jpg 480w');
    fireEvent.click(screen.getByRole('button', { name: 'Play the video: Campus tour' }));
    const frame = container.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
    expect(frame.getAttribute('title')).toBe('Campus tour');
  });

  it('YouTube without a poster: the neutral one (the frame’s own colours), no image at all', () => {
    const { container } = render(<VideoPlayer video={{ ...youtube, poster: null }} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Play the video: Campus tour' })).toBeTruthy();
  });

  it('MP4: controls, preload none, its own width and height, the poster’s 960 px WebP', () => {
    const { container } = render(<VideoPlayer video={mp4} />);
    const video = container.querySelector('video')!;
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.getAttribute('preload')).toBe('none');
    expect([video.getAttribute('width'), video.getAttribute('height')]).toEqual(['640', '360']);
    expect(video.getAttribute('poster')).toBe('/files/variants/p-960.webp');
    expect(video.getAttribute('src')).toBe('/files/tour.mp4');
  });

  it('a lite page draws no poster until the tap', () => {
    document.documentElement.setAttribute('data-lite', '');
    const { container } = render(
      <>
        <VideoPlayer video={youtube} />
        <VideoPlayer video={mp4} />
      </>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('video')!.hasAttribute('poster')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Play the video: Campus tour' }));
    expect(container.querySelector('iframe')).not.toBeNull();
  });
});
