import type { ReactNode } from 'react';
import { LiteImage, type GalleryImage } from '@aec/ui';

interface MediaSectionProps {
  id: string;
  title: string;
  image: GalleryImage;
  /** Picture on the right on wide screens, to alternate sides down a page. */
  reverse?: boolean;
  children: ReactNode;
}

/** A section of text beside a picture (picture above it on a phone). */
export function MediaSection({ id, title, image, reverse = false, children }: MediaSectionProps) {
  return (
    <section className={reverse ? 'media-section media-section--reverse' : 'media-section'} aria-labelledby={`${id}-heading`}>
      <LiteImage src={image.src} alt={image.alt} width={image.width} height={image.height} loading="lazy" decoding="async" />
      <div className="media-section__text">
        <h2 id={`${id}-heading`}>{title}</h2>
        {children}
      </div>
    </section>
  );
}
