import { beforeEach, describe, expect, it } from 'vitest';
import {
  $memberCenter,
  applyMenus,
  collapseMenu,
  hasAuth,
  setShrink,
  toggleMenuExpand,
} from '#app/stores/member-center.ts';
import type { RuleEntry } from '#core/contracts/rules.ts';

const base = { icon: '', url: '', extend: 'none' } as const;
const dir = (id: number, children: RuleEntry[]): RuleEntry => ({
  ...base,
  id,
  name: `dir${id}`,
  title: `Dir ${id}`,
  path: `dir${id}`,
  type: 'menu_dir',
  menu_type: '',
  children,
});
const menu = (id: number, path: string, children: RuleEntry[] = []): RuleEntry => ({
  ...base,
  id,
  name: path,
  title: path,
  path,
  type: 'menu',
  menu_type: 'tab',
  children,
});
const button = (id: number, name: string): RuleEntry => ({
  ...base,
  id,
  name,
  title: name,
  path: '',
  type: 'button',
  menu_type: '',
  children: [],
});

describe('member center', () => {
  beforeEach(() => {
    applyMenus({ open_member_center: true, rules: [], menus: [], manages: [] });
    $memberCenter.setKey('menuExpand', false);
    $memberCenter.setKey('shrink', false);
  });

  it('fills user menus, headline flag and permissions from the start-up data', () => {
    applyMenus({
      open_member_center: false,
      rules: [menu(9, 'account/profile', [button(10, 'edit')])],
      menus: [dir(1, [menu(2, 'account/overview')]), dir(3, [menu(4, 'finance/recharge')]), dir(5, [])],
      manages: [menu(20, 'manage/pages')],
    });
    const state = $memberCenter.get();
    expect(state.open).toBe(false);
    expect(state.userMenus.map((m) => m.id)).toEqual([1, 3]);
    expect(state.showHeadline).toBe(true);
    expect(state.manageMenus.map((m) => m.id)).toEqual([20]);
    expect(hasAuth('/user/account/profile')).toBe(true);
    expect(hasAuth('/user/account/profile', 'edit')).toBe(true);
    expect(hasAuth('/user/account/profile', 'delete')).toBe(false);
    expect(hasAuth('/user/finance/recharge')).toBe(false);
  });

  it('shows no headline with a single user menu', () => {
    applyMenus({
      open_member_center: true,
      rules: [],
      menus: [dir(1, [menu(2, 'account/overview')])],
      manages: [],
    });
    expect($memberCenter.get().showHeadline).toBe(false);
  });

  it('expands and collapses the mobile menu', () => {
    toggleMenuExpand();
    expect($memberCenter.get().menuExpand).toBe(true);
    collapseMenu();
    expect($memberCenter.get().menuExpand).toBe(false);
  });

  it('closes the drawer when the screen widens', () => {
    setShrink(true);
    toggleMenuExpand();
    setShrink(false);
    expect($memberCenter.get()).toMatchObject({ shrink: false, menuExpand: false });
  });
});
