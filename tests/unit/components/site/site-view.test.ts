import { describe, expect, it } from 'vitest';
import { headNavItemSchema } from '#core/contracts/site-config.ts';
import { CONTROLS_SCRIPT, THEME_BOOT_SCRIPT } from '../../../../src/components/site/scripts.ts';
import {
  navLinks,
  readSiteLocals,
  safeHref,
  siteLogoUrl,
} from '../../../../src/components/site/site-view.ts';

const nav = (url: string, newWindow = false) =>
  headNavItemSchema.parse({ title: { 'zh-cn': '价格', en: 'Pricing' }, url, newWindow });

describe('safeHref', () => {
  it('keeps site paths and http(s) URLs', () => {
    expect(safeHref('/pricing')).toBe('/pricing');
    expect(safeHref(' https://blog.example/a ')).toBe('https://blog.example/a');
  });

  it('drops other schemes and protocol-relative or backslash tricks', () => {
    for (const bad of [
      'javascript:alert(1)',
      '//evil.example',
      '/\\evil.example',
      'pricing',
      'mailto:a@b.example',
    ]) {
      expect(safeHref(bad)).toBeNull();
    }
  });
});

describe('navLinks', () => {
  it('localises titles and marks the current page, ignoring a trailing slash and query', () => {
    const links = navLinks(
      [nav('/'), nav('/pricing/?from=nav'), nav('https://blog.example', true)],
      'zh-cn',
      '/pricing',
    );
    expect(links.map((link) => [link.href, link.title, link.current, link.newWindow])).toEqual([
      ['/', '价格', false, false],
      ['/pricing/?from=nav', '价格', true, false],
      ['https://blog.example/', '价格', false, true],
    ]);
  });

  it('marks nothing on pages outside the navigation, and drops unsafe entries', () => {
    const links = navLinks([nav('/'), nav('javascript:alert(1)')], 'en', null);
    expect(links).toEqual([{ href: '/', title: 'Pricing', newWindow: false, current: false }]);
  });
});

describe('siteLogoUrl', () => {
  it('is null without a logo and puts relative paths under the CDN or the site root', () => {
    expect(siteLogoUrl({ site_logo: '', cdn_url: '' })).toBeNull();
    expect(siteLogoUrl({ site_logo: 'uploads/logo.png', cdn_url: '' })).toBe('/uploads/logo.png');
    expect(siteLogoUrl({ site_logo: '/uploads/logo.png', cdn_url: 'https://cdn.example/' })).toBe(
      'https://cdn.example/uploads/logo.png',
    );
    expect(siteLogoUrl({ site_logo: 'https://img.example/l.svg', cdn_url: 'https://cdn.example' })).toBe(
      'https://img.example/l.svg',
    );
  });

  it('turns a script URL into a harmless site path', () => {
    expect(siteLogoUrl({ site_logo: 'javascript:alert(1)', cdn_url: '' })).toBe('/javascript:alert(1)');
  });
});

describe('readSiteLocals', () => {
  const site = {
    site_name: 'Shop',
    site_logo: '',
    record_number: '',
    cdn_url: '',
    open_register: true,
    head_nav: [],
    contact_info: [],
  };

  it('accepts a site configuration and a language', () => {
    expect(readSiteLocals({ site: { ...site, upload: {} }, lang: 'en' })).toEqual({ site, lang: 'en' });
  });

  it('is null for what a visitor request carries: no locals or anything else', () => {
    expect(readSiteLocals({})).toBeNull();
    expect(readSiteLocals(undefined)).toBeNull();
    expect(readSiteLocals({ site, lang: 'fr' })).toBeNull();
  });
});

describe('inline scripts', () => {
  it('are valid JavaScript that uses the shared cookie names', () => {
    expect(() => new Function(THEME_BOOT_SCRIPT)).not.toThrow();
    expect(() => new Function(CONTROLS_SCRIPT)).not.toThrow();
    expect(THEME_BOOT_SCRIPT).toContain('ba-is-dark=');
    expect(CONTROLS_SCRIPT).toContain('"ba-lang="');
    expect(CONTROLS_SCRIPT).toContain('max-age=31536000; samesite=lax');
  });
});
