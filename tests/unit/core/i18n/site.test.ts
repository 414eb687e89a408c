import { describe, expect, it } from 'vitest';
import { LANGS } from '#core/i18n/lang.ts';
import { pageTitle, SITE_STRINGS } from '#core/i18n/site.ts';

/** Every leaf of a strings tree as "path" → value. */
function leaves(value: unknown, path = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [p, v] of leaves(child, path ? `${path}.${key}` : key)) out.set(p, v);
    }
  } else {
    out.set(path, value);
  }
  return out;
}

describe('site strings', () => {
  it('exist in every language with the same keys, none empty', () => {
    const en = leaves(SITE_STRINGS.en);
    for (const lang of LANGS) {
      const strings = leaves(SITE_STRINGS[lang]);
      expect([...strings.keys()].sort()).toEqual([...en.keys()].sort());
      for (const [path, value] of strings) {
        expect(typeof value, `${lang} ${path}`).toBe('string');
        expect((value as string).trim(), `${lang} ${path}`).not.toBe('');
      }
    }
  });

  it('say the 404 texts of the spec word for word', () => {
    expect(SITE_STRINGS.en.notFound).toMatchObject({
      heading: 'We are very sorry',
      text: 'The page you visited is inaccessible',
      back: 'Back to Home',
    });
  });
});

describe('pageTitle', () => {
  it('is "{page} - {site name}", or the site name alone', () => {
    expect(pageTitle('Pricing', 'LandingGo')).toBe('Pricing - LandingGo');
    expect(pageTitle(null, 'LandingGo')).toBe('LandingGo');
  });
});
