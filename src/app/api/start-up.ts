import { api } from '#app/api/api.ts';
import { applyMenus } from '#app/stores/member-center.ts';
import { $siteConfig, applySiteInfo } from '#app/stores/site-config.ts';
import { $isLogin, setUserInfo } from '#app/stores/user-info.ts';
import { startUp } from '#core/contracts/endpoints/start-up.ts';
import type { IndexData } from '#core/contracts/index-endpoint.ts';

/** Applies the start-up data: site info, menus, and the user when the token was valid. */
export function applyIndexData(data: IndexData): void {
  applySiteInfo(data.site_info);
  applyMenus(data);
  const withUser = data.user_info !== null && $isLogin.get();
  if (data.user_info && withUser) setUserInfo(data.user_info);
  $siteConfig.set({
    ...$siteConfig.get(),
    initialize: true,
    userInitialize: $siteConfig.get().userInitialize || withUser,
  });
}

async function fetchIndex(requiredLogin: '0' | '1'): Promise<void> {
  const { data } = await api(startUp, { requiredLogin });
  applyIndexData(data);
}

let siteCall: Promise<void> | null = null;
let userCall: Promise<void> | null = null;

/** The start-up call for every visitor, once (spec section 4); concurrent callers share it. */
export function siteStartUp(): Promise<void> {
  if ($siteConfig.get().initialize) return Promise.resolve();
  siteCall ??= fetchIndex('0').finally(() => {
    siteCall = null;
  });
  return siteCall;
}

/**
 * The start-up call again for a logged-in user (the user-mount step), once per login. A stale
 * token answers 303 "need login", which the API client turns into the login route.
 */
export function userStartUp(): Promise<void> {
  if (!$isLogin.get() || $siteConfig.get().userInitialize) return Promise.resolve();
  userCall ??= fetchIndex('1').finally(() => {
    userCall = null;
  });
  return userCall;
}
