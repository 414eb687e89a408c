import { describe, expect, it } from 'vitest';
import { isImageAddress, moveItem, removeItem, replaceItem } from '#modules/title-text/kit.ts';

describe('module kit', () => {
  it('moves, removes and replaces list items', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(removeItem(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    expect(replaceItem(['a', 'b'], 1, 'z')).toEqual(['a', 'z']);
  });

  it('takes upload paths and http(s) images only', () => {
    expect(isImageAddress('/uploads/2026/11/a.png')).toBe(true);
    expect(isImageAddress('https://cdn.example.com/a.jpg')).toBe(true);
    expect(isImageAddress('javascript:alert(1)')).toBe(false);
    expect(isImageAddress('data:image/png;base64,AAAA')).toBe(false);
    expect(isImageAddress('/uploads/../x" onerror="x')).toBe(false);
    expect(isImageAddress('')).toBe(false);
  });
});
