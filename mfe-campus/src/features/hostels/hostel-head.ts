import { plainSummary, useLanguage, type Breadcrumb, type GalleryImage, useDateFormats } from '@aec/ui';
import { HOSTELS_TITLE, type Hostel, type hostelPages } from '../../data/hostels';
import { useCampusT } from '../../messages/catalogue';
import { hostelGallery } from './hostel-gallery';

export type HostelPagePath = (typeof hostelPages)[number];

/** The heading of /hostel: HOSTELS_TITLE on English pages (see its comment), the catalogue's otherwise. */
export function useHostelsTitle(): string {
  const t = useCampusT();
  return useLanguage() === 'en' ? HOSTELS_TITLE : t('hostels.landing.title');
}

/** A hostel's words in the page's language: 'Hostel 3' / '৩ নং ছাত্ৰাবাস', its tagline and wall magazine. */
export function useHostelWords(hostel: Hostel) {
  const t = useCampusT();
  const { digits } = useDateFormats();
  return {
    t,
    digits,
    name: t('hostels.name', { number: digits(hostel.id) }),
    tag: t(`hostels.tags.${hostel.id}`),
    magazine: t(`hostels.magazines.${hostel.id}`),
  };
}

/** Home / Hostels / Hostel 3 / Gallery, the page's title and the hostel's first picture as the page preview. */
export function useHostelHead(hostel: Hostel, page: HostelPagePath): { title: string; breadcrumbs: Breadcrumb[]; image?: GalleryImage } {
  const words = useHostelWords(hostel);
  const { t, name } = words;
  const label = t(`hostels.pages.${page}`);
  return {
    title: t('common.pageTitle', { name, page: label }),
    breadcrumbs: [
      { name: t('common.home'), path: '/' },
      { name: useHostelsTitle(), path: '/hostel' },
      { name, path: hostel.link },
      { name: label, path: `/hostel/${hostel.id}/${page}` },
    ],
    image: hostelGallery(words)[0],
  };
}

/** A hostel in a sentence or two, for a page description: tagline, year and size. */
export function useHostelSummary(hostel: Hostel): string {
  const { t, digits, name, tag } = useHostelWords(hostel);
  return plainSummary(t('hostels.summary', { tag, hostel: name, year: digits(hostel.establishment), capacity: digits(hostel.capacity) }));
}
