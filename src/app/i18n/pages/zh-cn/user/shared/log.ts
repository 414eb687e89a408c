import type { Messages } from '../../../../types.ts';

/** 日志表格（余额日志、积分日志）的文字，展开到各日志页面的文件中。 */
export default {
  'log.time': '时间',
  'log.amount': '变动',
  'log.before': '变动前',
  'log.after': '变动后',
  'log.memo': '备注',
  'log.noMemo': '—',
  'log.loadFailed': '记录加载失败。',
  'log.retry': '重试',
  'log.loading': '加载中…',
  'log.previous': '上一页',
  'log.next': '下一页',
  'log.pageOf': '第 {page} / {pages} 页',
  'log.total': '共 {total} 条',
  'log.pagination': '日志分页',
} satisfies Messages;
