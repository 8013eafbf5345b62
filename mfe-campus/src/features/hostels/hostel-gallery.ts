import type { GalleryImage } from '@aec/ui';
import { captioned } from '../../data/campus-images';
import type { Hostel } from '../../data/hostels';

/** A hostel's pictures: its gallery page, and the first one as the preview of its pages. */
export function hostelGallery(hostel: Hostel): GalleryImage[] {
  const name = hostel.hostelno;
  return [
    captioned('hostelBlock', `${name}, the main block`),
    captioned('diningHall', `The ${name} mess at lunch`),
    captioned('readingRoom', `${name} reading room`),
    captioned('wallMagazine', `${hostel.wallMagazine.name}, the ${name} wall magazine`),
    captioned('playground', `Evening football near ${name}`),
    captioned('campusHills', 'The view towards the hills from the hostel area'),
  ];
}
