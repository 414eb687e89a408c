import { describe, expect, it } from 'vitest';
import { publishFingerprint } from '#functions/publish/publisher.ts';
import { customDomainPageKey, platformPageKey, requestHostName } from '#functions/publish/serving.ts';

describe('which published object a request asks for', () => {
  it('reads the Host without port, in lower case', () => {
    expect(requestHostName('Shop.Example.COM:8443')).toBe('shop.example.com');
    expect(requestHostName('shop.example.com')).toBe('shop.example.com');
    expect(requestHostName('[::1]:4321')).toBe('[::1]');
    expect(requestHostName(undefined)).toBe('');
  });

  it('maps /{pageId} on the platform host, nothing else', () => {
    expect(platformPageKey('/AbCdE12345')).toBe('published/id/AbCdE12345/index.html');
    for (const path of ['/', '/AbCdE1234', '/AbCdE123456', '/AbCdE1234!', '/AbCdE12345/x', '//AbCdE12345'])
      expect(platformPageKey(path), path).toBeNull();
  });

  it('maps routes on a custom domain, a trailing slash dropped; refuses what no route can be', () => {
    expect(customDomainPageKey('shop.example.com', '/')).toBe('published/host/shop.example.com/index.html');
    expect(customDomainPageKey('shop.example.com', '/a/b-c_d')).toBe(
      'published/host/shop.example.com/a/b-c_d/index.html',
    );
    expect(customDomainPageKey('shop.example.com', '/a/b/')).toBe(
      'published/host/shop.example.com/a/b/index.html',
    );
    for (const path of ['/A', '/a//b', '/../x', '/a/../b', '/a.html', `/${'a'.repeat(100)}`, '/%2e%2e'])
      expect(customDomainPageKey('shop.example.com', path), path).toBeNull();
  });
});

describe('publish fingerprint', () => {
  const target = { url: 'https://shop.example.com/', link: 'https://shop.example.com/', keys: ['k1', 'k2'] };
  it('changes with the version, the name, the address, the keys and the badge, and only then', () => {
    const base = publishFingerprint(3, 'Sale', target, false);
    expect(publishFingerprint(3, 'Sale', { ...target }, false)).toBe(base);
    expect(publishFingerprint(4, 'Sale', target, false)).not.toBe(base);
    expect(publishFingerprint(3, 'Sale 2', target, false)).not.toBe(base);
    expect(publishFingerprint(3, 'Sale', { ...target, url: 'http://shop.example.com/' }, false)).not.toBe(
      base,
    );
    expect(publishFingerprint(3, 'Sale', { ...target, keys: ['k1'] }, false)).not.toBe(base);
    expect(publishFingerprint(3, 'Sale', target, true)).not.toBe(base);
  });
});
