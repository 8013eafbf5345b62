import { useT } from '../i18n/catalogue';
import { UI_NAMESPACE } from '../messages/catalogue';
import { useId, type KeyboardEvent, type MouseEvent } from 'react';
import { useDialog } from '../dialog/use-dialog';
import type { GalleryImage } from './gallery-image';

interface LightboxProps {
  images: GalleryImage[];
  /** Index of the picture shown; null while closed. */
  index: number | null;
  label: string;
  onMove: (index: number) => void;
  onClose: () => void;
}

/**
 * The larger view of a gallery picture, in a native modal <dialog>: the rest of the page is inert
 * while it is open, so focus cannot wander behind it. Arrow keys move, Home/End jump, Escape closes.
 * The kit's useDialog opens and closes it (Escape and the browser's own close reach onClose); the
 * gallery then puts focus on the thumbnail of the picture last shown.
 */
export function Lightbox({ images, index, label, onMove, onClose }: LightboxProps) {
  const t = useT(UI_NAMESPACE);
  const captionId = useId();
  const dialog = useDialog({ open: index !== null, onCancel: onClose });

  const count = images.length;
  const move = (to: number) => onMove((to + count) % count);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (index === null) return;
    const keys: Record<string, () => void> = {
      ArrowRight: () => move(index + 1),
      ArrowLeft: () => move(index - 1),
      Home: () => move(0),
      End: () => move(count - 1),
      Escape: onClose,
    };
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  // A click on the dimmed backdrop lands on the <dialog> itself, not on its content.
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  const image = index === null ? undefined : images[index];
  return (
    // The dialog takes arrow keys (previous, next) and a click on its backdrop closes it; Escape and the Close button also do.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      {...dialog}
      className="lightbox"
      aria-label={label}
      aria-describedby={image?.caption ? captionId : undefined}
      onKeyDown={onKeyDown}
      onClick={onBackdropClick}
    >
      {image && index !== null && (
        <div className="lightbox__frame">
          <div className="lightbox__bar">
            <p className="lightbox__count" aria-live="polite">
              Image {index + 1} of {count}
            </p>
            <button type="button" className="lightbox__button" onClick={onClose} data-initial-focus>
              Close<span aria-hidden="true"> ×</span>
            </button>
          </div>
          <figure className="lightbox__figure">
            <img
              className="lightbox__image"
              src={image.src}
              srcSet={image.srcSet}
              sizes={image.srcSet ? '(min-width: 1040px) 1000px, 100vw' : undefined}
              alt={image.alt}
              width={image.width}
              height={image.height}
              decoding="async"
            />
            {image.caption && (
              <figcaption id={captionId} className="lightbox__caption">
                {image.caption}
              </figcaption>
            )}
          </figure>
          {count > 1 && (
            <div className="lightbox__nav">
              <button type="button" className="lightbox__button" onClick={() => move(index - 1)}>
                <span aria-hidden="true">← </span>
                {t('gallery.previous')}
                <span className="visually-hidden">{t('gallery.image')}</span>
              </button>
              <p className="lightbox__hint">{t('gallery.hint')}</p>
              <button type="button" className="lightbox__button" onClick={() => move(index + 1)}>
                {t('gallery.next')}
                <span className="visually-hidden">{t('gallery.image')}</span>
                <span aria-hidden="true"> →</span>
              </button>
            </div>
          )}
        </div>
      )}
    </dialog>
  );
}
