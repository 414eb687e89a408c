import type { Messages } from '../../../../types.ts';

export default {
  title: '域名中心',
  upcoming: '域名功能上线后，您可以在这里绑定自己的域名、检查 CNAME 并管理 HTTPS 证书。',
} satisfies Messages;
