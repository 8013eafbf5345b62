import type { GalleryImage } from '@aec/ui';
import { captioned } from '../../data/campus-images';
import type { CampusT } from '../../messages/catalogue';

/** A hostel's pictures: its gallery page, and the first one as the preview of its pages. */
export function hostelGallery({ t, name, magazine }: { t: CampusT; name: string; magazine: string }): GalleryImage[] {
  const hostel = name;
  return [
    captioned(t, 'hostelBlock', t('hostels.gallery.block', { hostel })),
    captioned(t, 'diningHall', t('hostels.gallery.mess', { hostel })),
    captioned(t, 'readingRoom', t('hostels.gallery.readingRoom', { hostel })),
    captioned(t, 'wallMagazine', t('hostels.gallery.magazine', { hostel, magazine })),
    captioned(t, 'playground', t('hostels.gallery.football', { hostel })),
    captioned(t, 'campusHills', t('hostels.gallery.hills')),
  ];
}
