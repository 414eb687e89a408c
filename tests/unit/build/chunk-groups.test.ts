import { describe, expect, it } from 'vitest';
import { firstLoadGroup } from '../../../src/build/chunk-groups.ts';

/**
 * A module graph as rolldown describes it to a group's `name`: the island app, React's renderer,
 * a published island, and a route the app loads later.
 */
const GRAPH: Record<string, { isEntry: boolean; importers: string[] }> = {
  '/p/src/app/App.tsx': { isEntry: true, importers: [] },
  '/p/node_modules/@astrojs/react/dist/client.js': { isEntry: true, importers: [] },
  '/p/src/modules/video/Render.tsx': { isEntry: true, importers: [] },
  '/p/node_modules/react-dom/client.js': {
    isEntry: false,
    importers: ['/p/node_modules/@astrojs/react/dist/client.js'],
  },
  '/p/node_modules/react/index.js': {
    isEntry: false,
    importers: [
      '/p/node_modules/react-dom/client.js',
      '/p/src/app/App.tsx',
      '/p/src/modules/video/Render.tsx',
    ],
  },
  '/p/node_modules/react/jsx-runtime.js': {
    isEntry: false,
    importers: ['/p/src/app/App.tsx', '/p/src/modules/video/Render.tsx'],
  },
  '/p/src/app/router/navigation.ts': { isEntry: false, importers: ['/p/src/app/App.tsx'] },
  '/p/src/app/i18n/use-t.tsx': {
    isEntry: false,
    importers: ['/p/src/app/router/navigation.ts', '/p/src/app/pages/OverviewPage.tsx'],
  },
  // A route's page: imported by nothing statically (the router imports it dynamically).
  '/p/src/app/pages/OverviewPage.tsx': { isEntry: false, importers: [] },
  '/p/src/modules/video/player.ts': { isEntry: false, importers: ['/p/src/modules/video/Render.tsx'] },
};

const graph = { getModuleInfo: (id: string) => GRAPH[id] ?? null };
const group = (id: string) => firstLoadGroup(graph, id, new WeakMap());

describe('the client build’s first-load groups', () => {
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
    expect(group('/p/src/app/router/navigation.ts')).toBe('app');
    expect(group('/p/src/app/i18n/use-t.tsx')).toBe('app');
  });

  it('leaves a route’s own modules and a published island’s own code to the bundler', () => {
    expect(group('/p/src/app/pages/OverviewPage.tsx')).toBeNull();
    expect(group('/p/src/modules/video/Render.tsx')).toBeNull();
    expect(group('/p/src/modules/video/player.ts')).toBeNull();
    expect(group('/p/no/such/module.ts')).toBeNull();
  });
});
