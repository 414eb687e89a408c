import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parseLocalized } from '#core/validation/parse.ts';
import { definition } from '#modules/video/definition.ts';
import { editor } from '#modules/video/editor.ts';
import { schema, VIDEO_MESSAGES } from '#modules/video/schema.ts';
import { detectVideo, embedUrl, playerFor, posterFor } from '#modules/video/sources.ts';
import { LOADED_FORM_SERVICES as FORM_SERVICES } from '../../../helpers/form-services.ts';

describe('video URL detection', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', { kind: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['https://youtu.be/dQw4w9WgXcQ?t=10', { kind: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', { kind: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', { kind: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['https://vimeo.com/76979871', { kind: 'vimeo', id: '76979871' }],
    ['https://player.vimeo.com/video/76979871', { kind: 'vimeo', id: '76979871' }],
    [
      'https://www.tiktok.com/@scout2015/video/6718335390845095173',
      { kind: 'tiktok', id: '6718335390845095173' },
    ],
    ['https://www.twitch.tv/videos/106400740', { kind: 'twitch', id: 'v106400740' }],
    ['https://www.twitch.tv/kronovi', { kind: 'twitch', id: 'kronovi' }],
    ['https://cdn.example.com/clip.mp4', { kind: 'mp4' }],
    ['https://cdn.example.com/clip.MP4?sig=1', { kind: 'mp4' }],
    ['https://cdn.example.com/clip.webm', { kind: 'webm' }],
    ['https://stream.example.com/live/index.m3u8', { kind: 'm3u8' }],
    ['/uploads/2026/11/clip.mp4', { kind: 'mp4' }],
  ])('detects %s', (url, expected) => {
    expect(detectVideo(url)).toEqual(expected);
  });

  it.each([
    '',
    'not a url',
    'javascript:alert(1)//.mp4',
    'data:video/mp4;base64,AAAA',
    'ftp://example.com/a.mp4',
    'https://www.youtube.com/watch?v=short',
    'https://vimeo.com/channels/staffpicks',
    'https://vm.tiktok.com/ZMabc/',
    'https://clips.twitch.tv/SomeClip',
    'https://example.com/movie.avi',
    'https://example.com/page.html',
    'https://user:pass@cdn.example.com/a.mp4',
    '/uploads/a.png',
  ])('refuses %s', (url) => {
    expect(detectVideo(url)).toBeNull();
  });

  it('derives the YouTube poster without network and picks players', () => {
    expect(posterFor({ kind: 'youtube', id: 'dQw4w9WgXcQ' })).toBe(
      'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    );
    expect(posterFor({ kind: 'vimeo', id: '1' })).toBe('');
    expect(playerFor({ kind: 'mp4' }, false)).toBe('native');
    expect(playerFor({ kind: 'm3u8' }, true)).toBe('native');
    expect(playerFor({ kind: 'm3u8' }, false)).toBe('hls');
    expect(playerFor({ kind: 'twitch', id: 'x' }, true)).toBe('embed');
  });

  it("builds each provider's embedded player address, playing at once", () => {
    const options = { muted: false, controls: true, host: 'shop.example.com' };
    expect(embedUrl({ kind: 'youtube', id: 'dQw4w9WgXcQ' }, options)).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&playsinline=1&rel=0',
    );
    expect(
      embedUrl({ kind: 'youtube', id: 'dQw4w9WgXcQ' }, { ...options, muted: true, controls: false }),
    ).toContain('mute=1&controls=0');
    expect(embedUrl({ kind: 'vimeo', id: '76979871' }, options)).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&playsinline=1',
    );
    expect(embedUrl({ kind: 'tiktok', id: '7106594312292453675' }, options)).toBe(
      'https://www.tiktok.com/player/v1/7106594312292453675?autoplay=1&controls=1',
    );
    expect(embedUrl({ kind: 'twitch', id: 'v123456' }, options)).toBe(
      'https://player.twitch.tv/?video=v123456&parent=shop.example.com&autoplay=true&muted=false',
    );
    expect(embedUrl({ kind: 'twitch', id: 'somechannel' }, { ...options, muted: true })).toBe(
      'https://player.twitch.tv/?channel=somechannel&parent=shop.example.com&autoplay=true&muted=true',
    );
  });
});

describe('video schema', () => {
  it('parses {} to defaults that still ask for an address', () => {
    const props = schema.parse({});
    expect(props).toEqual({ url: '', autoplay: false, controls: true, vertical: false, poster: '' });
    const again = parseLocalized(schema, props, 'en');
    expect(again.success ? {} : again.errors).toEqual({ url: VIDEO_MESSAGES.required.en });
  });

  it.each(['en', 'zh-cn'] as const)('answers every message in %s', (lang) => {
    const empty = parseLocalized(schema, { url: '  ' }, lang);
    expect(empty.success ? {} : empty.errors).toEqual({ url: VIDEO_MESSAGES.required[lang] });
    const other = parseLocalized(schema, { url: 'https://www.dailymotion.com/video/x7tgad0' }, lang);
    expect(other.success ? {} : other.errors).toEqual({ url: VIDEO_MESSAGES.unsupported[lang] });
  });

  it('takes every supported source', () => {
    expect(
      schema.safeParse({ url: 'https://youtu.be/dQw4w9WgXcQ', autoplay: true, vertical: true }).success,
    ).toBe(true);
    expect(schema.safeParse({ url: 'https://cdn.example.com/a.webm', poster: 'javascript:x' }).success).toBe(
      false,
    );
  });
});

describe('video render', () => {
  it('renders the default props as an empty box', () => {
    const html = renderToStaticMarkup(
      <definition.Render props={schema.parse({})} mode="builder" lang="en" />,
    );
    expect(html).toContain('No video address yet');
    expect(definition.island).toBeDefined();
  });

  it('renders a YouTube facade with its thumbnail and a play button, and no player', () => {
    const props = schema.parse({ url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
    const html = renderToStaticMarkup(<definition.Render props={props} mode="published" lang="zh-cn" />);
    expect(html).toContain('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
    expect(html).toContain('aria-label="播放视频"');
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('<video');
  });

  it('renders a neutral poster for Vimeo and a 9:16 box when vertical', () => {
    const props = schema.parse({ url: 'https://vimeo.com/76979871', vertical: true });
    const html = renderToStaticMarkup(<definition.Render props={props} mode="published" lang="en" />);
    expect(html).toContain('lp-video__poster--neutral');
    expect(html).toContain('lp-video--vertical');
  });

  it('renders mp4 natively, autoplaying muted only outside the builder', () => {
    const props = schema.parse({ url: 'https://cdn.example.com/a.mp4', autoplay: true, controls: false });
    const published = renderToStaticMarkup(<definition.Render props={props} mode="published" lang="en" />);
    expect(published).toMatch(/<video[^>]*autoplay=""/i);
    expect(published).toContain('muted=""');
    expect(published).not.toContain('controls=""');
    const builder = renderToStaticMarkup(<definition.Render props={props} mode="builder" lang="en" />);
    expect(builder).not.toMatch(/autoplay=""/i);
  });

  it('loads a form with every option and shows the detected source', async () => {
    const form = await editor.loadForm();
    const html = renderToStaticMarkup(
      <form.default
        services={FORM_SERVICES}
        value={schema.parse({ url: 'https://vimeo.com/76979871' })}
        onChange={() => {}}
        errors={{}}
        lang="en"
      />,
    );
    for (const label of [
      'Video address',
      'Detected: Vimeo',
      'Autoplay',
      'Show controls',
      'Vertical video',
      'Cover picture',
    ]) {
      expect(html).toContain(label);
    }
  });
});
