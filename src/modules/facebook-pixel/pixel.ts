import type { PixelPlatform } from '#modules/shared/pixel-base.ts';

/** A Facebook (Meta) pixel ID: 15 to 16 digits. */
export const FACEBOOK_PIXEL_ID = /^\d{15,16}$/;

/** The platform as the server sees it: what the page's CSP allows, which ids reach the page. */
export const platform: PixelPlatform = {
  key: 'facebook',
  idPattern: FACEBOOK_PIXEL_ID,
  origins: {
    script: ['https://connect.facebook.net'],
    connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
  },
};
