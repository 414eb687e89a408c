import { describe, expect, it } from 'vitest';
import { ALL_ROUTES } from '#functions/groups/registry.ts';
import { ROUTE_GROUPS, ROUTES, routeKey } from '#functions/routes.ts';

describe('the route table', () => {
  it('has each method and path once', () => {
    const keys = ROUTES.map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('is served completely by the local server registry, and nothing else is', () => {
    expect(ALL_ROUTES.map((bound) => routeKey(bound.route)).sort()).toEqual(ROUTES.map(routeKey).sort());
  });

  it('names groups that can be Lambda function names', () => {
    for (const group of ROUTE_GROUPS) expect(group).toMatch(/^[a-z][a-z0-9-]{1,30}$/);
  });

  it('puts every API path under /client/', () => {
    for (const route of ROUTES) expect(route.path.startsWith('/client/')).toBe(true);
  });
});
