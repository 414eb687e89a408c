import { REQUEST_TIMEOUT_MS } from '#app/api/client.ts';
import { withQuery } from '#app/api/query.ts';
import { type EarlyStartConfig, earlyFrames, earlyRoutes, REFRESH_LOCK } from '#app/boot/early-start.ts';
import { ROUTE_DATA_CALLS, TZ_OFFSET } from '#app/router/route-data-calls.ts';
import { ROUTE_META } from '#app/router/route-meta.ts';
import { patternSource } from '#app/router/route-pattern.ts';
import { APP_ROUTES } from '#app/router/routes.ts';
import { STORAGE_KEYS } from '#core/browser-storage.ts';
import { startUp } from '#core/contracts/endpoints/start-up.ts';
import { refresh } from '#core/contracts/endpoints/user.ts';

/** What the app shell's first script is told (src/pages/app.astro): the app's own names, paths and routes. */
export const EARLY_START_CONFIG: EarlyStartConfig = {
  user: STORAGE_KEYS.userInfo,
  lock: REFRESH_LOCK,
  refresh: refresh.path,
  startUp: withQuery(startUp.path, { requiredLogin: '0' }),
  timeout: REQUEST_TIMEOUT_MS,
  frames: earlyFrames(APP_ROUTES, ROUTE_META, patternSource),
  routes: earlyRoutes(APP_ROUTES, ROUTE_DATA_CALLS, TZ_OFFSET, patternSource),
};
