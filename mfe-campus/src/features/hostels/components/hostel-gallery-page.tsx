import { Gallery } from '@aec/ui';
import { CampusPageHeader } from '../../../head/campus-page-header';
import type { Hostel } from '../../../data/hostels';
import { hostelGallery } from '../hostel-gallery';
import { hostelHead } from '../hostel-head';

export function HostelGalleryPage({ hostel }: { hostel: Hostel }) {
  const name = hostel.hostelno;
  const images = hostelGallery(hostel);
  return (
    <>
      <CampusPageHeader
        title={`${name}: Gallery`}
        lead={`Life in ${name}. Select a picture to see it larger.`}
        description={`Pictures of life in ${name}, Assam Engineering College: the hostel block, the mess, the reading room, the wall magazine ${hostel.wallMagazine.name} and the playing field.`}
        {...hostelHead(hostel, 'gallery')}
      />
      <Gallery images={images} label={`${name} gallery`} />
    </>
  );
}
