import { map } from 'nanostores';
import { readCookie, writeCookie } from '#app/browser/cookies.ts';
import {
  authNodeOf,
  collectAuthNodes,
  entriesOfType,
  iframeAddresses,
  visibleMenus,
} from '#app/member-center/menus.ts';
import { PREFERENCE_COOKIE_MAX_AGE } from '#core/browser-storage.ts';
import type { IndexData } from '#core/contracts/index-endpoint.ts';
import type { RuleEntry } from '#core/contracts/rules.ts';

/** Member-centre state (spec section 3). */
export type MemberCenterState = {
  /** The member centre is enabled (`open_member_center`). */
  open: boolean;
  userMenus: readonly RuleEntry[];
  /** Group headlines show only when more than one user menu exists. */
  showHeadline: boolean;
  /** Page path to its permitted action paths ("{page path}/{action}"). */
  authNode: Readonly<Record<string, readonly string[]>>;
  /** Narrow screen: the sidebar becomes a drawer. */
  shrink: boolean;
  /** The drawer (mobile menu) is expanded; collapses after each navigation. */
  menuExpand: boolean;
  /** Wide screen: the sidebar is shrunk to its icons (the member's choice, kept in a cookie). */
  collapsed: boolean;
  navUserMenus: readonly RuleEntry[];
  manageMenus: readonly RuleEntry[];
  /** Addresses of the iframe menu entries of the member's rules: all /user/iframe/ may show. */
  iframeUrls: readonly string[];
};

/** Cookie keeping the shrunk sidebar across visits ("1" shrunk, "0" full). */
export const COLLAPSED_COOKIE = 'ba-menu-collapsed';

export const $memberCenter = map<MemberCenterState>({
  open: true,
  userMenus: [],
  showHeadline: false,
  authNode: {},
  shrink: false,
  menuExpand: false,
  collapsed: readCookie(COLLAPSED_COOKIE) === '1',
  navUserMenus: [],
  manageMenus: [],
  iframeUrls: [],
});

/**
 * Fills the menus from the start-up data: visible user menus (empty directories and
 * add_rules_only entries dropped), the headline flag, and the permission nodes of every tree.
 */
export function applyMenus(
  data: Pick<IndexData, 'open_member_center' | 'rules' | 'menus' | 'manages'>,
): void {
  const userMenus = visibleMenus(data.menus);
  $memberCenter.set({
    ...$memberCenter.get(),
    open: data.open_member_center,
    userMenus,
    showHeadline: userMenus.length > 1,
    authNode: collectAuthNodes([data.rules, data.menus, data.manages]),
    navUserMenus: visibleMenus(entriesOfType(data.rules, 'nav_user_menu')),
    manageMenus: visibleMenus(data.manages),
    iframeUrls: iframeAddresses([data.rules, data.menus, data.manages]),
  });
}

/**
 * The permission check of spec section 6, by name plus optional sub-node: with `page` alone,
 * whether the page has permission nodes at all; with `action` ("edit" or its whole path
 * "/user/account/profile/edit"), whether that one is granted. Pure over the given map.
 */
export function checkAuth(authNode: MemberCenterState['authNode'], page: string, action?: string): boolean {
  const nodes = authNode[page];
  if (!nodes) return false;
  return action === undefined || nodes.includes(authNodeOf(page, action));
}

/** `checkAuth` on the current member's permissions, for code outside components. */
export function hasAuth(page: string, action?: string): boolean {
  return checkAuth($memberCenter.get().authNode, page, action);
}

export function toggleMenuExpand(): void {
  $memberCenter.setKey('menuExpand', !$memberCenter.get().menuExpand);
}

export function collapseMenu(): void {
  if ($memberCenter.get().menuExpand) $memberCenter.setKey('menuExpand', false);
}

/** Shrinks the wide-screen sidebar to its icons, or widens it again; remembered in a cookie. */
export function toggleCollapsed(): void {
  const collapsed = !$memberCenter.get().collapsed;
  $memberCenter.setKey('collapsed', collapsed);
  try {
    writeCookie(COLLAPSED_COOKIE, collapsed ? '1' : '0', PREFERENCE_COOKIE_MAX_AGE);
  } catch {
    // No document (tests in Node): the choice lasts for this page only.
  }
}

export function setShrink(shrink: boolean): void {
  if ($memberCenter.get().shrink === shrink) return;
  $memberCenter.set({ ...$memberCenter.get(), shrink, menuExpand: shrink && $memberCenter.get().menuExpand });
}
