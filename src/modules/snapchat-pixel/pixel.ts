import type { PixelPlatform } from '#modules/shared/pixel-base.ts';

/** A Snap pixel ID: a UUID from Snap Ads Manager. */
export const SNAP_PIXEL_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The platform as the server sees it: what the page's CSP allows, which ids reach the page. */
export const platform: PixelPlatform = {
  key: 'snapchat',
  idPattern: SNAP_PIXEL_ID,
  origins: {
    script: ['https://sc-static.net'],
    connect: ['https://tr.snapchat.com', 'https://tr-shadow.snapchat.com'],
  },
};
