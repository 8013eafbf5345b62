import { useT } from '../i18n/catalogue';
import { UI_NAMESPACE } from '../messages/catalogue';
import { useEffect, useRef, useState } from 'react';
import type { GalleryImage } from './gallery-image';
import { LiteImage } from '../render/lite';
import { Lightbox } from './lightbox';
import './gallery.css';

interface GalleryProps {
  images: GalleryImage[];
  /** Names the gallery for assistive technology, e.g. 'Hostel 3 photographs'. */
  label: string;
  /** How wide a thumbnail is drawn, for browsers choosing from srcSet. */
  thumbSizes?: string;
}

/**
 * A grid of lazily loaded thumbnails; each opens the picture larger in a keyboard-operable lightbox.
 * Closing it puts focus back on the thumbnail of the picture last shown, so keyboard users keep their place.
 */
export function Gallery({ images, label, thumbSizes = '(min-width: 860px) 300px, 50vw' }: GalleryProps) {
  const t = useT(UI_NAMESPACE);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const thumbRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const returnFocusTo = useRef<number | null>(null);

  useEffect(() => {
    if (openIndex !== null || returnFocusTo.current === null) return;
    thumbRefs.current[returnFocusTo.current]?.focus();
    returnFocusTo.current = null;
  }, [openIndex]);

  const close = () => {
    returnFocusTo.current = openIndex;
    setOpenIndex(null);
  };

  return (
    <>
      <ul className="gallery" aria-label={label}>
        {images.map((image, i) => (
          <li key={image.src + i} className="gallery__item">
            <figure className="gallery__figure">
              {/* A lite page draws a "Show image" button first; the thumbnail and its button come once tapped. */}
              <LiteImage
                src={image.thumbSrc ?? image.src}
                srcSet={image.thumbSrc ? undefined : image.srcSet}
                sizes={image.srcSet && !image.thumbSrc ? thumbSizes : undefined}
                alt={image.alt}
                width={image.width}
                height={image.height}
                loading="lazy"
                decoding="async"
                frame={(img) => (
                  <button
                    ref={(el) => {
                      thumbRefs.current[i] = el;
                    }}
                    type="button"
                    className="gallery__thumb"
                    onClick={() => setOpenIndex(i)}
                    aria-haspopup="dialog"
                  >
                    <span className="visually-hidden">{t('gallery.openLarger')}</span>
                    {img}
                  </button>
                )}
              />
              {image.caption && <figcaption className="gallery__caption">{image.caption}</figcaption>}
            </figure>
          </li>
        ))}
      </ul>
      <Lightbox images={images} index={openIndex} label={label} onMove={setOpenIndex} onClose={close} />
    </>
  );
}
