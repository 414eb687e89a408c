import { createHash } from 'node:crypto';
import { brotliCompressSync } from 'node:zlib';
import { Window } from 'happy-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECT_PATH } from '#core/insights-beacon.ts';
import { type PageDocument, pageDocumentSchema } from '#core/page/document.ts';
import { PUBLISHED_PAGE_ROUTE, renderPublishedPage } from '#functions/publish/render-page.ts';
import { renderAstroPath } from '#functions/render/astro.ts';
import { FIXTURES, fixture } from '../fixtures/published-pages.ts';

/**
 * The published page through the real built Astro server (run `npm run build` first): its head,
 * every module's static HTML, escaping, and the size budgets of BENCHMARKS rows 1-2.
 */

const liveUrl = (id: string) => `https://pages.example.com/${id}`;
const rendered = new Map<string, string>();

/** The insights beacon's inline module script (src/published/Beacon.astro). */
function beaconSource(out: string): string {
  const match = /<script type="module">([\s\S]*?)<\/script>/.exec(out);
  if (!match?.[1]?.includes(`"${COLLECT_PATH}"`) && !match?.[1]?.includes(`\`${COLLECT_PATH}\``))
    throw new Error('no insights beacon in the page, or one posting elsewhere than COLLECT_PATH');
  return match[1];
}

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
    expect(hrefs.some((href) => href.startsWith('https://wa.me/85261234567'))).toBe(true);
    expect(hrefs.some((href) => href.startsWith('https://t.me/shopdemo'))).toBe(true);
    expect(hrefs).toContain('https://facebook.com/shopdemo');
    expect(doc.body.textContent).toContain('How long does delivery take?');
    expect(doc.querySelector('[data-lp-module="chat-widget"]')).not.toBeNull();
    expect(doc.body.textContent).toContain('Order on WhatsApp');
  });

  it('draws each brand icon from one sprite holding exactly the icons the page uses', () => {
    for (const item of FIXTURES) {
      const doc = parse(html(item.name));
      const used = new Set(
        [...doc.querySelectorAll('svg use')].map((use) => (use.getAttribute('href') ?? '').replace(/^#/, '')),
      );
      const symbols = [...doc.querySelectorAll('svg.lp-icons symbol')].map((symbol) => symbol.id);
      expect(doc.querySelectorAll('svg.lp-icons').length, item.name).toBe(used.size > 0 ? 1 : 0);
      expect(new Set(symbols).size, item.name).toBe(symbols.length);
      for (const id of used) expect(symbols, `${item.name}: ${id}`).toContain(id);
      // The chat widget's close icon shows only once it is opened (in the browser): the sprite has it too.
      const unused = symbols.filter((id) => !used.has(id));
      const chatClose = doc.querySelector('[data-lp-module="chat-widget"]') ? ['lp-icon-close'] : [];
      expect(unused, item.name).toEqual(chatClose.filter((id) => !used.has(id)));
    }
    const allModules = parse(html('all-modules'));
    expect(allModules.querySelectorAll('svg.lp-icons symbol').length).toBeGreaterThan(2);
    expect(allModules.querySelector('[data-lp-module="social"] svg use')).not.toBeNull();
    expect(allModules.querySelector('[data-lp-module="chat-widget"] svg use')).not.toBeNull();
    // The islands draw no paths of their own (their JavaScript carries none either).
    expect(
      allModules.querySelectorAll('[data-lp-module="social"] path, [data-lp-module="chat-widget"] path'),
    ).toHaveLength(0);
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
    // The one script is the insights beacon (inline, allowed by its hash): nothing of the member's text runs.
    const scripts = page.querySelectorAll('script:not([type="application/json"])');
    expect([...scripts].map((script) => script.textContent)).toEqual([beaconSource(out)]);
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

  it('ships no script but the insights beacon for a page whose modules need no behavior (BENCHMARKS rows 2 and 16)', () => {
    const out = html('minimal');
    expect(out.match(/<script/gi)).toHaveLength(1);
    expect(out).not.toContain('<astro-island');
    // The beacon is inline (no request of its own) and at most 1 KB brotli.
    expect(brotliCompressSync(Buffer.from(beaconSource(out))).length).toBeLessThanOrEqual(1024);
    expect(parse(out).documentElement.getAttribute('data-lp-page')).toBeTruthy();
  });

  it('hydrates only the interactive modules, on interaction, and loads the page runtime where needed', () => {
    const doc = parse(html('all-modules'));
    const islands = [...doc.querySelectorAll('astro-island')];
    expect(islands.map((island) => JSON.parse(island.getAttribute('opts') ?? '{}').name).sort()).toEqual([
      'ChatWidget',
      'PictureSwiper',
      'Social',
      'Video',
    ]);
    for (const island of islands) expect(island.getAttribute('client')).toBe('interaction');
    // The fixed bottom bar is moved to the end of the page, where it sticks.
    const main = doc.querySelector('main.lp-page');
    expect(main?.lastElementChild?.querySelector('.lp-link-button__bar--bottom')).not.toBeNull();
    // Page runtime: tracking, pixels and the chat widget's welcome bubble; its settings are data.
    const runtime = doc.querySelector('script#lp-runtime');
    expect(runtime?.getAttribute('type')).toBe('application/json');
    expect(JSON.parse(runtime?.textContent ?? '{}')).toEqual({
      facebook: { ids: ['123456789012345', '1234567890123456'], pageView: true, events: [] },
      tiktok: { ids: ['C4ABCDEFGH1234567890'], pageView: true, events: [] },
      snapchat: { ids: ['1a2b3c4d-5e6f-7a8b-9c0d-1e2f3a4b5c6d'], pageView: true, events: [] },
      reddit: { ids: ['a2_abcdef123'], pageView: true, events: [] },
    });
    expect(doc.querySelectorAll('script[type="module"][src^="/_assets/"]').length).toBe(1);
    expect(JSON.parse(doc.querySelector('[data-lp-welcome]')?.getAttribute('data-lp-welcome') ?? '')).toEqual(
      {
        delay: 2,
        autoClose: false,
        closeDelay: 8,
        cycle: 0,
      },
    );
    // Clicks that report an event carry it as data attributes.
    expect(doc.querySelectorAll('.lp-chat-widget a[data-lp-event="Contact"]').length).toBe(2);
    expect(doc.querySelectorAll('a[data-lp-event="InitiateCheckout"]').length).toBe(1);
  });

  it('gives the chat widget every polling account with its deep link, for the visitor pick', async () => {
    const doc = pageDocumentSchema.parse({
      version: 1,
      modules: [
        {
          id: 'chat0001',
          type: 'chat-widget',
          props: {
            channels: [{ type: 'whatsapp', value: '+85211111111', label: 'WhatsApp', icon: 'whatsapp' }],
            polling: { enabled: true, accounts: '+85222222222\n+85233333333' },
          },
        },
      ],
    });
    const page = parse(
      await renderPublishedPage({ page: { id: 'p3', name: 'Poll' }, doc, liveUrl: liveUrl('p3') }),
    );
    const link = page.querySelector('a[data-lp-poll]');
    expect(JSON.parse(link?.getAttribute('data-lp-poll') ?? '[]')).toEqual([
      ['+85211111111', 'https://wa.me/85211111111'],
      ['+85222222222', 'https://wa.me/85222222222'],
      ['+85233333333', 'https://wa.me/85233333333'],
    ]);
    expect(link?.getAttribute('data-lp-poll-key')).toBe(
      'lp-chat-pick:+85211111111|+85222222222|+85233333333',
    );
  });

  it('sets a Content-Security-Policy allowing exactly its inline scripts, pixels and players', () => {
    for (const item of FIXTURES) {
      const out = html(item.name);
      const doc = parse(out);
      const meta = doc.querySelector('meta[http-equiv="content-security-policy"]');
      expect(meta, item.name).not.toBeNull();
      // Before any script.
      expect(out.indexOf('content-security-policy')).toBeLessThan(out.search(/<script|$/));
      const policy = meta?.getAttribute('content') ?? '';
      const directive = (name: string) =>
        policy
          .split(';')
          .map((part) => part.trim())
          .find((part) => part.startsWith(`${name} `)) ?? '';
      expect(policy).toContain("default-src 'none'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("base-uri 'none'");
      expect(policy).not.toContain('lp-inline-script-hashes');
      const inline = [...out.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
        .filter((match) => !/src=|application\/json/.test(match[1] ?? ''))
        .map(
          (match) =>
            `'sha256-${createHash('sha256')
              .update(match[2] ?? '')
              .digest('base64')}'`,
        );
      const scriptSrc = directive('script-src');
      expect(scriptSrc).not.toContain('unsafe-inline');
      expect(scriptSrc).not.toContain('unsafe-eval');
      const hashes = scriptSrc.split(' ').filter((token) => token.startsWith("'sha256-"));
      expect(hashes.sort()).toEqual([...new Set(inline)].sort());
    }
    const all = parse(html('all-modules')).querySelector('meta[http-equiv="content-security-policy"]');
    const policy = all?.getAttribute('content') ?? '';
    for (const origin of [
      'https://connect.facebook.net',
      'https://analytics.tiktok.com',
      'https://sc-static.net',
      'https://www.redditstatic.com',
    ])
      expect(policy).toContain(origin);
    expect(policy).toContain('frame-src https://www.youtube-nocookie.com');
    const minimal = parse(html('minimal')).querySelector('meta[http-equiv="content-security-policy"]');
    // Its own scripts and the beacon's hash only.
    expect(minimal?.getAttribute('content')).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+';/);
    expect(minimal?.getAttribute('content')).toContain("frame-src 'none'");
    expect(minimal?.getAttribute('content')).not.toContain('facebook');
  });

  it('draws its first frame only once its content is parsed, so no module is seen half built (CLS 0)', () => {
    for (const item of FIXTURES) {
      const doc = parse(html(item.name));
      const expects = [...doc.head.querySelectorAll('link[rel="expect"]')];
      expect(expects.map((link) => [link.getAttribute('href'), link.getAttribute('blocking')])).toEqual([
        ['#lp-parsed', 'render'],
      ]);
      // The element it waits for follows the page's content (the bottom edge included): only scripts come after it.
      const parsed = doc.getElementById('lp-parsed');
      expect(parsed?.previousElementSibling?.localName, item.name).toBe('main');
      expect(parsed?.hasAttribute('hidden')).toBe(true);
      let next = parsed?.nextElementSibling;
      for (; next; next = next.nextElementSibling) expect(next.localName, item.name).toBe('script');
    }
  });

  it('keeps every fixture within 13 KB of brotli HTML (BENCHMARKS row 1)', () => {
    for (const item of FIXTURES) {
      const size = brotliCompressSync(html(item.name)).length;
      expect(size, item.name).toBeLessThanOrEqual(13 * 1024);
    }
  });
});
