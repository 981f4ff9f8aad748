/** The home carousel's images (spec §2 "Home") and their display height. */
export const SLIDES = ['/carousel/slide-1.jpg', '/carousel/slide-2.jpg', '/carousel/slide-3.jpg'];
export const CAROUSEL_HEIGHT = 200;
