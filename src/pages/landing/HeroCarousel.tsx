import { cn } from '@ui/cn';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import { landingContent } from './landingContent';
import { savePlanSelected } from './planSelection';

// The home carousel advances every 10 seconds with a 500 ms transition. It stays
// still for visitors who ask for reduced motion, while the pointer or focus is on it, and when
// paused with its button (WCAG 2.2.2).
export const carouselInterval = 10_000;
// The slides' opacity transition (Tailwind's `duration-500` on each slide).
export const carouselTransition = 500;

// Where each slide's button leads: the first to registration with the free plan chosen (as its
// plan button in Precios would), the others to their section.
const targets = ['/register', '#herramientas', '#precios'];

const slides = landingContent.slides;

export function HeroCarousel() {
  const [, navigate] = useLocation();
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const running = !paused && !hovered && !reducedMotion;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(
      () => setCurrent((index) => (index + 1) % slides.length),
      carouselInterval,
    );
    return () => window.clearInterval(timer);
  }, [running]);

  const go = (index: number) => setCurrent((index + slides.length) % slides.length);
  return (
    <section
      aria-roledescription="carrusel"
      aria-label={landingContent.carouselLabel}
      className="relative overflow-hidden"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      {/* Slides share one grid cell, so the block is as tall as the tallest slide. */}
      <div className="grid" aria-live={running ? 'off' : 'polite'}>
        {slides.map((slide, index) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names slides as groups.
          <div
            key={slide.title}
            role="group"
            aria-roledescription="diapositiva"
            aria-label={landingContent.slideLabel(index + 1, slides.length)}
            aria-hidden={index !== current}
            inert={index !== current}
            className={cn(
              'col-start-1 row-start-1 grid content-start gap-5 transition-opacity duration-500 ease-in-out',
              index === current ? 'opacity-100' : 'pointer-events-none opacity-0',
            )}
          >
            <h1 className="max-w-3xl text-4xl font-bold leading-tight tracking-tight sm:text-5xl">
              {slide.title}
            </h1>
            <p className="max-w-2xl text-lg text-muted-foreground">{slide.text}</p>
            <div>
              <a
                href={targets[index]}
                onClick={(event) => {
                  if (index !== 0) return;
                  event.preventDefault();
                  savePlanSelected('explorador');
                  navigate('/register');
                }}
                className="inline-flex h-12 items-center rounded-md bg-accent px-6 font-medium text-accent-foreground hover:bg-accent/90"
              >
                {slide.cta}
              </a>
            </div>
          </div>
        ))}
      </div>
      <div className="mt-6 flex items-center gap-2">
        <button
          type="button"
          className="rounded-full p-2 hover:bg-muted"
          onClick={() => go(current - 1)}
          aria-label={landingContent.previous}
        >
          <ChevronLeft className="size-5" />
        </button>
        {slides.map((slide, index) => (
          <button
            key={slide.title}
            type="button"
            onClick={() => go(index)}
            aria-label={landingContent.slideLabel(index + 1, slides.length)}
            aria-current={index === current}
            className={cn(
              'h-2.5 rounded-full transition-all',
              index === current ? 'w-8 bg-primary' : 'w-2.5 bg-input',
            )}
          />
        ))}
        <button
          type="button"
          className="rounded-full p-2 hover:bg-muted"
          onClick={() => go(current + 1)}
          aria-label={landingContent.next}
        >
          <ChevronRight className="size-5" />
        </button>
        <button
          type="button"
          className="ml-2 rounded-full p-2 hover:bg-muted"
          onClick={() => setPaused((value) => !value)}
          aria-label={paused ? landingContent.play : landingContent.pause}
        >
          {paused ? <Play className="size-4" /> : <Pause className="size-4" />}
        </button>
      </div>
    </section>
  );
}

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void): () => void {
  const media = window.matchMedia?.(reducedMotionQuery);
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
}

// A page prerendered at build time moves (the carousel starts after hydration in any case).
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => window.matchMedia?.(reducedMotionQuery).matches ?? false,
    () => false,
  );
}
