/** Swiper's coverflow effect alone (swiper-setup.ts loads it when chosen). */
export { EffectCoverflow } from 'swiper/modules';
