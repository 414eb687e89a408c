import { describe, expect, it } from 'vitest';
import { isMobileUserAgent } from '#core/device.ts';

describe('isMobileUserAgent', () => {
  it.each([
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36',
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15',
    'Mozilla/5.0 (compatible; MSIE 10.0; Windows Phone 8.0; Trident/6.0; IEMobile/10.0)',
  ])('detects %s as mobile', (userAgent) => {
    expect(isMobileUserAgent(userAgent)).toBe(true);
  });

  it.each([
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15',
    'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  ])('detects %s as desktop', (userAgent) => {
    expect(isMobileUserAgent(userAgent)).toBe(false);
  });

  it('treats a missing user agent as desktop', () => {
    expect(isMobileUserAgent(undefined)).toBe(false);
    expect(isMobileUserAgent('')).toBe(false);
  });
});
