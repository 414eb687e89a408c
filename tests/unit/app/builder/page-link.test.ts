import { describe, expect, it } from 'vitest';
import { absoluteLink } from '#app/builder/page-link.ts';

describe('absoluteLink', () => {
  it('puts the platform link on the current origin', () => {
    expect(absoluteLink('/Ab3dE5gH9k', 'https://lp.example')).toBe('https://lp.example/Ab3dE5gH9k');
    expect(absoluteLink('Ab3dE5gH9k', 'https://lp.example')).toBe('https://lp.example/Ab3dE5gH9k');
  });

  it('keeps a custom-domain link as it is', () => {
    expect(absoluteLink('https://shop.example/spring', 'https://lp.example')).toBe(
      'https://shop.example/spring',
    );
  });
});
