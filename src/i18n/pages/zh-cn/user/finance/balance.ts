import type { Messages } from '../../../../types.ts';

export default {
  title: '余额',
  upcoming: '余额与总金额将随支付功能上线。',
} satisfies Messages;
