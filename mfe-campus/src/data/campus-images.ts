import type { GalleryImage } from '@aec/ui';
import type { CampusT } from '../messages/catalogue';
import bihuStage from '../assets/bihu-stage.svg';
import campusHills from '../assets/campus-hills.svg';
import computerLab from '../assets/computer-lab.svg';
import diningHall from '../assets/dining-hall.svg';
import hostelBlock from '../assets/hostel-block.svg';
import musicNight from '../assets/music-night.svg';
import playground from '../assets/playground.svg';
import readingRoom from '../assets/reading-room.svg';
import roboticsBench from '../assets/robotics-bench.svg';
import serverRoom from '../assets/server-room.svg';
import wallMagazine from '../assets/wall-magazine.svg';

/**
 * Sample illustrations (SVG, a few kB each) standing in for photographs until the college supplies
 * its own. A photograph would add a srcSet in several widths; the gallery already takes one.
 * Their alt texts are in the catalogue (images.<scene>), in the page's language.
 */
const sources = {
  hostelBlock,
  diningHall,
  readingRoom,
  computerLab,
  bihuStage,
  playground,
  roboticsBench,
  campusHills,
  wallMagazine,
  serverRoom,
  musicNight,
} satisfies Record<string, string>;

export type CampusScene = keyof typeof sources;

export const CAMPUS_SCENES = Object.keys(sources) as CampusScene[];

/** A sample illustration with its alt text in the page's language. */
export const campusScene = (t: CampusT, key: CampusScene): GalleryImage => ({ src: sources[key], alt: t(`images.${key}`), width: 960, height: 640 });

/** A gallery picture with a caption of its own; every caption says the picture is a sample. */
export const captioned = (t: CampusT, key: CampusScene, caption: string): GalleryImage => ({
  ...campusScene(t, key),
  caption: t('common.sampleIllustration', { caption }),
});
