// @ts-check
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

/**
 * Static output: public pages and the island app shell are HTML files. Routes marked
 * `prerender = false` (the public-page and published-page renderers) go into the Node server
 * build, which the platform calls to render one page at a time (DESIGN.md point 8).
 */
export default defineConfig({
  output: 'static',
  adapter: node({ mode: 'middleware' }),
  integrations: [react()],
  build: { format: 'directory', assets: '_assets' },
  compressHTML: true,
  devToolbar: { enabled: false },
  telemetry: false,
  vite: {
    // Astro 7 + @astrojs/react: avoids ERR_UNSUPPORTED_ESM_URL_SCHEME 'astro:' (DESIGN.md, known traps).
    ssr: { noExternal: ['@astrojs/react'] },
  },
});
