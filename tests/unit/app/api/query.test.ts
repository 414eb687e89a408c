import { describe, expect, it } from 'vitest';
import { flattenQuery, withQuery } from '#app/api/query.ts';
import { parseNestedQuery } from '#functions/platform/query.ts';

describe('flattenQuery', () => {
  it('keeps flat values and flattens nested objects as name[key]', () => {
    expect(flattenQuery({ page: 2, search: { name: 'a', state: { published: true } } })).toEqual([
      ['page', '2'],
      ['search[name]', 'a'],
      ['search[state][published]', 'true'],
    ]);
  });

  it('flattens arrays as name[0]', () => {
    expect(flattenQuery({ ids: [3, 5], rows: [{ id: 1 }] })).toEqual([
      ['ids[0]', '3'],
      ['ids[1]', '5'],
      ['rows[0][id]', '1'],
    ]);
  });

  it('leaves out null and undefined', () => {
    expect(flattenQuery({ a: null, b: undefined, c: '', d: { e: null } })).toEqual([['c', '']]);
  });

  it('round-trips through the server-side query parser', () => {
    const query = { requiredLogin: '1', extras: { scene: 'login', tags: ['x', 'y'] }, quickSearch: 'a&b=c' };
    const search = withQuery('/x', query).split('?')[1] ?? '';
    expect(parseNestedQuery(search)).toEqual(query);
  });
});

describe('withQuery', () => {
  it('appends to a path with or without a query', () => {
    expect(withQuery('/client/index/index', { requiredLogin: '0' })).toBe(
      '/client/index/index?requiredLogin=0',
    );
    expect(withQuery('/a?x=1', { y: 2 })).toBe('/a?x=1&y=2');
  });

  it('keeps the path when nothing is to be sent', () => {
    expect(withQuery('/a', undefined)).toBe('/a');
    expect(withQuery('/a', { b: null })).toBe('/a');
  });

  it('encodes brackets and special characters', () => {
    expect(withQuery('/a', { f: { 'k y': 'v&w' } })).toBe('/a?f%5Bk+y%5D=v%26w');
  });
});
