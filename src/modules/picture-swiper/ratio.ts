import type { SwiperRatio } from '#modules/picture-swiper/schema.ts';

/** The pictures' width the form recommends; slides are laid out at this size and scaled (no zod here). */
export const RECOMMENDED_WIDTH = 750;

/** Width and height of a slide at the recommended width, for the chosen ratio. */
export function ratioSize(ratio: SwiperRatio): { width: number; height: number } {
  const [w = 16, h = 9] = ratio.split(':').map(Number);
  return { width: RECOMMENDED_WIDTH, height: Math.round((RECOMMENDED_WIDTH * h) / w) };
}
