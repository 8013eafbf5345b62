import adminBuilding from '../assets/gallery/admin-building.svg';
import bihuFestival from '../assets/gallery/bihu-festival.svg';
import campusLake from '../assets/gallery/campus-lake.svg';
import convocation from '../assets/gallery/convocation.svg';
import library from '../assets/gallery/library.svg';
import sportsDay from '../assets/gallery/sports-day.svg';

export interface GalleryPhoto {
  src: string;
  /** Catalogue keys: what the picture shows, for people who cannot see it, and its caption. */
  alt: string;
  caption: string;
}

/** The office's photo gallery. Drawings stand in for the college's photographs (sample). */
export const officeGallery: GalleryPhoto[] = [
  { src: adminBuilding, alt: 'gallery.photos.adminBuilding.alt', caption: 'gallery.photos.adminBuilding.caption' },
  { src: convocation, alt: 'gallery.photos.convocation.alt', caption: 'gallery.photos.convocation.caption' },
  { src: library, alt: 'gallery.photos.library.alt', caption: 'gallery.photos.library.caption' },
  { src: campusLake, alt: 'gallery.photos.campusLake.alt', caption: 'gallery.photos.campusLake.caption' },
  { src: sportsDay, alt: 'gallery.photos.sportsDay.alt', caption: 'gallery.photos.sportsDay.caption' },
  { src: bihuFestival, alt: 'gallery.photos.bihuFestival.alt', caption: 'gallery.photos.bihuFestival.caption' },
];
