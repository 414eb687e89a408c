import type { PixelPlatform } from '#modules/shared/pixel-base.ts';

/** A TikTok pixel ID: 20 upper-case letters and digits, e.g. C4ABCDEFGH1234567890. */
export const TIKTOK_PIXEL_ID = /^[A-Z0-9]{20}$/;

/** The platform as the server sees it: what the page's CSP allows, which ids reach the page. */
export const platform: PixelPlatform = {
  key: 'tiktok',
  idPattern: TIKTOK_PIXEL_ID,
  origins: { script: ['https://analytics.tiktok.com'], connect: ['https://analytics.tiktok.com'] },
};
