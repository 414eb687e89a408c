import type { SwiperModule } from 'swiper/types';

/**
 * Swiper with the modules every picture swiper uses, imported by name so the rest of
 * swiper/modules stays out of the bundle; Render.tsx imports this file on demand, and an effect's
 * module only when the member chose that effect.
 */
export { default as Swiper } from 'swiper';
export { A11y, Keyboard, Pagination } from 'swiper/modules';

export async function effectModule(effect: 'cards' | 'coverflow' | 'fade'): Promise<SwiperModule> {
  if (effect === 'cards') return (await import('./effect-cards.ts')).EffectCards;
  if (effect === 'coverflow') return (await import('./effect-coverflow.ts')).EffectCoverflow;
  return (await import('./effect-fade.ts')).EffectFade;
}
