// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { followAuthRequests } from '#app/router/navigation.ts';
import { $router } from '#app/router/routes.ts';
import { requestAuthRoute } from '#app/stores/auth-route.ts';

const source = (file: string) => readFileSync(path.join(process.cwd(), 'src/app', file), 'utf8');

describe('the API client and the router', () => {
  it('meet through a store: a request for the login route opens it with the way back', () => {
    history.replaceState(null, '', '/landing-page/page/center?page=2');
    const stop = followAuthRequests();
    try {
      requestAuthRoute('userLogin');
      expect(`${location.pathname}${location.search}`).toBe(
        `/user/login?${new URLSearchParams({ redirect: '/landing-page/page/center?page=2' })}`,
      );
      requestAuthRoute('user');
      expect(location.pathname).toBe('/user');
      expect($router.get()?.route).toBe('user');
    } finally {
      stop();
    }
  });

  it('keeps the import knot cut: the client, the guard and route metadata never import the page loaders', () => {
    for (const file of ['api/api.ts', 'api/client.ts', 'router/resolve.ts', 'router/route-meta.ts']) {
      const imports = source(file).match(/from '[^']+'/g) ?? [];
      expect(
        imports.filter((line) => /router\/(pages|navigation)\.ts|\/pages\//.test(line)),
        file,
      ).toEqual([]);
    }
  });
});
