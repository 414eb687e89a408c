/** Swiper's fade effect alone (swiper-setup.ts loads it when chosen). */
export { EffectFade } from 'swiper/modules';
