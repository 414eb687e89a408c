import { describe, expect, it } from 'vitest';
import { copyText } from '#app/builder/clipboard.ts';

describe('copyText', () => {
  it('copies through the clipboard', async () => {
    const written: string[] = [];
    expect(
      await copyText('https://a.example/x', { writeText: async (text) => void written.push(text) }),
    ).toBe('copied');
    expect(written).toEqual(['https://a.example/x']);
  });

  it('reports a refused copy and a browser without clipboard', async () => {
    expect(await copyText('x', { writeText: () => Promise.reject(new Error('denied')) })).toBe('failed');
    expect(await copyText('x', undefined)).toBe('unsupported');
  });
});
