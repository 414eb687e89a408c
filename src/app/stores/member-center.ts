import { map } from 'nanostores';
import { collectAuthNodes, entriesOfType, visibleMenus } from '#app/member-center/menus.ts';
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
  navUserMenus: readonly RuleEntry[];
  manageMenus: readonly RuleEntry[];
};

export const $memberCenter = map<MemberCenterState>({
  open: true,
  userMenus: [],
  showHeadline: false,
  authNode: {},
  shrink: false,
  menuExpand: false,
  navUserMenus: [],
  manageMenus: [],
});

/** Fills the menus from the start-up data (basic rules; the accounts capability refines them). */
export function applyMenus(
  data: Pick<IndexData, 'open_member_center' | 'rules' | 'menus' | 'manages'>,
): void {
  const userMenus = visibleMenus(data.menus);
  $memberCenter.set({
    ...$memberCenter.get(),
    open: data.open_member_center,
    userMenus,
    showHeadline: userMenus.length > 1,
    authNode: collectAuthNodes([data.rules, data.menus]),
    navUserMenus: visibleMenus(entriesOfType(data.rules, 'nav_user_menu')),
    manageMenus: visibleMenus(data.manages),
  });
}

/** Whether the user may use `action` on `page` (a check by name plus optional sub-node). */
export function hasAuth(page: string, action?: string): boolean {
  const nodes = $memberCenter.get().authNode[page];
  if (!nodes) return false;
  return action === undefined || nodes.includes(`${page}/${action}`);
}

export function toggleMenuExpand(): void {
  $memberCenter.setKey('menuExpand', !$memberCenter.get().menuExpand);
}

export function collapseMenu(): void {
  if ($memberCenter.get().menuExpand) $memberCenter.setKey('menuExpand', false);
}

export function setShrink(shrink: boolean): void {
  if ($memberCenter.get().shrink === shrink) return;
  $memberCenter.set({ ...$memberCenter.get(), shrink, menuExpand: shrink && $memberCenter.get().menuExpand });
}
