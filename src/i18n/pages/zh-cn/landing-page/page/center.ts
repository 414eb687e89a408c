import type { Messages } from '../../../../types.ts';

export default {
  title: '页面中心',
  upcoming: '页面功能上线后，您可以在这里创建、搜索、发布和下线落地页。',
} satisfies Messages;
