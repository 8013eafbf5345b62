import { Gallery } from '@aec/ui';
import { captioned } from '../../../data/campus-images';
import { CampusPageHeader } from '../../../head/campus-page-header';
import { cccBreadcrumbs } from '../ccc-data';

const images = [
  captioned('computerLab', 'A programming class in the first laboratory'),
  captioned('serverRoom', 'The server room'),
  captioned('readingRoom', 'The digital library corner the centre maintains'),
  captioned('roboticsBench', 'A microcontroller workshop in the seminar room'),
];

export function CccGalleryPage() {
  return (
    <>
      <CampusPageHeader
        title="Central Computing Centre: Gallery"
        lead="The laboratories and the server room. Select a picture to see it larger."
        description="Pictures of the Central Computing Centre of Assam Engineering College: its programming laboratories, the server room and its workshops."
        breadcrumbs={cccBreadcrumbs({ name: 'Gallery', path: '/ccc/gallery' })}
        image={images[0]}
      />
      <Gallery images={images} label="Central Computing Centre gallery" />
    </>
  );
}
