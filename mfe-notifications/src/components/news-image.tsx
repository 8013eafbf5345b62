import { useEffect, useRef, useState } from 'react';
import type { ImageVariant } from '@aec/contracts';
import { ResponsiveImage, useT } from '@aec/ui';
import { NAMESPACE } from '../messages/catalogue';

interface NewsImageProps {
  src: string | undefined;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** Above the fold (the first carousel slide): load at once instead of lazily. */
  eager?: boolean;
  /**
   * The page's largest paint (one image a page, never more): loaded at once and asked for at high priority,
   * ahead of the page's other files; first-screen.js also starts the app only once it is painted.
   */
  priority?: boolean;
  /** The photo's WebP/JPEG widths (the API's FileRef.variants); the browser picks one by sizes. */
  variants?: ImageVariant[];
  /** How wide the image is drawn at each screen width. */
  sizes?: string;
}

/**
 * The college mark, drawn inline: shown when a news item has no image or its image fails. The mark's
 * lettering is the college's English wordmark in every language; its name is read in the page's.
 */
function CollegeMarkFallback({ width, height, className }: Pick<NewsImageProps, 'width' | 'height' | 'className'>) {
  const t = useT(NAMESPACE);
  return (
    <svg className={`nt-image-fallback ${className ?? ''}`} viewBox="0 0 160 90" width={width} height={height} role="img" aria-label={t('common.siteName')}>
      <rect width="160" height="90" fill="#7b1e2b" />
      <circle cx="80" cy="38" r="22" fill="none" stroke="#f2b632" strokeWidth="3" />
      <text x="80" y="45" textAnchor="middle" fontSize="18" fontWeight="700" fill="#fff" fontFamily="system-ui, sans-serif">
        AEC
      </text>
      <text x="80" y="78" textAnchor="middle" fontSize="8.5" fill="#fff" fontFamily="system-ui, sans-serif">
        ASSAM ENGINEERING COLLEGE
      </text>
    </svg>
  );
}

/** A news photo from the API's URL (never base64), its variants by srcset, sized and lazy; the college mark when missing or broken. */
export function NewsImage({ src, alt, width, height, className, eager = false, priority = false, variants, sizes = '100vw' }: NewsImageProps) {
  const [broken, setBroken] = useState<string | null>(null);
  const image = useRef<HTMLImageElement>(null);
  // A server-rendered image may have failed before React was there to hear it: look once it is.
  useEffect(() => {
    const img = image.current;
    if (src && img?.complete && img.naturalWidth === 0) setBroken(src);
  }, [src]);
  if (!src || broken === src) return <CollegeMarkFallback width={width} height={height} className={className} />;
  return (
    <ResponsiveImage
      ref={image}
      className={className}
      src={src}
      variants={variants}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setBroken(src)}
    />
  );
}
