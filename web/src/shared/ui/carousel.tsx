import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type TouchEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n/sections';
import './carousel.css';

/** A swipe shorter than this is a tap or a wobble, not a request for the next slide (the seed's rule). */
export const SWIPE_THRESHOLD_PX = 40;

/** How long each slide shows before the next while nobody is touching the carousel. */
export const AUTOPLAY_MS = 5000;

export interface CarouselSlide {
  id: string;
  /** What a screen reader hears for the slide, e.g. its title. */
  label: string;
  content: ReactNode;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Slides one at a time: swipe (over 40 px), dots, the arrow keys. It moves on by itself every
 * five seconds until the person touches, taps, focuses or presses pause; from then on it waits
 * for them. Slides out of view are inert, so a keyboard never lands on a hidden link.
 */
export function Carousel({ slides, label }: { slides: CarouselSlide[]; label: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(prefersReducedMotion);
  const [hovered, setHovered] = useState(false);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const id = useId();
  const count = slides.length;
  const current = count > 0 ? Math.min(index, count - 1) : 0;

  const goTo = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  const playing = count > 1 && !stopped && !hovered;
  useEffect(() => {
    if (!playing) return undefined;
    const timer = setTimeout(() => goTo(current + 1), AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [playing, current, goTo]);

  if (count === 0) return null;

  const interact = () => setStopped(true);

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
    interact();
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    touchStart.current = null;
    const touch = event.changedTouches[0];
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    // Mostly vertical movement is someone scrolling the page past the carousel.
    if (Math.abs(dx) <= SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(dy)) return;
    goTo(dx < 0 ? current + 1 : current - 1);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') {
      interact();
      goTo(current + 1);
    } else if (event.key === 'ArrowLeft') {
      interact();
      goTo(current - 1);
    }
  };

  return (
    // The arrow keys move between slides, as the carousel pattern of the ARIA practices asks.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      onFocus={interact}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <div
        className="carousel__viewport"
        id={`${id}-slides`}
        aria-live={playing ? 'off' : 'polite'}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        onTouchCancel={() => (touchStart.current = null)}
      >
        <div className="carousel__track" style={{ transform: `translateX(${-100 * current}%)` }}>
          {slides.map((slide, i) => (
            <div
              key={slide.id}
              className="carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t('carousel.slideLabel', { number: i + 1, count, label: slide.label })}
              aria-hidden={i !== current}
              inert={i !== current}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className="carousel__controls">
          <button
            type="button"
            className="carousel__pause"
            aria-controls={`${id}-slides`}
            onClick={() => setStopped((s) => !s)}
            aria-label={stopped ? t('carousel.play') : t('carousel.pause')}
          >
            <span aria-hidden="true" className={stopped ? 'carousel__play-icon' : 'carousel__pause-icon'} />
          </button>
          <div className="carousel__dots">
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                className="carousel__dot"
                aria-controls={`${id}-slides`}
                aria-current={i === current ? 'true' : undefined}
                aria-label={t('carousel.showSlide', { number: i + 1, count, label: slide.label })}
                onClick={() => {
                  interact();
                  goTo(i);
                }}
              >
                <span className="carousel__dot-mark" aria-hidden="true" />
              </button>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
