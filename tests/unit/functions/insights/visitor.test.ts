import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deviceClass, isUncounted, visitorHash } from '#functions/insights/visitor.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** The definition: the first 16 bytes of SHA-256 over the four parts, base64url. */
const reference = (salt: string, address: string, userAgent: string, page: string) =>
  createHash('sha256')
    .update(`${salt}\u0000${address}\u0000${userAgent}\u0000${page}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');

describe("a visitor's daily hash", () => {
  it('is the first 16 bytes of the SHA-256, base64url, for any input (2,000 random ones)', () => {
    for (let i = 0; i < 2000; i++) {
      const parts = [0, 1, 2, 3].map(() => randomBytes(1 + (i % 40)).toString('latin1')) as [
        string,
        string,
        string,
        string,
      ];
      const hash = visitorHash(...parts);
      expect(hash).toBe(reference(...parts));
      expect(hash).toMatch(/^[A-Za-z0-9_-]{22}$/);
    }
  });

  it('differs by day (salt), address, browser and page', () => {
    const base = visitorHash('salt-a', '203.0.113.7', IPHONE, 'AbCdEfGhIj');
    expect(visitorHash('salt-b', '203.0.113.7', IPHONE, 'AbCdEfGhIj')).not.toBe(base);
    expect(visitorHash('salt-a', '203.0.113.8', IPHONE, 'AbCdEfGhIj')).not.toBe(base);
    expect(visitorHash('salt-a', '203.0.113.7', `${IPHONE} X`, 'AbCdEfGhIj')).not.toBe(base);
    expect(visitorHash('salt-a', '203.0.113.7', IPHONE, 'AbCdEfGhIk')).not.toBe(base);
  });
});

describe('who is counted', () => {
  it('counts a phone, not a crawler, an empty user agent or a prefetch', () => {
    const none = () => undefined;
    expect(isUncounted(IPHONE, none)).toBe(false);
    expect(deviceClass(IPHONE)).toBe('mobile');
    expect(isUncounted('Googlebot/2.1 (+http://www.google.com/bot.html)', none)).toBe(true);
    expect(isUncounted('', none)).toBe(true);
    expect(isUncounted(IPHONE, (name) => (name === 'sec-purpose' ? 'prefetch' : undefined))).toBe(true);
  });
});
