import type { GalleryImage } from '@aec/ui';
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
 */
const scene = (src: string, alt: string): GalleryImage => ({ src, alt, width: 960, height: 640 });

export const campusScenes = {
  hostelBlock: scene(hostelBlock, 'Illustration: a three-storey hostel building with a red roof, green hills behind it'),
  diningHall: scene(diningHall, 'Illustration: a dining hall with a long table set with plates under hanging lamps'),
  readingRoom: scene(readingRoom, 'Illustration: tall shelves of coloured books behind a reading table with a lamp'),
  computerLab: scene(computerLab, 'Illustration: a row of computer monitors on a long desk, two students working'),
  bihuStage: scene(bihuStage, 'Illustration: three Bihu dancers on a stage with a dhol drum in front'),
  playground: scene(playground, 'Illustration: students playing football on a green field with floodlights'),
  roboticsBench: scene(roboticsBench, 'Illustration: a small yellow rover and a robot arm on a workbench'),
  campusHills: scene(campusHills, 'Illustration: a pond among trees with forested hills at sunset'),
  wallMagazine: scene(wallMagazine, 'Illustration: handwritten pages pinned to a wooden notice board'),
  serverRoom: scene(serverRoom, 'Illustration: racks of network equipment with green status lights'),
  musicNight: scene(musicNight, 'Illustration: two musicians with a guitar and a microphone on a lit stage'),
} satisfies Record<string, GalleryImage>;

export type CampusScene = keyof typeof campusScenes;

/** A gallery picture with a caption of its own; every caption says the picture is a sample. */
export const captioned = (key: CampusScene, caption: string): GalleryImage => ({
  ...campusScenes[key],
  caption: `${caption} (sample illustration)`,
});
