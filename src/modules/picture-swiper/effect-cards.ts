/** Swiper's cards effect alone (swiper-setup.ts loads it when chosen). */
export { EffectCards } from 'swiper/modules';
