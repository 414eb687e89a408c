import { describe, expect, it } from 'vitest';
import { COPY_CONFIRMATION_MS, copyText } from '#app/browser/clipboard.ts';

describe('copy to clipboard', () => {
  it('reports success, failure, and a browser without the Clipboard API', async () => {
    const written: string[] = [];
    expect(await copyText('x', { writeText: async (text) => void written.push(text) })).toBe('copied');
    expect(written).toEqual(['x']);
    expect(
      await copyText('x', {
        writeText: async () => {
          throw new DOMException('denied', 'NotAllowedError');
        },
      }),
    ).toBe('failed');
    expect(await copyText('x', undefined)).toBe('unsupported');
    expect(COPY_CONFIRMATION_MS).toBe(1500);
  });
});
