import { Gallery, PageHeader } from '@aec/ui';
import { captioned } from '../../../data/campus-images';

const images = [
  captioned('computerLab', 'A programming class in the first laboratory'),
  captioned('serverRoom', 'The server room'),
  captioned('readingRoom', 'The digital library corner the centre maintains'),
  captioned('roboticsBench', 'A microcontroller workshop in the seminar room'),
];

export function CccGalleryPage() {
  return (
    <>
      <PageHeader title="Central Computing Centre: Gallery" lead="The laboratories and the server room. Select a picture to see it larger." />
      <Gallery images={images} label="Central Computing Centre gallery" />
    </>
  );
}
