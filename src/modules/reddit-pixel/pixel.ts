import type { PixelPlatform } from '#modules/shared/pixel-base.ts';

/**
 * The Reddit advertiser ID from Reddit Ads (a2_… for ad accounts, t2_… for older user-based
 * accounts), given to rdt('init', id).
 */
export const REDDIT_ADVERTISER_ID = /^(?:a2|t2)_[a-z0-9]{6,12}$/;

/** The platform as the server sees it: what the page's CSP allows, which ids reach the page. */
export const platform: PixelPlatform = {
  key: 'reddit',
  idPattern: REDDIT_ADVERTISER_ID,
  origins: {
    script: ['https://www.redditstatic.com'],
    connect: ['https://alb.reddit.com', 'https://pixel-config.reddit.com'],
  },
};
