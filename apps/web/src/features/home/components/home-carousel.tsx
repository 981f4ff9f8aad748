import { lazy, Suspense } from 'react';
import { SLIDE_STYLE, SLIDES } from './slides';

/** antd's Carousel (react-slick, ~12 KB gzip) loads beside the page, not before it. */
const CarouselSlides = lazy(() => import('./carousel-slides'));

/**
 * Three images advancing every 5000 ms (spec §2 "Home"). Until the carousel code is there, the first slide
 * is shown as a plain image in the same place and size, so the page's largest image paints at once.
 */
export function HomeCarousel() {
  return (
    <div data-testid="home-carousel" style={{ borderRadius: 8, overflow: 'hidden' }}>
      <Suspense fallback={<img src={SLIDES[0]} alt="slide 1" style={SLIDE_STYLE} />}>
        <CarouselSlides />
      </Suspense>
    </div>
  );
}
