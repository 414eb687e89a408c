import type { StoredRule } from '#functions/data/site-repo.ts';

type RuleSeed = Omit<StoredRule, 'children' | 'icon' | 'url' | 'extend' | 'menu_type'> &
  Partial<Pick<StoredRule, 'icon' | 'url' | 'extend' | 'menu_type'>> & { children?: RuleSeed[] };

function rule(seed: RuleSeed): StoredRule {
  return {
    icon: '',
    url: '',
    extend: 'none',
    menu_type: seed.type === 'menu' ? 'tab' : '',
    ...seed,
    children: (seed.children ?? []).map(rule),
  };
}

/** Member-centre menus (the `menus` tree of the start-up data), seeded on first start. */
export const DEFAULT_USER_MENUS: StoredRule[] = [
  rule({
    id: 1,
    name: 'account',
    title: { en: 'My account', 'zh-cn': '我的账户' },
    path: 'account',
    icon: 'user',
    type: 'menu_dir',
    children: [
      {
        id: 2,
        name: 'account/overview',
        title: { en: 'Overview', 'zh-cn': '账户概览' },
        path: 'account/overview',
        icon: 'home',
        type: 'menu',
      },
      {
        id: 3,
        name: 'account/profile',
        title: { en: 'Profile', 'zh-cn': '个人资料' },
        path: 'account/profile',
        icon: 'id-card',
        type: 'menu',
      },
      {
        id: 4,
        name: 'account/changePassword',
        title: { en: 'Change password', 'zh-cn': '修改密码' },
        path: 'account/changePassword',
        icon: 'lock',
        type: 'menu',
      },
      {
        id: 5,
        name: 'account/balance',
        title: { en: 'Balance log', 'zh-cn': '余额日志' },
        path: 'account/balance',
        icon: 'wallet',
        type: 'menu',
      },
      {
        id: 6,
        name: 'account/integral',
        title: { en: 'Score log', 'zh-cn': '积分日志' },
        path: 'account/integral',
        icon: 'star',
        type: 'menu',
      },
    ],
  }),
  rule({
    id: 10,
    name: 'finance',
    title: { en: 'Pay center', 'zh-cn': '支付中心' },
    path: 'finance',
    icon: 'credit-card',
    type: 'menu_dir',
    children: [
      {
        id: 11,
        name: 'finance/recharge',
        title: { en: 'Recharge', 'zh-cn': '充值' },
        path: 'finance/recharge',
        icon: 'plus-circle',
        type: 'menu',
      },
      {
        id: 12,
        name: 'finance/balance',
        title: { en: 'Balance', 'zh-cn': '余额' },
        path: 'finance/balance',
        icon: 'wallet',
        type: 'menu',
      },
      {
        id: 13,
        name: 'finance/score',
        title: { en: 'Score', 'zh-cn': '积分' },
        path: 'finance/score',
        icon: 'star',
        type: 'menu',
      },
    ],
  }),
  rule({
    id: 20,
    name: 'setup',
    title: { en: 'Security', 'zh-cn': '安全设置' },
    path: 'setup',
    icon: 'shield',
    type: 'menu_dir',
    children: [
      {
        id: 21,
        name: 'setup/password',
        title: { en: 'Pay password', 'zh-cn': '支付密码' },
        path: 'setup/password',
        icon: 'key',
        type: 'menu',
      },
      {
        id: 22,
        name: 'setup/payment',
        title: { en: 'Payment settings', 'zh-cn': '支付设置' },
        path: 'setup/payment',
        icon: 'settings',
        type: 'menu',
      },
    ],
  }),
];

/** The manage-centre menus (`manages`): the page and domain centres with their permission nodes. */
export const DEFAULT_MANAGES: StoredRule[] = [
  rule({
    id: 100,
    name: 'console',
    title: { en: 'Console', 'zh-cn': '控制台' },
    path: '/console',
    icon: 'dashboard',
    type: 'menu',
  }),
  rule({
    id: 101,
    name: 'landing-page/page/center',
    title: { en: 'Page Center', 'zh-cn': '页面中心' },
    path: '/landing-page/page/center',
    icon: 'file',
    type: 'menu',
    children: ['add', 'edit', 'del', 'publish', 'unpublish'].map((action, i) => ({
      id: 110 + i,
      name: `landing-page/page/center/${action}`,
      title: { en: action, 'zh-cn': action },
      path: `/landing-page/page/center/${action}`,
      type: 'button' as const,
    })),
  }),
  rule({
    id: 102,
    name: 'landing-page/domain/center',
    title: { en: 'Domain Center', 'zh-cn': '域名中心' },
    path: '/landing-page/domain/center',
    icon: 'globe',
    type: 'menu',
    children: ['add', 'edit', 'del', 'verify'].map((action, i) => ({
      id: 120 + i,
      name: `landing-page/domain/center/${action}`,
      title: { en: action, 'zh-cn': action },
      path: `/landing-page/domain/center/${action}`,
      type: 'button' as const,
    })),
  }),
];

/** Public front-end rules (`rules` for every visitor): the routes open to anonymous visitors. */
export const DEFAULT_PUBLIC_RULES: StoredRule[] = [
  rule({
    id: 200,
    name: 'pricing',
    title: { en: 'Pricing', 'zh-cn': '价格' },
    path: '/pricing',
    icon: 'tag',
    type: 'route',
  }),
];
