import { Gallery, PageHeader } from '@aec/ui';
import { captioned } from '../../../data/campus-images';
import type { Hostel } from '../../../data/hostels';

export function HostelGalleryPage({ hostel }: { hostel: Hostel }) {
  const name = hostel.hostelno;
  const images = [
    captioned('hostelBlock', `${name}, the main block`),
    captioned('diningHall', `The ${name} mess at lunch`),
    captioned('readingRoom', `${name} reading room`),
    captioned('wallMagazine', `${hostel.wallMagazine.name}, the ${name} wall magazine`),
    captioned('playground', `Evening football near ${name}`),
    captioned('campusHills', 'The view towards the hills from the hostel area'),
  ];
  return (
    <>
      <PageHeader title={`${name}: Gallery`} lead={`Life in ${name}. Select a picture to see it larger.`} />
      <Gallery images={images} label={`${name} gallery`} />
    </>
  );
}
