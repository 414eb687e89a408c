import { brotliCompressSync } from 'node:zlib';
import { Window } from 'happy-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { PUBLISHED_PAGE_ROUTE, renderPublishedPage } from '#functions/publish/render-page.ts';
import { renderAstroPath } from '#functions/render/astro.ts';
import { type PageDocument, pageDocumentSchema } from '#modules/document.ts';
import { FIXTURES, fixture } from '../fixtures/published-pages.ts';

/**
 * The published page through the real built Astro server (run `npm run build` first): its head,
 * every module's static HTML, escaping, and the size budgets of BENCHMARKS rows 1-2.
 */

const liveUrl = (id: string) => `https://pages.example.com/${id}`;
const rendered = new Map<string, string>();

beforeAll(async () => {
  for (const item of FIXTURES) {
    rendered.set(
      item.name,
      await renderPublishedPage({ page: item.page, doc: item.doc, liveUrl: liveUrl(item.page.id) }),
    );
  }
});

function parse(html: string): Document {
  const window = new Window({ url: 'https://pages.example.com/' });
  window.document.write(html);
  return window.document as unknown as Document;
}

const html = (name: string) => rendered.get(name) ?? '';

describe('renderPublishedPage', () => {
  it('writes the head from the page setup: title, description, keywords, Open Graph, canonical, lang', () => {
    const doc = parse(html('all-modules'));
    expect(doc.documentElement.getAttribute('lang')).toBe('en');
    expect(doc.title).toBe('Every module');
    const meta = (selector: string) => doc.querySelector(selector)?.getAttribute('content');
    expect(meta('meta[name="description"]')).toBe('A page holding each of the fifteen module types');
    expect(meta('meta[name="keywords"]')).toBe('test, modules');
    expect(meta('meta[name="viewport"]')).toContain('width=device-width');
    expect(meta('meta[property="og:title"]')).toBe('Every module');
    expect(meta('meta[property="og:url"]')).toBe(liveUrl('fixallmods'));
    expect(meta('meta[property="og:image"]')).toBe('https://img.example.com/background.png');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(liveUrl('fixallmods'));
    const style = doc.body.getAttribute('style') ?? '';
    expect(style).toContain('background-color:#ffffff');
    expect(style).toContain('background-image:url("https://img.example.com/background.png")');
  });

  it('uses the page name when the setup has no title, and Chinese when no language was chosen', async () => {
    const doc = pageDocumentSchema.parse({ version: 1, modules: [] });
    const page = parse(
      await renderPublishedPage({ page: { id: 'p1', name: '春季促销' }, doc, liveUrl: liveUrl('p1') }),
    );
    expect(page.title).toBe('春季促销');
    expect(page.documentElement.getAttribute('lang')).toBe('zh-cn');
    expect(page.querySelector('meta[name="description"]')).toBeNull();
  });

  it('renders every module type as static HTML', () => {
    const doc = parse(html('all-modules'));
    expect(doc.querySelector('h2')?.textContent).toBe('Spring sale: 30% off every order');
    expect(doc.querySelectorAll('.lp-picture-swiper img')).toHaveLength(3);
    expect(doc.querySelectorAll('.lp-picture-cube img').length).toBe(2);
    expect(doc.querySelector('.lp-video button')?.getAttribute('aria-label')).toBeTruthy();
    expect(doc.querySelector('.lp-rich-text strong')?.textContent).toBe('Hong Kong');
    expect(doc.body.textContent).toContain('Contact us');
    const hrefs = [...doc.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '');
    expect(hrefs.some((href) => href.startsWith('https://wa.me/85212345678'))).toBe(true);
    expect(hrefs.some((href) => href.startsWith('https://t.me/shopdemo'))).toBe(true);
    expect(hrefs).toContain('https://facebook.com/shopdemo');
    expect(doc.body.textContent).toContain('How long does delivery take?');
    expect(doc.querySelector('[data-lp-module="chat-widget"]')).not.toBeNull();
    expect(doc.body.textContent).toContain('Order on WhatsApp');
  });

  it('escapes member text in the head and the body', async () => {
    const attack = '"><script>alert(1)</script><img src=x onerror=alert(2)>';
    const doc: PageDocument = pageDocumentSchema.parse({
      version: 1,
      setup: {
        title: attack,
        description: attack,
        keywords: attack,
        backgroundImage: 'https://x.example/a.png")}body{color:red',
      },
      modules: [{ id: 'title01', type: 'title-text', props: { content: attack } }],
    });
    const out = await renderPublishedPage({ page: { id: 'p2', name: attack }, doc, liveUrl: liveUrl('p2') });
    // Text is escaped (inside attributes, quotes are; "<" is harmless there).
    expect(out).not.toContain('")}body');
    const page = parse(out);
    expect(page.querySelectorAll('script:not([type="application/json"])').length).toBe(0);
    expect(page.querySelectorAll('img[onerror]').length).toBe(0);
    expect(page.querySelector('h2')?.textContent).toBe(attack);
    expect(page.title).toBe(attack);
    expect(page.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(attack);
  });

  it('answers 404 when reached without a page in its locals, as a visitor request would be', async () => {
    expect((await renderAstroPath(PUBLISHED_PAGE_ROUTE, {})).status).toBe(404);
    await expect(
      renderPublishedPage({ page: { id: '', name: '' }, doc: fixture('minimal').doc, liveUrl: '' }),
    ).rejects.toThrow(/HTTP 404/);
  });

  it('keeps every fixture within 13 KB of brotli HTML (BENCHMARKS row 1)', () => {
    for (const item of FIXTURES) {
      const size = brotliCompressSync(html(item.name)).length;
      expect(size, item.name).toBeLessThanOrEqual(13 * 1024);
    }
  });
});
