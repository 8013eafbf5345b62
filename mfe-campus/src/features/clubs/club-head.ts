import type { Breadcrumb, GalleryImage } from '@aec/ui';
import { clubPages, type Club } from '../../data/clubs';
import { clubGallery } from './club-gallery';

export type ClubPagePath = (typeof clubPages)[number]['path'];

export const CLUBS_CRUMB: Breadcrumb = { name: 'Clubs', path: '/club' };

/**
 * Home / Clubs / Coding Club / Team, and the club's first picture as the page preview. Crumbs use the
 * club's own code (club.link), whatever case the visitor typed: one address per page.
 */
export function clubHead(club: Club, page: ClubPagePath): { breadcrumbs: Breadcrumb[]; image?: GalleryImage } {
  const label = clubPages.find((p) => p.path === page)?.label ?? page;
  return {
    breadcrumbs: [
      { name: 'Home', path: '/' },
      CLUBS_CRUMB,
      { name: club.name, path: club.link },
      { name: label, path: `/club/${club.code}/${page}` },
    ],
    image: clubGallery(club)[0],
  };
}
