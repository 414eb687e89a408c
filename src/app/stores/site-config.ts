import { map } from 'nanostores';
import { BUILD_ID } from '#app/build-info/build-info.ts';
import { type AssetBase, assetUrl } from '#core/cdn-url.ts';
import type { SiteInfo } from '#core/contracts/index-endpoint.ts';
import type { ContactShortcut, HeadNavItem } from '#core/contracts/site-config.ts';

/** Site configuration, client form (spec section 3), filled by the start-up call. */
export type SiteConfigState = {
  siteName: string;
  siteLogo: string;
  recordNumber: string;
  /** The deployed build (also what the update check compares). */
  version: string;
  cdnUrl: string;
  /** Base of the API; the API is same-origin, so this is the page's origin. */
  apiUrl: string;
  upload: {
    /** Upload driver, `local` by default (spec section 9). */
    mode: string;
    maxSize: number;
    saveName: string;
    allowedSuffixes: string;
    allowedMimeTypes: string;
  };
  headNav: readonly HeadNavItem[];
  contactInfo: readonly ContactShortcut[];
  openRegister: boolean;
  /** The anonymous start-up call has been answered. */
  initialize: boolean;
  /** The start-up call has been answered for the logged-in user. */
  userInitialize: boolean;
};

export const $siteConfig = map<SiteConfigState>({
  siteName: '',
  siteLogo: '',
  recordNumber: '',
  version: BUILD_ID,
  cdnUrl: '',
  apiUrl: typeof location === 'undefined' ? '' : location.origin,
  upload: { mode: 'local', maxSize: 0, saveName: '', allowedSuffixes: '', allowedMimeTypes: '' },
  headNav: [],
  contactInfo: [],
  openRegister: true,
  initialize: false,
  userInitialize: false,
});

/** Copies the server form of the site info into the client form. */
export function applySiteInfo(info: SiteInfo): void {
  const state = $siteConfig.get();
  $siteConfig.set({
    ...state,
    siteName: info.site_name,
    siteLogo: info.site_logo,
    recordNumber: info.record_number,
    cdnUrl: info.cdn_url,
    upload: {
      mode: info.upload.mode || 'local',
      maxSize: info.upload.max_size,
      saveName: info.upload.save_name,
      allowedSuffixes: info.upload.allowed_suffixes,
      allowedMimeTypes: info.upload.allowed_mime_types,
    },
    headNav: info.head_nav,
    contactInfo: info.contact_info,
    openRegister: info.open_register,
  });
}

/** Where relative asset paths resolve: the CDN address, else the API host. */
export function assetBase(): AssetBase {
  const { cdnUrl, apiUrl } = $siteConfig.get();
  return { cdnUrl, defaultBase: apiUrl };
}

/** Full URL of an uploaded or site asset (logo, avatar, images). */
export function siteAssetUrl(path: string): string {
  return assetUrl(path, assetBase());
}
