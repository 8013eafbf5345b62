import { useState } from 'react';
import type { CollegeVideo } from '../../data/resources';

/**
 * A video as a light poster first: the YouTube player (about 1 MB) is loaded only when the visitor
 * asks to play it, which matters on a phone on a weak network.
 */
export function VideoEmbed({ video }: { video: CollegeVideo }) {
  const [playing, setPlaying] = useState(false);
  return (
    <figure className="video">
      <div className="video__frame">
        {playing && video.youtubeId ? (
          <iframe
            src={`https://www.youtube-nocookie.com/embed/${video.youtubeId}?autoplay=1`}
            title={video.title}
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
            loading="lazy"
          />
        ) : video.youtubeId ? (
          <button type="button" className="video__play" onClick={() => setPlaying(true)}>
            <span aria-hidden="true" className="video__play-icon" />
            Play: {video.title} ({video.minutes} minutes)
          </button>
        ) : (
          <p className="video__pending">This film will be published here by the college (sample).</p>
        )}
      </div>
      <figcaption>
        <strong>{video.title}</strong> · {video.minutes} min
        <br />
        {video.description}
      </figcaption>
    </figure>
  );
}
