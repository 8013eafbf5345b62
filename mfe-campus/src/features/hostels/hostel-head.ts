import { plainSummary, type Breadcrumb, type GalleryImage } from '@aec/ui';
import { HOSTELS_TITLE, hostelPages, type Hostel } from '../../data/hostels';
import { hostelGallery } from './hostel-gallery';

export type HostelPagePath = (typeof hostelPages)[number]['path'];

/** Home / Hostels / Hostel 3 / Gallery, and the hostel's first picture as the page preview. */
export function hostelHead(hostel: Hostel, page: HostelPagePath): { breadcrumbs: Breadcrumb[]; image?: GalleryImage } {
  const label = hostelPages.find((p) => p.path === page)?.label ?? page;
  return {
    breadcrumbs: [
      { name: 'Home', path: '/' },
      { name: HOSTELS_TITLE, path: '/hostel' },
      { name: hostel.hostelno, path: hostel.link },
      { name: label, path: `/hostel/${hostel.id}/${page}` },
    ],
    image: hostelGallery(hostel)[0],
  };
}

/** A hostel in a sentence or two, for a page description: tagline, year, size, what makes it itself. */
export const hostelSummary = (hostel: Hostel) =>
  plainSummary(`${hostel.tag}. ${hostel.hostelno} opened in ${hostel.establishment} and has room for ${hostel.capacity} students. ${hostel.about}`);
