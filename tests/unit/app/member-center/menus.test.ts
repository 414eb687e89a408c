import { describe, expect, it } from 'vitest';
import {
  authNodeOf,
  collectAuthNodes,
  DEFAULT_USER_ROUTE,
  entriesOfType,
  firstRoutePath,
  isEmbeddable,
  menuRoutePath,
  menuTarget,
  visibleMenus,
} from '#app/member-center/menus.ts';
import type { RuleEntry } from '#core/contracts/rules.ts';

let nextId = 1;
/** A rule entry with defaults; tests state only what matters. */
function entry(fields: Partial<RuleEntry> & Pick<RuleEntry, 'type'>): RuleEntry {
  const id = nextId++;
  return {
    id,
    name: `entry${id}`,
    title: `Entry ${id}`,
    path: `entry${id}`,
    icon: '',
    menu_type: fields.type === 'menu' ? 'tab' : '',
    url: '',
    extend: 'none',
    children: [],
    ...fields,
  };
}

describe('visibleMenus', () => {
  it('drops directories left without children and add_rules_only entries', () => {
    const tree = [
      entry({ type: 'menu_dir', title: 'Empty' }),
      entry({
        type: 'menu_dir',
        title: 'Only hidden',
        children: [entry({ type: 'menu', extend: 'add_rules_only' })],
      }),
      entry({
        type: 'menu_dir',
        title: 'Account',
        children: [
          entry({ type: 'menu', title: 'Overview' }),
          entry({ type: 'menu', extend: 'add_rules_only' }),
        ],
      }),
      entry({ type: 'menu', title: 'Hidden', extend: 'add_rules_only' }),
    ];
    const visible = visibleMenus(tree);
    expect(visible.map((e) => e.title)).toEqual(['Account']);
    expect(visible[0]?.children.map((e) => e.title)).toEqual(['Overview']);
  });

  it('keeps permission buttons out of navigation', () => {
    const tree = [
      entry({ type: 'menu', title: 'Profile', children: [entry({ type: 'button', name: 'edit' })] }),
    ];
    expect(visibleMenus(tree)[0]?.children).toEqual([]);
  });
});

describe('menuRoutePath', () => {
  it('reads member-centre paths relative to /user, or absolute', () => {
    expect(menuRoutePath({ path: 'account/overview' })).toBe('/user/account/overview');
    expect(menuRoutePath({ path: 'user/account/overview' })).toBe('/user/account/overview');
    expect(menuRoutePath({ path: '/landing-page/page/center' })).toBe('/landing-page/page/center');
  });
});

describe('menuTarget', () => {
  it('sends tab entries to their path', () => {
    expect(menuTarget(entry({ type: 'menu', menu_type: 'tab', path: 'account/profile' }))).toEqual({
      kind: 'route',
      path: '/user/account/profile',
    });
  });

  it('opens iframe entries under /user/iframe/{encoded original path}', () => {
    expect(
      menuTarget(entry({ type: 'menu', menu_type: 'iframe', url: 'https://docs.example.com/a?b=1' })),
    ).toEqual({
      kind: 'route',
      path: '/user/iframe/https%3A%2F%2Fdocs.example.com%2Fa%3Fb%3D1',
    });
  });

  it('opens link entries in a new window and does not know other types', () => {
    expect(menuTarget(entry({ type: 'menu', menu_type: 'link', url: 'https://x.example' }))).toEqual({
      kind: 'external',
      url: 'https://x.example',
    });
    expect(menuTarget(entry({ type: 'menu', menu_type: '' }))).toEqual({ kind: 'unknown' });
  });

  it('never turns a link into a script or relative address', () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,<b>x</b>', '/user/account', 'mailto:a@b.c'])
      expect(menuTarget(entry({ type: 'menu', menu_type: 'link', url })), url).toEqual({ kind: 'unknown' });
    expect(
      menuTarget(entry({ type: 'menu', menu_type: 'link', url: '', path: 'https://p.example' })),
    ).toEqual({
      kind: 'external',
      url: 'https://p.example',
    });
  });

  it('embeds https pages only', () => {
    expect(isEmbeddable('https://docs.example.com/a')).toBe(true);
    for (const url of ['http://docs.example.com', 'javascript:alert(1)', 'docs.example.com', ''])
      expect(isEmbeddable(url), url).toBe(false);
  });
});

describe('firstRoutePath', () => {
  it('is the first entry that is not a menu directory and opens an app route', () => {
    const menus = [
      entry({
        type: 'menu_dir',
        children: [
          entry({ type: 'menu', menu_type: 'link', url: 'https://x.example' }),
          entry({ type: 'menu', path: 'finance/recharge' }),
        ],
      }),
      entry({ type: 'menu', path: 'account/overview' }),
    ];
    expect(firstRoutePath(menus)).toBe('/user/finance/recharge');
  });

  it('is null without routes, so /user falls back to the overview', () => {
    expect(firstRoutePath([])).toBeNull();
    expect(DEFAULT_USER_ROUTE).toBe('/user/account/overview');
  });
});

describe('collectAuthNodes', () => {
  it('maps each page to "{page path}/{button}" for its buttons, across trees', () => {
    const rules = [
      entry({
        type: 'menu',
        path: 'account/profile',
        children: [entry({ type: 'button', name: 'edit' }), entry({ type: 'button', name: 'avatar' })],
      }),
    ];
    const menus = [
      entry({
        type: 'menu_dir',
        children: [
          entry({
            type: 'menu',
            path: 'account/profile',
            children: [entry({ type: 'button', name: '/user/account/profile/edit' })],
          }),
        ],
      }),
    ];
    expect(collectAuthNodes([rules, menus])).toEqual({
      '/user/account/profile': ['/user/account/profile/edit', '/user/account/profile/avatar'],
    });
  });
});

describe('authNodeOf', () => {
  it('reads a button as an action of its page, or as its whole path in any form', () => {
    const page = '/user/account/profile';
    expect(authNodeOf(page, 'edit')).toBe('/user/account/profile/edit');
    expect(authNodeOf(page, '/user/account/profile/edit')).toBe('/user/account/profile/edit');
    expect(authNodeOf(page, 'account/profile/edit')).toBe('/user/account/profile/edit');
    expect(authNodeOf('/landing-page/page/center', 'landing-page/page/center/add')).toBe(
      '/landing-page/page/center/add',
    );
  });

  it("collects the manage tree's buttons as their page's actions", () => {
    const manages = [
      entry({
        type: 'menu',
        path: '/landing-page/page/center',
        children: [
          entry({
            type: 'button',
            name: 'landing-page/page/center/add',
            path: '/landing-page/page/center/add',
          }),
          entry({
            type: 'button',
            name: 'landing-page/page/center/del',
            path: '/landing-page/page/center/del',
          }),
        ],
      }),
    ];
    expect(collectAuthNodes([manages])).toEqual({
      '/landing-page/page/center': ['/landing-page/page/center/add', '/landing-page/page/center/del'],
    });
  });
});

describe('entriesOfType', () => {
  it('finds entries at any depth', () => {
    const tree = [entry({ type: 'nav_dir', children: [entry({ type: 'nav_user_menu', title: 'Mine' })] })];
    expect(entriesOfType(tree, 'nav_user_menu').map((e) => e.title)).toEqual(['Mine']);
  });
});
