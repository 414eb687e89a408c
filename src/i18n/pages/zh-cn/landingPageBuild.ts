import type { Messages } from '../../types.ts';

export default {
  title: '页面设计',
  upcoming: '页面设计功能上线后，可在这里用模块设计页面 {id}：添加、排序、配置、预览并发布。',
} satisfies Messages;
