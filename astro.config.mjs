// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { buildInfo } from './src/app/build-info/integration.ts';
import { clientChunkGroups, ZOD_GROUP } from './src/build/chunk-groups.ts';
import { routePreloads } from './src/build/route-preloads.ts';

/**
 * Internal render routes (DESIGN.md point 8), rendered in-process by functions/render/astro.ts and
 * never served to visitors: the platform serves only the HTML they export. Their files live under
 * src/pages/_render/, which the file router skips because of the underscore, so each route is
 * injected here by name. Add one line per new render route.
 * @type {import('astro').AstroIntegration}
 */
const renderRoutes = {
  name: 'render-routes',
  hooks: {
    'astro:config:setup': ({ injectRoute, addClientDirective }) => {
      // Published pages' islands hydrate on the visitor's first interaction (BENCHMARKS row 3).
      addClientDirective({
        name: 'interaction',
        entrypoint: './src/published/interaction-directive.ts',
      });
      const route = (/** @type {string} */ pattern, /** @type {string} */ file) =>
        injectRoute({ pattern, entrypoint: `./src/pages/_render/${file}`, prerender: false });
      route('/_render/site/home', 'site/home.astro');
      route('/_render/site/pricing', 'site/pricing.astro');
      route('/_render/site/terms', 'site/terms.astro');
      route('/_render/site/privacy', 'site/privacy.astro');
      route('/_render/site/not-found', 'site/not-found.astro');
      route('/_render/page', 'page/index.astro');
    },
  },
};

/**
 * Static output: public pages and the island app shell are HTML files. Routes marked
 * `prerender = false` (the public-page and published-page renderers) go into the Node server
 * build, which the platform calls to render one page at a time (DESIGN.md point 8).
 */
export default defineConfig({
  output: 'static',
  adapter: node({ mode: 'middleware' }),
  // buildInfo: one build id baked into the island and written to /build-info.json (update check).
  // routePreloads: the app shell preloads the app's scripts and the current route's files.
  integrations: [react(), renderRoutes, buildInfo(), routePreloads()],
  // No stylesheet inlined: in the app shell (the only page whose styles Astro manages; the public
  // and published pages inline their own with `?inline`) that put the console's, the module forms'
  // and the server events' styles (26 KB) into every route's HTML; as files, each route's come
  // with its chunk (src/build/route-preloads.ts).
  build: { format: 'directory', assets: '_assets', inlineStylesheets: 'never' },
  compressHTML: true,
  devToolbar: { enabled: false },
  vite: {
    build: {
      // zod in a file of its own; the client's groups are added by clientChunkGroups (src/build/chunk-groups.ts).
      rolldownOptions: { output: { codeSplitting: { groups: [ZOD_GROUP] } } },
    },
    plugins: [clientChunkGroups()],
    // Astro 7 + @astrojs/react: avoids ERR_UNSUPPORTED_ESM_URL_SCHEME 'astro:' (DESIGN.md, known traps).
    // simple-icons is one 5 MB module: bundled, only the few icons the site uses stay in dist/server.
    ssr: { noExternal: ['@astrojs/react', 'simple-icons'] },
  },
});
