import {
  siImessage,
  siInstagram,
  siKakaotalk,
  siLine,
  siMessenger,
  siTelegram,
  siTiktok,
  siWhatsapp,
  siX,
} from 'simple-icons';
import type { ContactComponent } from '#core/contracts/site-config.ts';

/**
 * Inline SVG icons of the public site, 24×24. Brand glyphs come from simple-icons (filled);
 * interface glyphs are drawn here as strokes, so they stay a few dozen bytes each.
 */
export type IconShape = { d: string; fill: boolean };

const stroke = (d: string): IconShape => ({ d, fill: false });

export const UI_ICONS = {
  sun: stroke(
    'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM12 2v2m0 16v2M4.9 4.9l1.4 1.4m11.4 11.4 1.4 1.4M2 12h2m16 0h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  ),
  moon: stroke('M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z'),
  menu: stroke('M3 6h18M3 12h18M3 18h18'),
  check: stroke('M20 6 9 17l-5-5'),
  minus: stroke('M6 12h12'),
  arrow: stroke('M5 12h14m-6-6 6 6-6 6'),
  modules: stroke('M3 3h7v7H3zm11 0h7v7h-7zm0 11h7v7h-7zM3 14h7v7H3z'),
  domain: stroke(
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zM2 12h20M12 2a15 15 0 0 1 0 20m0-20a15 15 0 0 0 0 20',
  ),
  bolt: stroke('M13 2 3 14h9l-1 8 10-12h-9z'),
  pixel: stroke(
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 4a6 6 0 1 0 0 12 6 6 0 0 0 0-12zm0 4a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
  ),
  chat: stroke(
    'M21 11.5a8.4 8.4 0 0 1-9 8.4 8.5 8.5 0 0 1-3.8-.9L3 21l1.9-5.7a8.4 8.4 0 0 1-.9-3.8 8.5 8.5 0 0 1 8.5-8.5 8.4 8.4 0 0 1 8.5 8.5z',
  ),
  phone: stroke('M7 2h10a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm4 16h2'),
} satisfies Record<string, IconShape>;
export type UiIcon = keyof typeof UI_ICONS;

const brand = (icon: { path: string }): IconShape => ({ d: icon.path, fill: true });

/** The icon of each contact channel. */
export const CONTACT_ICONS: Record<ContactComponent, IconShape> = {
  whatsapp: brand(siWhatsapp),
  telegram: brand(siTelegram),
  messager: brand(siMessenger),
  instagram: brand(siInstagram),
  twitter: brand(siX),
  tiktok: brand(siTiktok),
  line: brand(siLine),
  imessage: brand(siImessage),
  kakao: brand(siKakaotalk),
  phone: stroke(
    'M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z',
  ),
  email: stroke('M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm18 2-10 7L2 6'),
  custom: stroke(
    'M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7',
  ),
};
