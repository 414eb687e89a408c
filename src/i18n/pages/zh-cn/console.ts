import type { Messages } from '../../types.ts';

export default {
  title: '控制台',
  upcoming: '页面、域名与访问概览将随页面功能上线。现在可以先进入页面中心或域名中心。',
} satisfies Messages;
