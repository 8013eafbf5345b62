import type { Breadcrumb, GalleryImage } from '@aec/ui';
import type { Club, clubPages } from '../../data/clubs';
import { useCampusT } from '../../messages/catalogue';
import { clubGallery } from './club-gallery';

export type ClubPagePath = (typeof clubPages)[number];

/** A club's words in the page's language: its name and tagline. */
export function useClubWords(club: Club) {
  const t = useCampusT();
  return { t, name: t(`clubs.names.${club.code}`), tag: t(`clubs.tags.${club.code}`) };
}

/**
 * Home / Clubs / Coding Club / Team, the page's title and the club's first picture as the page preview.
 * Crumbs use the club's own code (club.link), whatever case the visitor typed: one address per page.
 */
export function useClubHead(club: Club, page: ClubPagePath): { title: string; breadcrumbs: Breadcrumb[]; image?: GalleryImage; canonicalPath: string } {
  const { t, name } = useClubWords(club);
  const label = t(`clubs.pages.${page}`);
  return {
    title: t('common.pageTitle', { name, page: label }),
    breadcrumbs: [
      { name: t('common.home'), path: '/' },
      { name: t('clubs.crumb'), path: '/club' },
      { name, path: club.link },
      { name: label, path: `/club/${club.code}/${page}` },
    ],
    image: clubGallery(t, club)[0],
    // The visitor may type the code in any case; the page has one address, in the club's own.
    canonicalPath: `/club/${club.code}/${page}`,
  };
}
