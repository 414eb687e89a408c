import { describe, expect, it } from 'vitest';
import {
  isImageAddress,
  moveItem,
  optionalColor,
  optionalLink,
  padding,
  removeItem,
  replaceItem,
} from '#modules/shared/schema-kit.ts';

describe('schema kit', () => {
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

  it('bounds padding to 0-100 and takes empty or hex colors and empty or http(s) links', () => {
    expect(padding(8).safeParse(100).success).toBe(true);
    expect(padding(8).safeParse(101).success).toBe(false);
    expect(padding(8).safeParse(1.5).success).toBe(false);
    expect(optionalColor().parse('')).toBe('');
    expect(optionalColor().safeParse('red').success).toBe(false);
    expect(optionalLink().parse(' https://a.example/ ')).toBe('https://a.example/');
    expect(optionalLink().safeParse('javascript:alert(1)').success).toBe(false);
  });
});
