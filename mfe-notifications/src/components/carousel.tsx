import { useCallback, useEffect, useState, type ReactNode } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { useDateFormats, useT } from '@aec/ui';
import { NAMESPACE } from '../messages/catalogue';
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion';

export interface CarouselSlide {
  key: string | number;
  content: ReactNode;
}

interface CarouselProps {
  /** Names the carousel for screen readers, e.g. 'College news'. */
  label: string;
  slides: CarouselSlide[];
  /** Time each slide stays before the next one slides in. */
  intervalMs?: number;
  className?: string;
}

/**
 * One slide at a time, looping, moving on by itself (Embla). Motion can always be stopped: a
 * visible Pause button, a hold while the pointer or keyboard focus is on a slide, and no autoplay
 * at all under prefers-reduced-motion. Embla's duration is a physics constant, not milliseconds;
 * 25 settles a slide in about half a second (docs/product/figures.md: 500 ms).
 */
export function Carousel({ label, slides, intervalMs = 6000, className = '' }: CarouselProps) {
  const t = useT(NAMESPACE);
  const formats = useDateFormats();
  const reducedMotion = usePrefersReducedMotion();
  const [viewportRef, embla] = useEmblaCarousel({ loop: slides.length > 1, duration: 25 });
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const playing = !paused && !held && !reducedMotion && slides.length > 1;

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  useEffect(() => {
    if (!embla || !playing) return;
    const timer = window.setInterval(() => embla.scrollNext(), intervalMs);
    return () => window.clearInterval(timer);
  }, [embla, playing, intervalMs]);

  const previous = useCallback(() => embla?.scrollPrev(reducedMotion), [embla, reducedMotion]);
  const next = useCallback(() => embla?.scrollNext(reducedMotion), [embla, reducedMotion]);

  return (
    <section className={`nt-carousel ${className}`} aria-roledescription="carousel" aria-label={label}>
      {/* Held still while someone reads or tabs through a slide; the controls do not hold it, so Play plays. */}
      <div
        className="nt-carousel__viewport"
        ref={viewportRef}
        onPointerEnter={() => setHeld(true)}
        onPointerLeave={() => setHeld(false)}
        onFocus={() => setHeld(true)}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHeld(false);
        }}
      >
        <div className="nt-carousel__track" aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, i) => (
            <div
              key={slide.key}
              className="nt-carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t('carousel.slide', { n: formats.number(i + 1), total: formats.number(slides.length) })}
              aria-hidden={i !== selected}
              inert={i !== selected}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 && (
        <div className="nt-carousel__controls">
          <button type="button" className="nt-carousel__button" onClick={previous} aria-label={t('carousel.previous')}>
            <span aria-hidden="true">‹</span>
          </button>
          <span className="nt-carousel__count" aria-hidden="true">
            {formats.number(selected + 1)} / {formats.number(slides.length)}
          </span>
          <button type="button" className="nt-carousel__button" onClick={next} aria-label={t('carousel.next')}>
            <span aria-hidden="true">›</span>
          </button>
          {!reducedMotion && (
            <button type="button" className="nt-carousel__button nt-carousel__button--wide" onClick={() => setPaused((p) => !p)}>
              {paused ? t('carousel.play') : t('carousel.pause')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
