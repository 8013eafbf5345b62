import adminBuilding from '../assets/gallery/admin-building.svg';
import bihuFestival from '../assets/gallery/bihu-festival.svg';
import campusLake from '../assets/gallery/campus-lake.svg';
import convocation from '../assets/gallery/convocation.svg';
import library from '../assets/gallery/library.svg';
import sportsDay from '../assets/gallery/sports-day.svg';

export interface GalleryPhoto {
  src: string;
  /** What the picture shows, for people who cannot see it. */
  alt: string;
  caption: string;
}

/** The office's photo gallery. Drawings stand in for the college's photographs (sample). */
export const officeGallery: GalleryPhoto[] = [
  { src: adminBuilding, alt: 'Drawing of a two-storey building with a red roof and a central entrance', caption: 'Administrative building, home of the Principal’s office (sample drawing)' },
  { src: convocation, alt: 'Drawing of graduates in caps and gowns in front of a stage', caption: 'Convocation ceremony (sample drawing)' },
  { src: library, alt: 'Drawing of three tall bookshelves filled with coloured books', caption: 'Central library reading hall (sample drawing)' },
  { src: campusLake, alt: 'Drawing of a lake in front of green hills', caption: 'The lake on the campus (sample drawing)' },
  { src: sportsDay, alt: 'Drawing of runners on a red running track around a green field', caption: 'Annual sports meet (sample drawing)' },
  { src: bihuFestival, alt: 'Drawing of three dancers in traditional dress on a stage at night', caption: 'Bihu celebrations on campus (sample drawing)' },
];
