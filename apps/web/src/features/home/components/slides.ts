/** The home carousel's images (spec §2 "Home") and their display height. */
export const SLIDES = ['/carousel/slide-1.jpg', '/carousel/slide-2.jpg', '/carousel/slide-3.jpg'];
export const CAROUSEL_HEIGHT = 200;

/**
 * How a slide fills its box: the images are 4:1 with their text on the left, the box is wider than tall but
 * not that much, so the right side (the waveform) is what gets cut.
 */
export const SLIDE_STYLE = { width: '100%', height: CAROUSEL_HEIGHT, objectFit: 'cover', objectPosition: 'left center', display: 'block' } as const;
