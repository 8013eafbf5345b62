import { LiteImage } from '@aec/ui';
import { officeGallery } from '../../../data/gallery';
import { useOfficeT } from '../../../messages/hooks';

/** /office/gallery: photographs of the campus and college events. */
export function PhotoGalleryPage() {
  const t = useOfficeT();
  return (
    <div>
      <p className="prose muted">{t('gallery.note')}</p>
      <ul className="gallery">
        {officeGallery.map((photo) => (
          <li key={photo.src}>
            <figure className="gallery__item">
              <LiteImage src={photo.src} alt={t(photo.alt)} width={640} height={400} loading="lazy" decoding="async" />
              <figcaption>{t(photo.caption)}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </div>
  );
}
