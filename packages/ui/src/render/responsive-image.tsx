import type { ImgHTMLAttributes, Ref } from 'react';
import type { ImageVariant } from '@aec/contracts';
import { LiteImage } from './lite';

type ImgProps = ImgHTMLAttributes<HTMLImageElement> & { ref?: Ref<HTMLImageElement> };

export interface ResponsiveImageProps extends Omit<ImgProps, 'srcSet' | 'sizes'> {
  /** The photo's variants, narrowest first (the API's FileRef.variants); without them the plain src is drawn. */
  variants?: ImageVariant[];
  /** How wide the image is drawn, for the browser to pick a variant (e.g. "(min-width: 1040px) 320px, 100vw"). */
  sizes: string;
}

const srcSetOf = (variants: ImageVariant[], format: 'webp' | 'jpeg') => variants.map((v) => `${v[format]} ${v.width}w`).join(', ');

/**
 * An uploaded photo as a <picture>: WebP variants for the browsers that take them, JPEG otherwise, the
 * browser choosing the width by `sizes`; width and height are the photo's own proportions, so the page
 * does not move when it arrives. A lite page still shows nothing until it is asked for (LiteImage).
 */
export function ResponsiveImage({ variants, sizes, width, height, src, ...img }: ResponsiveImageProps) {
  if (!variants?.length) return <LiteImage src={src} width={width} height={height} {...img} />;
  // The fallback src: the variant nearest 960 px, what a browser without srcset (or a crawler) gets.
  const fallback = variants.find((v) => v.width >= 960) ?? variants[variants.length - 1]!;
  return (
    <picture>
      <source type="image/webp" srcSet={srcSetOf(variants, 'webp')} sizes={sizes} />
      <LiteImage src={fallback.jpeg} srcSet={srcSetOf(variants, 'jpeg')} sizes={sizes} width={fallback.width} height={fallback.height} {...img} />
    </picture>
  );
}
