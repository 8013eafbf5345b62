import { officeGallery } from '../../../data/gallery';

/** /office/gallery: photographs of the campus and college events. */
export function PhotoGalleryPage() {
  return (
    <div>
      <p className="prose muted">The pictures below are drawings standing in for the college’s photographs (sample).</p>
      <ul className="gallery">
        {officeGallery.map((photo) => (
          <li key={photo.src}>
            <figure className="gallery__item">
              <img src={photo.src} alt={photo.alt} width={640} height={400} loading="lazy" decoding="async" />
              <figcaption>{photo.caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </div>
  );
}
