import type { Messages } from '../../types.ts';

export default {
  title: '外部页面',
  invalid: '该地址无法嵌入：{url}',
  openNewWindow: '在新窗口打开',
} satisfies Messages;
