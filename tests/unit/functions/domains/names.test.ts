import { describe, expect, it } from 'vitest';
import {
  isUnderAny,
  NAME_MESSAGES,
  normaliseDomainName,
  parentNames,
  platformHosts,
} from '#functions/domains/names.ts';

describe('normaliseDomainName', () => {
  it('accepts ordinary names, lower-cases them and drops a trailing dot', () => {
    expect(normaliseDomainName(' WWW.Example.COM. ')).toEqual({
      ok: true,
      name: 'www.example.com',
      displayName: 'www.example.com',
    });
    expect(normaliseDomainName('a-b.c-d.co.uk')).toMatchObject({ ok: true, name: 'a-b.c-d.co.uk' });
  });

  it('converts internationalised names to punycode and keeps the Unicode form for display', () => {
    expect(normaliseDomainName('例子.中国')).toEqual({
      ok: true,
      name: 'xn--fsqu00a.xn--fiqs8s',
      displayName: '例子.中国',
    });
    expect(normaliseDomainName('Bücher.example')).toEqual({
      ok: true,
      name: 'xn--bcher-kva.example',
      displayName: 'bücher.example',
    });
    // Already in punycode: stored as is, displayed in Unicode.
    expect(normaliseDomainName('xn--bcher-kva.example')).toMatchObject({
      ok: true,
      displayName: 'bücher.example',
    });
  });

  it.each([
    ['*.example.com', 'wildcard'],
    ['www.*.com', 'wildcard'],
    ['192.168.1.10', 'ip'],
    ['[::1]', 'ip'],
    ['::1', 'ip'],
    ['1.2.3', 'ip'],
    ['https://example.com', 'scheme'],
    ['example.com/path', 'scheme'],
    ['exa mple.com', 'scheme'],
    ['localhost', 'tld'],
    ['example.123', 'tld'],
    ['example.c', 'tld'],
    ['-bad.example.com', 'label'],
    ['bad-.example.com', 'label'],
    ['under_score.example.com', 'label'],
    ['a..example.com', 'label'],
    [`${'a'.repeat(64)}.example.com`, 'label'],
    [
      `${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(10)}.com`,
      'tooLong',
    ],
    ['xn--zz.com', 'invalid'],
  ] as const)('refuses %s (%s)', (input, problem) => {
    expect(normaliseDomainName(input)).toEqual({ ok: false, problem });
  });

  it('has a message in both languages for every problem', () => {
    for (const message of Object.values(NAME_MESSAGES)) {
      expect(message.en).not.toBe('');
      expect(message['zh-cn']).not.toBe('');
    }
  });
});

describe('names the platform keeps', () => {
  it('lists the hosts of the app, the pages origin and the CNAME target, skipping IP addresses', () => {
    expect(
      platformHosts(
        ['https://app.landinggo.example', 'https://LandingGo-Pages.example/'],
        'pages.landinggo.example.',
      ),
    ).toEqual(['app.landinggo.example', 'landinggo-pages.example', 'pages.landinggo.example']);
    expect(platformHosts(['http://127.0.0.1:4321', undefined], 'pages.landinggo.example')).toEqual([
      'pages.landinggo.example',
    ]);
  });

  it('matches a host and the names under it, not look-alikes', () => {
    const hosts = ['landinggo-pages.example'];
    expect(isUnderAny('landinggo-pages.example', hosts)).toBe(true);
    expect(isUnderAny('a.b.landinggo-pages.example', hosts)).toBe(true);
    expect(isUnderAny('evil-landinggo-pages.example', hosts)).toBe(false);
  });

  it('gives the parent names down to two labels', () => {
    expect(parentNames('a.b.shop.example.com')).toEqual([
      'b.shop.example.com',
      'shop.example.com',
      'example.com',
    ]);
    expect(parentNames('example.com')).toEqual([]);
  });
});
