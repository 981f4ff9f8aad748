/** The home carousel's images (spec §2 "Home"), 1200 x 300 each. */
export const SLIDES = ['/carousel/slide-1.jpg', '/carousel/slide-2.jpg', '/carousel/slide-3.jpg'];

/**
 * How a slide fills its box: the images are 4:1 with their headline on the left (up to 1.75 x the height from
 * the left edge), the box is wider than tall but not that much, so the right side (the waveform) is what gets
 * cut. At a fixed 200 px a 360 px phone cut the headline; the height follows the width on phones (40vw, at
 * least 120 px), so the headline always fits, and the box is sized before the image arrives (no shift).
 */
export const SLIDE_STYLE = {
  width: '100%',
  height: 'clamp(120px, 40vw, 200px)',
  objectFit: 'cover',
  objectPosition: 'left center',
  display: 'block',
} as const;
