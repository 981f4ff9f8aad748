import { Carousel } from 'antd';
import { LIMITS } from '@vsqx/domain';
import { CAROUSEL_HEIGHT, SLIDES } from './slides';

/** The slides themselves; loaded lazily by HomeCarousel. */
export default function CarouselSlides() {
  return (
    <Carousel autoplay autoplaySpeed={LIMITS.carouselIntervalMs}>
      {SLIDES.map((src, i) => (
        <div key={src}>
          <img src={src} alt={`slide ${i + 1}`} style={{ width: '100%', height: CAROUSEL_HEIGHT, objectFit: 'cover', display: 'block' }} />
        </div>
      ))}
    </Carousel>
  );
}
