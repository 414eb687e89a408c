import { cleanStores } from 'nanostores';
import { afterAll } from 'vitest';

/**
 * nanostores unmounts a store one second after its last listener leaves (STORE_UNMOUNT_DELAY), on
 * a timer. The unit project runs its files one after another in shared workers with a shared
 * module cache (vitest.config.ts), so the app's router, subscribed by one file (a `get()` is
 * enough), would unmount during a later file, after the first file's document is gone: the
 * router's unmount reads `document`, and the later file fails with "document is not defined"
 * (seen once in a full run). A file with a document unmounts the router at its end, while the
 * document still exists. (Files that make routers of their own with `vi.resetModules()` clean
 * each one themselves: tests/unit/app/router/navigation.test.ts.)
 */
afterAll(async () => {
  if (typeof document !== 'undefined') cleanStores((await import('#app/router/routes.ts')).$router);
});
