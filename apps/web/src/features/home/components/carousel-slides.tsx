import { Carousel } from 'antd';
import { LIMITS } from '@vsqx/domain';
import { SLIDE_STYLE, SLIDES } from './slides';

/** The slides themselves; loaded lazily by HomeCarousel. */
export default function CarouselSlides() {
  return (
    <Carousel autoplay autoplaySpeed={LIMITS.carouselIntervalMs}>
      {SLIDES.map((src, i) => (
        <div key={src}>
          <img src={src} alt={`slide ${i + 1}`} style={SLIDE_STYLE} />
        </div>
      ))}
    </Carousel>
  );
}
