import type { Messages } from '../../../types.ts';

export default {
  title: '预览',
  loading: '正在加载页面…',
  loadFailed: '加载页面数据失败',
  retry: '重试',
  missing: '页面不存在或已被删除。',
  missingBack: '3 秒后返回上一页…',
  backToBuilder: '返回页面设计',
  openNewTab: '在新标签页打开',
  frame: '访客看到的页面',
} satisfies Messages;
