import { describe, expect, it } from 'vitest';
import { assetUrl, assetUrls } from '#core/cdn-url.ts';

const api = { cdnUrl: '', defaultBase: 'https://api.example.com' };
const cdn = { cdnUrl: 'https://cdn.example.com/', defaultBase: 'https://api.example.com' };

describe('assetUrl', () => {
  it('prefixes relative paths with the default API host when no CDN is configured', () => {
    expect(assetUrl('/uploads/a.png', api)).toBe('https://api.example.com/uploads/a.png');
    expect(assetUrl('uploads/a.png', api)).toBe('https://api.example.com/uploads/a.png');
  });

  it('prefixes relative paths with the CDN address when configured', () => {
    expect(assetUrl('/uploads/a.png', cdn)).toBe('https://cdn.example.com/uploads/a.png');
  });

  it('keeps absolute http(s), protocol-relative and data-image URLs', () => {
    expect(assetUrl('https://img.example.net/x.jpg', cdn)).toBe('https://img.example.net/x.jpg');
    expect(assetUrl('HTTP://img.example.net/x.jpg', cdn)).toBe('HTTP://img.example.net/x.jpg');
    expect(assetUrl('//img.example.net/x.jpg', cdn)).toBe('//img.example.net/x.jpg');
    expect(assetUrl('data:image/png;base64,AAAA', cdn)).toBe('data:image/png;base64,AAAA');
  });

  it('keeps an empty path empty and a path alone when no base exists', () => {
    expect(assetUrl('', cdn)).toBe('');
    expect(assetUrl('/a.png', { cdnUrl: '', defaultBase: '' })).toBe('/a.png');
  });
});

describe('assetUrls', () => {
  it('splits comma-separated lists and prefixes each', () => {
    expect(assetUrls('/a.png, https://x.example/b.png,,/c.png', api)).toEqual([
      'https://api.example.com/a.png',
      'https://x.example/b.png',
      'https://api.example.com/c.png',
    ]);
  });

  it('accepts arrays and empty text', () => {
    expect(assetUrls(['/a.png'], cdn)).toEqual(['https://cdn.example.com/a.png']);
    expect(assetUrls('', cdn)).toEqual([]);
  });
});
