import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressionCache, pickEncoding } from '#functions/local/encoding.ts';

const html = 'text/html; charset=utf-8';

describe('response encoding of the local server', () => {
  it('honours Accept-Encoding with its q-values, and leaves small or binary bodies alone', () => {
    expect(pickEncoding({ 'accept-encoding': 'gzip, deflate, br' }, html, 5000)).toBe('br');
    expect(pickEncoding({ 'accept-encoding': 'gzip' }, html, 5000)).toBe('gzip');
    expect(pickEncoding({ 'accept-encoding': 'br;q=0, gzip;q=0.5' }, html, 5000)).toBe('gzip');
    expect(pickEncoding({ 'accept-encoding': 'identity' }, html, 5000)).toBe('identity');
    expect(pickEncoding({}, html, 5000)).toBe('identity');
    expect(pickEncoding({ 'accept-encoding': 'br' }, html, 100)).toBe('identity');
    expect(pickEncoding({ 'accept-encoding': 'br' }, 'image/png', 5000)).toBe('identity');
  });

  it('compresses each version of a body once per encoding, and the copies decode to it', () => {
    const cache = compressionCache(2);
    const body = Buffer.from('<p>hello</p>'.repeat(500));
    const br = cache.encode(body, 'br');
    expect(cache.encode(Buffer.from(body), 'br')).toBe(br);
    expect(brotliDecompressSync(br).equals(body)).toBe(true);
    expect(gunzipSync(cache.encode(body, 'gzip')).equals(body)).toBe(true);
    expect(cache.encode(body, 'identity')).toBe(body);
    // A new version is a new entry; the oldest goes once the bound is passed.
    cache.encode(Buffer.from('<p>v2</p>'.repeat(500)), 'br');
    cache.encode(Buffer.from('<p>v3</p>'.repeat(500)), 'br');
    expect(cache.size).toBe(2);
    expect(cache.encode(body, 'br')).not.toBe(br);
  });
});
