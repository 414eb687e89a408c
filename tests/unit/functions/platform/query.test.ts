import { describe, expect, it } from 'vitest';
import { withQuery } from '#app/api/query.ts';
import { parseNestedQuery } from '#functions/platform/query.ts';

describe('parseNestedQuery', () => {
  it('reads plain, nested and array values, encoded or not', () => {
    expect(parseNestedQuery('requiredLogin=1&a[b]=2&a[c][d]=3&arr[0]=x&arr[1]=y&n=%E4%B8%AD')).toEqual({
      requiredLogin: '1',
      a: { b: '2', c: { d: '3' } },
      arr: ['x', 'y'],
      n: '中',
    });
    expect(parseNestedQuery('a%5Bb%5D=1&list[]=p&list[]=q')).toEqual({ a: { b: '1' }, list: ['p', 'q'] });
  });

  it('reads back what the browser client writes', () => {
    const query = { page: 2, filter: { name: 'shop', tags: ['a', 'b'] }, quickSearch: 'x y' };
    const raw = withQuery('/p', query).split('?')[1] ?? '';
    expect(parseNestedQuery(raw)).toEqual({
      page: '2',
      filter: { name: 'shop', tags: ['a', 'b'] },
      quickSearch: 'x y',
    });
  });

  it('never touches Object.prototype and stops at five levels', () => {
    const parsed = parseNestedQuery(
      '__proto__[polluted]=1&a[__proto__][x]=1&constructor[prototype][y]=1&ok=1',
    );
    expect(parsed).toEqual({ ok: '1' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(parseNestedQuery('a[1][2][3][4][5][6]=deep')).toEqual({ 'a[1][2][3][4][5][6]': 'deep' });
  });

  it('keeps the first of repeated keys and treats malformed brackets as plain names', () => {
    expect(parseNestedQuery('a=1&a=2&b[x=3&c]=4')).toEqual({ a: '1', 'b[x': '3', 'c]': '4' });
  });
});
