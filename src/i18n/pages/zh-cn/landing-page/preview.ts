import type { Messages } from '../../../types.ts';

export default {
  title: '预览',
  upcoming: '页面设计功能上线后，可在这里以手机视角预览页面。',
} satisfies Messages;
