import { Gallery } from '@aec/ui';
import { captioned, type CampusScene } from '../../../data/campus-images';
import { CampusPageHeader } from '../../../head/campus-page-header';
import { useCampusT } from '../../../messages/catalogue';
import { useCccBreadcrumbs } from '../ccc-words';

/** The centre's pictures (captions ccc.gallery.<scene>). */
const SCENES: CampusScene[] = ['computerLab', 'serverRoom', 'readingRoom', 'roboticsBench'];

export function CccGalleryPage() {
  const t = useCampusT();
  const images = SCENES.map((scene) => captioned(t, scene, t(`ccc.gallery.${scene}`)));
  return (
    <>
      <CampusPageHeader
        title={t('ccc.gallery.title')}
        lead={t('ccc.gallery.lead')}
        description={t('ccc.gallery.description')}
        breadcrumbs={useCccBreadcrumbs({ name: t('common.gallery'), path: '/ccc/gallery' })}
        image={images[0]}
      />
      <Gallery images={images} label={t('common.galleryLabel', { name: t('ccc.name') })} />
    </>
  );
}
