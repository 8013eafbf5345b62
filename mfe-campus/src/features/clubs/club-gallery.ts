import type { GalleryImage } from '@aec/ui';
import { captioned, type CampusScene } from '../../data/campus-images';
import type { Club } from '../../data/clubs';

/** Which sample illustrations suit which club; every club also gets a campus view. */
const scenesByClub: Record<string, CampusScene[]> = {
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

export function clubGallery(club: Club): GalleryImage[] {
  const scenes = scenesByClub[club.code] ?? [];
  const fromActivities = scenes.map((scene, i) => captioned(scene, `${club.name}: ${club.activities[i % club.activities.length]?.title ?? club.tag}`));
  return [...fromActivities, captioned('playground', `${club.name} members at the freshers’ club fair`)];
}
