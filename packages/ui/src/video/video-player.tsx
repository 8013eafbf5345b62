import { useState, type ReactNode } from 'react';
import type { FileRef, VideoItem, VideoListResponse } from '@aec/contracts';
import { useResource } from '../data/use-resource';
import { useLanguage, useT } from '../i18n/catalogue';
import { UI_NAMESPACE } from '../messages/catalogue';
import { useLite } from '../render/lite';
import { ResponsiveImage } from '../render/responsive-image';
import { ErrorState } from '../states/error-state';
import { LoadingState } from '../states/loading-state';

/** The only origin a YouTube video plays from (the CSP's frame-src names exactly it). */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/** The poster of an MP4: one address (a <video> takes no srcset), the variant nearest a phone's or a card's width. */
function posterOf(poster: FileRef): string {
  const variants = poster.variants ?? [];
  const fit = variants.find((v) => v.width >= 640) ?? variants[variants.length - 1];
  return fit ? fit.webp : poster.url;
}

export interface VideoPlayerProps {
  video: VideoItem;
  /** How wide the video is drawn (for the poster's srcset). */
  sizes?: string;
}

/**
 * A video of the site, as the resources page and the news and events pages show it.
 * - YouTube through a facade: the poster (uploaded, or a neutral one drawn by CSS) and a play button;
 *   nothing of YouTube's (script, frame, cookie, image) is asked for until the visitor taps, then
 *   the player of youtube-nocookie.com (about 1 MB) loads in place.
 * - An uploaded MP4 as <video controls preload="none">: nothing of the film is downloaded until it is
 *   played; its width and height hold its place.
 * A lite page draws no poster: the button (or the browser's controls) is all there is until the tap.
 */
export function VideoPlayer({ video, sizes = '(min-width: 1040px) 320px, 100vw' }: VideoPlayerProps) {
  const language = useLanguage();
  const t = useT(UI_NAMESPACE);
  const lite = useLite();
  const [playing, setPlaying] = useState(false);
  const title = video.title[language] || video.title.en;
  const description = video.description[language] || video.description.en;
  const lang = video.title[language] ? undefined : 'en';

  let frame;
  if (video.file) {
    frame = (
      // No captions track yet: the sample films have no sound; a WebVTT upload for staff films is still to come (docs/product/staff-console.md).
      // eslint-disable-next-line jsx-a11y/media-has-caption
      <video
        controls
        preload="none"
        poster={!lite && video.poster ? posterOf(video.poster) : undefined}
        width={video.width}
        height={video.height}
        src={video.file.url}
        aria-label={title}
      />
    );
  } else if (video.youtubeId && playing) {
    frame = (
      <iframe
        src={`${YOUTUBE_EMBED_ORIGIN}/embed/${encodeURIComponent(video.youtubeId)}?autoplay=1`}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
      />
    );
  } else {
    frame = (
      <>
        {video.poster && !lite && <ResponsiveImage className="video__poster" variants={video.poster.variants} src={video.poster.url} alt="" sizes={sizes} />}
        <button type="button" className="video__play" onClick={() => setPlaying(true)}>
          <span aria-hidden="true" className="video__play-icon" />
          <span className="video__play-label">{t('video.play', { title })}</span>
        </button>
      </>
    );
  }

  return (
    <figure className="video" data-video={video.youtubeId ? 'youtube' : 'mp4'}>
      <div className="video__frame" style={{ aspectRatio: `${video.width} / ${video.height}` }}>
        {frame}
      </div>
      <figcaption lang={lang}>
        <strong>{title}</strong>
        {description && (
          <>
            <br />
            {description}
          </>
        )}
      </figcaption>
    </figure>
  );
}

export { videosUrl } from '@aec/contracts';

/**
 * The videos of one page, read as every section reads (on the server into the page). Nothing is drawn
 * while there are none, unless `empty` says what to show then (the resources page says so).
 */
export function VideoList({ url, empty = null }: { url: string; empty?: ReactNode }) {
  const videos = useResource<VideoListResponse>(url);
  if (videos.status === 'loading') return <LoadingState />;
  if (videos.status === 'failed') return <ErrorState message={videos.error} onRetry={videos.retry} />;
  if (videos.data.videos.length === 0) return <>{empty}</>;
  return (
    <ul className="video-grid">
      {videos.data.videos.map((video) => (
        <li key={video.id}>
          <VideoPlayer video={video} />
        </li>
      ))}
    </ul>
  );
}
