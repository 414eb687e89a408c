import { centsToAmount } from '#core/contracts/amounts.ts';
import type { SignedInUser } from '#core/contracts/user.ts';
import type { StoredMember } from '#functions/data/users-repo.ts';

/** "alice@example.com" → "a***e@example.com"; short local parts keep only their first letter. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return email ? '***' : '';
  const local = email.slice(0, at);
  const shown = local.length > 2 ? `${local[0]}***${local.at(-1)}` : `${local[0]}***`;
  return `${shown}${email.slice(at)}`;
}

/** "13812345678" → "138****5678"; "+85212345678" → "+852****5678". */
export function maskMobile(mobile: string): string {
  if (mobile.length < 8) return mobile ? '****' : '';
  return `${mobile.slice(0, mobile.length - 8)}****${mobile.slice(-4)}`;
}

const seconds = (ms: number) => Math.floor(ms / 1000);

/**
 * What login and sign-up answer about the member: no hashes, contacts masked, the access token;
 * the refresh token is never in the body (it travels in the HttpOnly refresh cookie).
 */
export function signedInUser(member: StoredMember, pair: { token: string }): SignedInUser {
  return {
    id: member.id,
    username: member.username,
    nickname: member.nickname,
    avatar: member.avatar,
    email: maskEmail(member.email),
    mobile: maskMobile(member.mobile),
    // "Last login" is the one before this session.
    last_login_time: seconds(member.previousLoginTime),
    last_login_ip: member.previousLoginIp,
    join_time: seconds(member.joinTime),
    balance: centsToAmount(member.balanceCents),
    balance_money: '0.00',
    money: centsToAmount(member.balanceCents),
    score: member.score,
    is_set_pay: member.payPasswordHash !== '',
    quick_pay: member.quickPay,
    token: pair.token,
    refresh_token: '',
  };
}
