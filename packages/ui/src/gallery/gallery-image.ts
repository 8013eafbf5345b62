/** One picture of a gallery. Width and height are the intrinsic size: they reserve space before the file arrives. */
export interface GalleryImage {
  src: string;
  alt: string;
  width: number;
  height: number;
  caption?: string;
  /** Photos in several widths ('a.480.webp 480w, a.960.webp 960w'); a single SVG needs none. */
  srcSet?: string;
  /** A smaller file for the grid, when there is one. */
  thumbSrc?: string;
}
