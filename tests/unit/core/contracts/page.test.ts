import { describe, expect, it } from 'vitest';
import { pageAddBodySchema, pageEditBodySchema, routeProblem } from '#core/contracts/page.ts';
import { parseLocalized } from '#core/validation/parse.ts';

describe('page routes', () => {
  it('accepts the root and lower-case paths', () => {
    for (const route of ['/', '/a', '/spring-sale', '/promo/2026_q1', `/${'a'.repeat(99)}`]) {
      expect(routeProblem(route), route).toBeNull();
    }
  });

  it('names the first rule a route breaks', () => {
    expect(routeProblem('')).toBe('Please enter the page route');
    expect(routeProblem('spring')).toBe("The route must start with '/'");
    expect(routeProblem('/Spring')).toMatch(/lower-case/);
    expect(routeProblem('/a b')).toMatch(/lower-case/);
    expect(routeProblem('/a?b')).toMatch(/lower-case/);
    expect(routeProblem('/ä')).toMatch(/lower-case/);
    expect(routeProblem('/a//b')).toBe("The route must not contain '//'");
    expect(routeProblem('//')).toBe("The route must not contain '//'");
    expect(routeProblem('/a/')).toBe("The route must not end with '/' (except the root '/')");
    expect(routeProblem(`/${'a'.repeat(100)}`)).toBe('The route must be at most 100 characters');
  });

  it('trims, and speaks Chinese', () => {
    const ok = parseLocalized(pageAddBodySchema, { name: '  Sale ', route: ' /sale ' }, 'en');
    expect(ok).toMatchObject({ success: true, data: { name: 'Sale', route: '/sale', domain_id: '' } });
    const bad = parseLocalized(pageAddBodySchema, { name: '', route: 'x' }, 'zh-cn');
    expect(bad.success).toBe(false);
    if (bad.success) return;
    expect(bad.errors).toEqual({ name: '请输入页面名称', route: "路由必须以 '/' 开头" });
  });

  it('takes names of any script up to 50 characters, without angle brackets', () => {
    expect(parseLocalized(pageAddBodySchema, { name: '春季促销 2026!', route: '/' }, 'en').success).toBe(
      true,
    );
    for (const name of ['x'.repeat(51), '<script>', 'a\u0000b']) {
      expect(parseLocalized(pageAddBodySchema, { name, route: '/' }, 'en').success, name).toBe(false);
    }
  });

  it('edits only what is sent, with a well-formed id', () => {
    expect(parseLocalized(pageEditBodySchema, { id: 'AbCdE12345' }, 'en')).toMatchObject({
      success: true,
      data: { id: 'AbCdE12345' },
    });
    expect(parseLocalized(pageEditBodySchema, { id: '../x' }, 'en').success).toBe(false);
    expect(parseLocalized(pageEditBodySchema, { id: 'AbCdE12345', route: '/A' }, 'en').success).toBe(false);
  });
});
