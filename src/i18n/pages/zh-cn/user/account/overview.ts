import type { Messages } from '../../../../types.ts';

export default {
  title: '账户概览',
  avatarOf: '{name} 的头像',
  editProfile: '编辑资料',
  balance: '余额',
  balanceDetail: '可用 {balance} · 在途 {balanceMoney}',
  recharge: '充值',
  score: '积分',
  viewLog: '查看明细',
  lastLogin: '上次登录',
  firstLogin: '这是您第一次登录',
  joined: '注册时间',
  sevenDays: '近 7 天',
  sevenDaysCaption: '每天的余额与积分变动，最后一行为今天',
  date: '日期',
  balanceChange: '余额变动',
  scoreChange: '积分变动',
  quiet: '近 7 天没有余额或积分变动。',
  loadFailed: '账户概览加载失败。',
  retry: '重试',
} satisfies Messages;
