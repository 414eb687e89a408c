import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SiteConfig, siteConfigSchema } from '#core/contracts/site-config.ts';
import type { Lang } from '#core/i18n/lang.ts';
import type { BlobStore } from '#functions/platform/ports.ts';
import { renderAstroPath, setAstroServerEntry } from '#functions/render/astro.ts';
import { exportPublicPages } from '#functions/site/export.ts';
import { PUBLIC_PAGES, type PublicPage, publicPageKey } from '#functions/site/keys.ts';

/**
 * Renders the public pages through the real built Astro server (run `npm run build` first) and
 * exports them into a blob store held in memory.
 */
const ENTRY = fileURLToPath(new URL('../../dist/server/entry.mjs', import.meta.url));

type Stored = { body: string; contentType: string; cacheControl: string | undefined };

/** A BlobStore in a Map: what the exporter writes, readable by the assertions. */
class MemoryBlobStore implements BlobStore {
  readonly objects = new Map<string, Stored>();
  async put(key: string, body: Uint8Array | string, options: { contentType: string; cacheControl?: string }) {
    const text = typeof body === 'string' ? body : new TextDecoder().decode(body);
    this.objects.set(key, {
      body: text,
      contentType: options.contentType,
      cacheControl: options.cacheControl,
    });
  }
  async get(key: string) {
    const object = this.objects.get(key);
    return object ? { body: new TextEncoder().encode(object.body), contentType: object.contentType } : null;
  }
  async delete(key: string) {
    this.objects.delete(key);
  }
}

const site: SiteConfig = siteConfigSchema.parse({
  site_name: 'Test Shop',
  record_number: '沪ICP备12345678号-1',
  head_nav: [
    { title: { 'zh-cn': '首页', en: 'Home' }, url: '/' },
    { title: { 'zh-cn': '价格', en: 'Pricing' }, url: '/pricing' },
    { title: { 'zh-cn': '博客', en: 'Blog' }, url: 'https://blog.example/', newWindow: true },
    { title: { 'zh-cn': '坏', en: 'Bad' }, url: 'javascript:alert(1)' },
  ],
  contact_info: [
    { component: 'whatsapp', mobile: '+852 1234 5678', message: 'Hi there' },
    { component: 'line', account: 'testshop' },
    { component: 'email', account: 'hello@shop.example' },
    { component: 'custom', url: 'javascript:alert(1)', text: 'Evil' },
  ],
});

const parser = new new Window().DOMParser();
const parse = (html: string) => parser.parseFromString(html, 'text/html');

const blobs = new MemoryBlobStore();
const page = (lang: Lang, name: PublicPage) => {
  const object = blobs.objects.get(publicPageKey(lang, name));
  if (!object) throw new Error(`${publicPageKey(lang, name)} was not written`);
  return object;
};
const doc = (lang: Lang, name: PublicPage) => parse(page(lang, name).body);

beforeAll(async () => {
  if (!existsSync(ENTRY)) {
    throw new Error(`The Astro server build is missing at ${ENTRY}: run \`npm run build\` before vitest.`);
  }
  await exportPublicPages({ blobs, site });
});

describe('exportPublicPages', () => {
  it('writes home, pricing, terms, privacy and 404 in both languages as short-cached HTML', () => {
    expect([...blobs.objects.keys()].sort()).toEqual(
      (['zh-cn', 'en'] as const)
        .flatMap((lang) => PUBLIC_PAGES.map((name) => publicPageKey(lang, name)))
        .sort(),
    );
    for (const object of blobs.objects.values()) {
      expect(object.contentType).toBe('text/html; charset=utf-8');
      expect(object.cacheControl).toBe('public, max-age=60');
      expect(object.body.startsWith('<!DOCTYPE html>')).toBe(true);
    }
  });

  it('writes each language into its own page', () => {
    for (const name of PUBLIC_PAGES) {
      expect(doc('zh-cn', name).documentElement.getAttribute('lang')).toBe('zh-cn');
      expect(doc('en', name).documentElement.getAttribute('lang')).toBe('en');
    }
    expect(doc('zh-cn', 'home').querySelector('h1')?.textContent).toBe('把广告点击变成带来成交的聊天');
    expect(doc('en', 'home').querySelector('h1')?.textContent).toBe('Turn ad clicks into chats that sell');
  });

  it('writes the terms of service and the privacy policy, linked from every footer', () => {
    expect(doc('en', 'terms').title).toBe('Terms of service - Test Shop');
    expect(doc('zh-cn', 'privacy').title).toBe('隐私政策 - Test Shop');
    expect(doc('en', 'privacy').querySelector('h1')?.textContent).toBe('Privacy policy');
    expect(doc('zh-cn', 'terms').querySelectorAll('article section').length).toBeGreaterThanOrEqual(5);
    // The site name fills the {site} placeholders.
    expect(page('en', 'terms').body).not.toContain('{site}');
    expect(doc('en', 'terms').querySelector('.lead')?.textContent).toContain('Test Shop');
    for (const lang of ['en', 'zh-cn'] as const) {
      for (const name of PUBLIC_PAGES) {
        const hrefs = [...doc(lang, name).querySelectorAll('footer a')].map((a) => a.getAttribute('href'));
        expect(hrefs, `${lang} ${name}`).toEqual(expect.arrayContaining(['/terms', '/privacy']));
      }
    }
  });

  it('titles pages "{page} - {site name}", the home page with the site name alone', () => {
    expect(doc('en', 'home').title).toBe('Test Shop');
    expect(doc('zh-cn', 'home').title).toBe('Test Shop');
    expect(doc('en', 'pricing').title).toBe('Pricing - Test Shop');
    expect(doc('zh-cn', 'pricing').title).toBe('价格 - Test Shop');
    expect(doc('en', '404').title).toBe('Page not found - Test Shop');
    for (const object of blobs.objects.values()) {
      const document = parse(object.body);
      expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBeTruthy();
      expect(document.querySelector('meta[name="viewport"]')?.getAttribute('content')).toContain(
        'width=device-width',
      );
      expect(document.querySelector('meta[name="theme-color"]')).not.toBeNull();
    }
  });

  it('shows the configured head navigation, marks the current page and drops unsafe entries', () => {
    const links = [...doc('en', 'pricing').querySelectorAll('.nav-wide a')].map((a) => ({
      href: a.getAttribute('href'),
      text: a.textContent.trim(),
      current: a.getAttribute('aria-current'),
      target: a.getAttribute('target'),
      rel: a.getAttribute('rel'),
    }));
    expect(links).toEqual([
      { href: '/', text: 'Home', current: null, target: null, rel: null },
      { href: '/pricing', text: 'Pricing', current: 'page', target: null, rel: null },
      {
        href: 'https://blog.example/',
        text: 'Blog',
        current: null,
        target: '_blank',
        rel: 'noopener noreferrer',
      },
    ]);
    const zh = [...doc('zh-cn', 'home').querySelectorAll('.nav-wide a')].map((a) => a.textContent.trim());
    expect(zh).toEqual(['首页', '价格', '博客']);
    expect(doc('zh-cn', 'home').querySelector('.nav-wide a[aria-current="page"]')?.getAttribute('href')).toBe(
      '/',
    );
    expect(doc('en', '404').querySelector('[aria-current]')).toBeNull();
  });

  it('offers login, the language switch and the theme toggle in the head, and the site name', () => {
    const document = doc('en', 'home');
    expect(document.querySelector('.brand')?.textContent).toContain('Test Shop');
    expect(document.querySelector('[data-account]')?.getAttribute('href')).toBe('/user/login');
    expect(
      [...document.querySelectorAll('.tools > .langs [data-set-lang]')].map((b) =>
        b.getAttribute('data-set-lang'),
      ),
    ).toEqual(['zh-cn', 'en']);
    expect(document.querySelector('[data-set-lang="en"]')?.getAttribute('aria-pressed')).toBe('true');
    expect(document.querySelector('[data-toggle-theme]')?.getAttribute('aria-label')).toBe(
      'Toggle dark mode',
    );
  });

  it('puts the contact shortcuts in the footer as deep links and links the record number', () => {
    for (const name of PUBLIC_PAGES) {
      const document = doc('en', name);
      const contacts = [...document.querySelectorAll('footer [data-contact]')].map((a) => ({
        channel: a.getAttribute('data-contact'),
        href: a.getAttribute('href'),
        text: a.textContent.trim(),
        target: a.getAttribute('target'),
      }));
      expect(contacts).toEqual([
        {
          channel: 'whatsapp',
          href: 'https://wa.me/85212345678?text=Hi%20there',
          text: 'WhatsApp',
          target: '_blank',
        },
        { channel: 'line', href: 'https://line.me/R/ti/p/~testshop', text: 'LINE', target: '_blank' },
        { channel: 'email', href: 'mailto:hello@shop.example', text: 'Email', target: null },
      ]);
      expect(document.querySelector('footer [data-contact] svg')).not.toBeNull();
      const record = document.querySelector('footer a[href="https://beian.miit.gov.cn/"]');
      expect(record?.textContent).toBe('沪ICP备12345678号-1');
      expect(record?.getAttribute('rel')).toContain('noopener');
    }
    expect(page('en', 'home').body).not.toContain('javascript:');
  });

  it('says the spec texts on the 404 page, with a way back home', () => {
    const en = doc('en', '404');
    expect(en.querySelector('main h1')?.textContent).toBe('We are very sorry');
    expect(en.querySelector('main')?.textContent).toContain('The page you visited is inaccessible');
    const back = en.querySelector('main a.btn');
    expect(back?.textContent.trim()).toBe('Back to Home');
    expect(back?.getAttribute('href')).toBe('/');
    const zh = doc('zh-cn', '404');
    expect(zh.querySelector('main h1')?.textContent).toBe('非常抱歉');
    expect(zh.querySelector('main a.btn')?.textContent.trim()).toBe('返回首页');
  });

  it('shows three priced plans whose buttons lead into the app to buy them', () => {
    const plans = [...doc('en', 'pricing').querySelectorAll('[data-plan]')];
    expect(
      plans.map((plan) => plan.querySelector('.price')?.textContent.replace(/\s+/g, ' ').trim()),
    ).toEqual(['¥0.00 / month', '¥99.00 / month', '¥299.00 / month']);
    for (const plan of plans) expect(plan.querySelector('a.btn')?.textContent.trim()).toBe('Choose plan');
    expect(plans.map((plan) => plan.querySelector('a.btn')?.getAttribute('href'))).toEqual([
      '/console',
      '/console?buy=pro',
      '/console?buy=business',
    ]);
  });

  it('loads no script or stylesheet file and stays within the size budget', () => {
    for (const [key, object] of blobs.objects) {
      expect(object.body, key).not.toMatch(/<script[^>]*\ssrc=/i);
      expect(object.body, key).not.toMatch(/<link[^>]*rel="?stylesheet/i);
      const compressed = brotliCompressSync(Buffer.from(object.body)).byteLength;
      expect(compressed, `${key}: ${compressed} B brotli`).toBeLessThanOrEqual(13 * 1024);
    }
  });

  it('sends visitors to the register form from the home page only while registration is open', async () => {
    const closed = new MemoryBlobStore();
    await exportPublicPages({ blobs: closed, site: { ...site, open_register: false } });
    const html = closed.objects.get(publicPageKey('en', 'home'))?.body ?? '';
    expect(html).not.toContain('/user/login?tab=register');
    expect(doc('en', 'home').querySelector('.ctas a')?.getAttribute('href')).toBe('/user/login?tab=register');
  });
});

describe('renderAstroPath', () => {
  it('answers 404 for a render route reached without locals, as a visitor request would be', async () => {
    const { status, html } = await renderAstroPath('/_render/site/home', {});
    expect(status).toBe(404);
    expect(html).not.toContain('data-account');
  });

  it('answers 404 for a path no route matches', async () => {
    expect((await renderAstroPath('/no-such-route', { site, lang: 'en' })).status).toBe(404);
  });

  it('fails with a clear message when the server build is missing', async () => {
    setAstroServerEntry('/nonexistent/dist/server/entry.mjs');
    await expect(renderAstroPath('/_render/site/home', {})).rejects.toThrow(/npm run build/);
  });

  afterAll(() => setAstroServerEntry(ENTRY));
});
