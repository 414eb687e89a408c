import { describe, expect, it } from 'vitest';
import { uploadKey, uploadKeyForPath, uploadResponseHeaders } from '#functions/uploads/keys.ts';

describe('upload keys', () => {
  it('are uploads/{UTC day}/{random}.{ext}', () => {
    const key = uploadKey(Date.UTC(2030, 2, 5, 23, 30), 'png', () => 'f'.repeat(32));
    expect(key).toBe(`uploads/20300305/${'f'.repeat(32)}.png`);
    expect(uploadKey(Date.now(), 'jpg')).toMatch(/^uploads\/\d{8}\/[0-9a-f]{32}\.jpg$/);
  });

  it('map back from site paths, and nothing else does', () => {
    const key = `uploads/20300305/${'a'.repeat(32)}.png`;
    expect(uploadKeyForPath(`/${key}`)).toBe(key);
    expect(uploadKeyForPath('/uploads/../site/en/index.html')).toBeNull();
    expect(uploadKeyForPath('/uploads/20300305/name.png')).toBeNull();
    expect(uploadKeyForPath(`/uploads/20300305/${'a'.repeat(32)}.png/x`)).toBeNull();
  });

  it('serve images and video inline, everything else as a download, always nosniff and sandboxed', () => {
    expect(uploadResponseHeaders('image/png')['content-disposition']).toBe('inline');
    expect(uploadResponseHeaders('video/mp4')['content-disposition']).toBe('inline');
    expect(uploadResponseHeaders('application/pdf')['content-disposition']).toBe('attachment');
    expect(uploadResponseHeaders('text/plain; charset=utf-8')['content-disposition']).toBe('attachment');
    const headers = uploadResponseHeaders('image/png');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-security-policy']).toContain('sandbox');
  });
});
