import { describe, expect, it } from 'vitest';
import { pageDocumentSchema } from '#core/page/document.ts';
import { RENDER_REGISTRY } from '#modules/registry.ts';
import { jsonForScript, pixelConfig } from '#published/pixels.ts';
import { needsIsland, type PreparedModule, pageEdges, prepareModules } from '#published/view.ts';
import { FACEBOOK_IDS } from '../../fixtures/published-pages.ts';
import { FILLED } from '../../helpers/module-samples.ts';

/** The published page's pure pieces: pixel settings (strict ids, safe encoding) and island choice. */

const module = (type: PreparedModule['type'], props: unknown): PreparedModule => ({
  id: `${type}-1`,
  type,
  definition: RENDER_REGISTRY[type],
  props,
});

const tracking = { enabled: false, eventType: 'ViewContent', customEventName: '' };

describe('pixelConfig', () => {
  it('merges every id of every pixel module once, with page views and on-load events', () => {
    const config = pixelConfig([
      module('facebook-pixel', {
        pixelIds: FACEBOOK_IDS.join('\n'),
        pageView: true,
        eventTracking: tracking,
      }),
      module('facebook-pixel', {
        pixelIds: `${FACEBOOK_IDS[0]}\n999999999999999`,
        pageView: false,
        eventTracking: { enabled: true, eventType: 'Custom', customEventName: 'Landing' },
      }),
      module('reddit-pixel', { advertiserId: 't2_abc123', pageVisit: false, eventTracking: tracking }),
    ]);
    expect(config).toEqual({
      facebook: {
        ids: [...FACEBOOK_IDS, '999999999999999'],
        pageView: true,
        events: [{ eventType: 'Custom', name: 'Landing' }],
      },
      reddit: { ids: ['t2_abc123'], pageView: false, events: [] },
    });
  });

  it('drops any id that does not match its platform pattern, whatever reached it', () => {
    const config = pixelConfig([
      module('facebook-pixel', {
        pixelIds: "123');alert(1);//\n12345",
        pageView: true,
        eventTracking: tracking,
      }),
      module('tiktok-pixel', { pixelId: 'c4abcdefgh1234567890', pageView: true, eventTracking: tracking }),
      module('snapchat-pixel', { pixelId: '</script><script>x', pageView: true, eventTracking: tracking }),
      module('reddit-pixel', { advertiserId: 'a2_"onload', pageVisit: true, eventTracking: tracking }),
    ]);
    expect(config).toEqual({});
  });

  it('encodes data for a script data block so nothing can close it', () => {
    const text = jsonForScript({ name: '</script><script>alert(1)</script>', line: '\u2028&' });
    expect(text).not.toContain('<');
    expect(text).not.toContain('>');
    expect(text).not.toContain('&');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>', line: '\u2028&' });
  });
});

describe('needsIsland', () => {
  const doc = (type: PreparedModule['type'], props: Record<string, unknown>) =>
    prepareModules(pageDocumentSchema.parse({ version: 1, modules: [{ id: 'mod00001', type, props }] }))[0];
  const picture = (name: string) => ({ image: `https://img.example.com/${name}.png`, title: '', url: '' });

  it('hydrates only instances with behavior', () => {
    const island = (type: PreparedModule['type'], props: Record<string, unknown>) => {
      const prepared = doc(type, props);
      if (!prepared) throw new Error(`${type} did not parse`);
      return needsIsland(prepared);
    };
    expect(island('title-text', { content: 'Hi' })).toBe(false);
    expect(island('question-answer', {})).toBe(false);
    expect(island('picture-swiper', { pictures: [picture('a')] })).toBe(false);
    expect(island('picture-swiper', { pictures: [picture('a'), picture('b')] })).toBe(true);
    expect(island('video', { url: 'https://cdn.example.com/a.mp4' })).toBe(false);
    expect(island('video', { url: 'https://cdn.example.com/a.m3u8' })).toBe(true);
    expect(island('video', { url: 'https://vimeo.com/76979871' })).toBe(true);
    expect(island('link-button', FILLED['link-button'])).toBe(false);
    expect(island('link-button', { ...FILLED['link-button'], fixed: true })).toBe(false);
    expect(island('social', FILLED.social)).toBe(false);
    expect(island('social', { ...FILLED.social, position: 'float-left' })).toBe(true);
    expect(island('chat-widget', FILLED['chat-widget'])).toBe(true);
  });
});

describe('pageEdges', () => {
  const bar = module(
    'link-button',
    RENDER_REGISTRY['link-button'].schema.parse({
      ...FILLED['link-button'],
      fixed: true,
      fixedPosition: 'bottom',
    }),
  );
  const topBar = module(
    'link-button',
    RENDER_REGISTRY['link-button'].schema.parse({
      ...FILLED['link-button'],
      fixed: true,
      fixedPosition: 'top',
    }),
  );
  const chat = (position: string) =>
    module(
      'chat-widget',
      RENDER_REGISTRY['chat-widget'].schema.parse({ ...FILLED['chat-widget'], position }),
    );
  const text = module('title-text', RENDER_REGISTRY['title-text'].schema.parse({ content: 'Hi' }));

  it('puts what is pinned at the bottom, and the modules floating at the bottom, in the bottom edge', () => {
    const bottomChat = chat('bottom-left');
    const edges = pageEdges([bar, text, bottomChat, topBar]);
    expect(edges.flow).toEqual([topBar, text]);
    expect(edges.bottom).toEqual([bottomChat, bar]);
  });

  it('leaves floating modules in place when nothing is pinned at the bottom, and top widgets always', () => {
    const bottomChat = chat('bottom-right');
    const topChat = chat('top-right');
    expect(pageEdges([text, bottomChat, topBar])).toEqual({ flow: [topBar, text, bottomChat], bottom: [] });
    expect(pageEdges([topChat, bar]).flow).toEqual([topChat]);
  });
});
