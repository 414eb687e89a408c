// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Auth, useAuth } from '#app/components/auth/Auth.tsx';
import type { View } from '#app/router/navigation.ts';
import { ViewContext } from '#app/router/view-context.tsx';
import { $memberCenter, applyMenus, checkAuth, hasAuth, toggleCollapsed } from '#app/stores/member-center.ts';
import type { RuleEntry } from '#core/contracts/rules.ts';

// React's act() flushes renders synchronously in this DOM-less test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const rule = (fields: Partial<RuleEntry> & Pick<RuleEntry, 'id' | 'type' | 'name'>): RuleEntry => ({
  title: fields.name,
  path: fields.name,
  icon: '',
  menu_type: fields.type === 'menu' ? 'tab' : '',
  url: '',
  extend: 'none',
  children: [],
  ...fields,
});

const pageCentre = rule({
  id: 1,
  type: 'menu',
  name: 'landing-page/page/center',
  path: '/landing-page/page/center',
  children: [
    rule({ id: 2, type: 'button', name: 'landing-page/page/center/add' }),
    rule({ id: 3, type: 'button', name: 'landing-page/page/center/publish' }),
  ],
});
const profile = rule({
  id: 4,
  type: 'menu',
  name: 'account/profile',
  children: [rule({ id: 5, type: 'button', name: 'avatar', extend: 'add_rules_only' })],
});

describe('permissions (spec section 6)', () => {
  beforeEach(() => {
    applyMenus({ open_member_center: true, rules: [], menus: [profile], manages: [pageCentre] });
  });

  it('merge every tree into one map of page paths to action paths', () => {
    expect($memberCenter.get().authNode).toEqual({
      '/user/account/profile': ['/user/account/profile/avatar'],
      '/landing-page/page/center': ['/landing-page/page/center/add', '/landing-page/page/center/publish'],
    });
  });

  it('answer a check by name plus optional sub-node', () => {
    expect(hasAuth('/landing-page/page/center')).toBe(true);
    expect(hasAuth('/landing-page/page/center', 'add')).toBe(true);
    expect(hasAuth('/landing-page/page/center', '/landing-page/page/center/publish')).toBe(true);
    expect(hasAuth('/landing-page/page/center', 'del')).toBe(false);
    expect(hasAuth('/landing-page/domain/center')).toBe(false);
    expect(checkAuth({}, '/user/account/profile', 'avatar')).toBe(false);
  });
});

describe('the sidebar shrink', () => {
  it('toggles and is remembered in a cookie', () => {
    const before = $memberCenter.get().collapsed;
    toggleCollapsed();
    expect($memberCenter.get().collapsed).toBe(!before);
    expect(document.cookie).toContain(`ba-menu-collapsed=${before ? '0' : '1'}`);
    toggleCollapsed();
    expect($memberCenter.get().collapsed).toBe(before);
  });
});

describe('<Auth> and useAuth', () => {
  let container: HTMLElement;
  let root: ReturnType<typeof createRoot>;
  beforeEach(() => {
    applyMenus({ open_member_center: true, rules: [], menus: [], manages: [pageCentre] });
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  const view = { path: '/landing-page/page/center' } as View;

  function Probe() {
    return <span data-testid="hook">{String(useAuth(undefined, 'publish'))}</span>;
  }

  it('removes a control the member lacks and keeps the ones granted, following the store', () => {
    act(() =>
      root.render(
        <ViewContext value={view}>
          <Auth subNode="add">
            <button type="button">Add</button>
          </Auth>
          <Auth subNode="del" fallback={<span>no delete</span>}>
            <button type="button">Delete</button>
          </Auth>
          <Auth name="/landing-page/domain/center">
            <button type="button">Domains</button>
          </Auth>
          <Probe />
        </ViewContext>,
      ),
    );
    const buttons = () => [...container.querySelectorAll('button')].map((b) => b.textContent);
    expect(buttons()).toEqual(['Add']);
    expect(container.textContent).toContain('no delete');
    expect(container.querySelector('[data-testid="hook"]')?.textContent).toBe('true');

    act(() => applyMenus({ open_member_center: true, rules: [], menus: [], manages: [] }));
    expect(buttons()).toEqual([]);
    expect(container.querySelector('[data-testid="hook"]')?.textContent).toBe('false');
  });
});
