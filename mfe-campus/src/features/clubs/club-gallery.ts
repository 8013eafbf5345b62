import type { GalleryImage } from '@aec/ui';
import { captioned, type CampusScene } from '../../data/campus-images';
import type { Club } from '../../data/clubs';
import type { CampusT } from '../../messages/catalogue';

/** Which sample illustrations suit which club; every club also gets a campus view. */
const scenesByClub: Record<string, [CampusScene, CampusScene]> = {
  EDC: ['computerLab', 'wallMagazine'],
  SOVIC: ['campusHills', 'roboticsBench'],
  CODING: ['computerLab', 'serverRoom'],
  QUIZ: ['readingRoom', 'wallMagazine'],
  ROBOT: ['roboticsBench', 'computerLab'],
  BIHU: ['bihuStage', 'musicNight'],
  MUSIC: ['musicNight', 'bihuStage'],
  ART: ['wallMagazine', 'campusHills'],
  BEAT: ['bihuStage', 'musicNight'],
  LITERARY: ['readingRoom', 'wallMagazine'],
  FLASH: ['campusHills', 'bihuStage'],
  MUKHAA: ['musicNight', 'wallMagazine'],
  ENERGY: ['serverRoom', 'roboticsBench'],
  RIDER: ['campusHills', 'playground'],
};

export function clubGallery(t: CampusT, club: Club): GalleryImage[] {
  const name = t(`clubs.names.${club.code}`);
  const [work, event] = scenesByClub[club.code] ?? ['campusHills', 'playground'];
  return [
    captioned(t, work, t('clubs.gallery.work', { club: name })),
    captioned(t, event, t('clubs.gallery.event', { club: name })),
    captioned(t, 'playground', t('clubs.gallery.fair', { club: name })),
  ];
}
