import { describe, expect, it } from 'vitest';
import { groupOf } from '../../../src/build/chunk-groups.ts';

/**
 * A module graph as rolldown describes it to a group's `name`: the island app, React's renderer,
 * a published island, and routes the app loads later (each page imported dynamically by the router).
 */
const ROUTER = '/p/src/app/router/pages.ts';
const node = (importers: string[], dynamicImporters: string[] = [], isEntry = false) => ({
  isEntry,
  importers,
  dynamicImporters,
});
const GRAPH: Record<string, ReturnType<typeof node>> = {
  '/p/src/app/App.tsx': node([], [], true),
  '/p/node_modules/@astrojs/react/dist/client.js': node([], [], true),
  '/p/src/modules/video/Render.tsx': node([], [], true),
  '/p/node_modules/react-dom/client.js': node(['/p/node_modules/@astrojs/react/dist/client.js']),
  '/p/node_modules/react/index.js': node([
    '/p/node_modules/react-dom/client.js',
    '/p/src/app/App.tsx',
    '/p/src/modules/video/Render.tsx',
  ]),
  '/p/node_modules/react/jsx-runtime.js': node(['/p/src/app/App.tsx', '/p/src/modules/video/Render.tsx']),
  [ROUTER]: node(['/p/src/app/App.tsx']),
  '/p/src/app/i18n/use-t.tsx': node([ROUTER, '/p/src/app/pages/user/account/OverviewPage.tsx']),
  '/p/src/app/pages/user/account/OverviewPage.tsx': node([], [ROUTER]),
  '/p/src/app/pages/user/account/BalancePage.tsx': node([], [ROUTER]),
  '/p/src/app/pages/ConsolePage.tsx': node([], [ROUTER]),
  '/p/src/app/member-center/LedgerLog.tsx': node([
    '/p/src/app/pages/user/account/OverviewPage.tsx',
    '/p/src/app/pages/user/account/BalancePage.tsx',
  ]),
  '/p/src/app/member-center/overview-only.ts': node(['/p/src/app/pages/user/account/OverviewPage.tsx']),
  '/p/src/core/time.ts': node(['/p/src/app/member-center/LedgerLog.tsx', '/p/src/app/pages/ConsolePage.tsx']),
  '/p/src/modules/video/player.ts': node(['/p/src/modules/video/Render.tsx']),
};

const graph = { getModuleInfo: (id: string) => GRAPH[id] ?? null };
const group = (id: string) => groupOf(graph, id, new WeakMap());

describe('the client build’s groups', () => {
  it('puts what the React renderer needs in one file with it', () => {
    expect(group('/p/node_modules/@astrojs/react/dist/client.js')).toBe('react');
    expect(group('/p/node_modules/react-dom/client.js')).toBe('react');
    expect(group('/p/node_modules/react/index.js')).toBe('react');
  });

  it('puts what the app shares with a published island there too, not in the app’s file', () => {
    expect(group('/p/node_modules/react/jsx-runtime.js')).toBe('react');
  });

  it('puts everything only the app imports statically in the app’s file, also what routes share with it', () => {
    expect(group('/p/src/app/App.tsx')).toBe('app');
    expect(group(ROUTER)).toBe('app');
    expect(group('/p/src/app/i18n/use-t.tsx')).toBe('app');
  });

  it('puts what several member pages share, and nothing else, in the member centre’s file', () => {
    expect(group('/p/src/app/member-center/LedgerLog.tsx')).toBe('member');
    // One page's own module, a page itself, and a module other routes share stay as they are.
    expect(group('/p/src/app/member-center/overview-only.ts')).toBeNull();
    expect(group('/p/src/app/pages/user/account/OverviewPage.tsx')).toBeNull();
    expect(group('/p/src/core/time.ts')).toBeNull();
  });

  it('leaves a published island’s own code to the bundler', () => {
    expect(group('/p/src/modules/video/Render.tsx')).toBeNull();
    expect(group('/p/src/modules/video/player.ts')).toBeNull();
    expect(group('/p/no/such/module.ts')).toBeNull();
  });
});
