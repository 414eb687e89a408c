import { atom, computed } from 'nanostores';
import * as z from 'zod';
import { STORAGE_KEYS } from '#core/browser-storage.ts';

/** The part of the user info kept in the browser (spec section 3). */
export const persistedUserSchema = z.object({
  id: z.string().catch(''),
  username: z.string().catch(''),
  nickname: z.string().catch(''),
  avatar: z.string().catch(''),
  token: z.string().catch(''),
  refresh_token: z.string().catch(''),
});
const PERSISTED_KEYS = ['id', 'username', 'nickname', 'avatar', 'token', 'refresh_token'] as const;

/** User info (spec section 3). The accounts capability fills the fields beyond the persisted ones. */
export const userInfoSchema = persistedUserSchema.extend({
  email: z.string().default(''),
  mobile: z.string().default(''),
  /** 0 unknown, 1 male, 2 female. */
  gender: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(0),
  birthday: z.string().default(''),
  money: z.string().default('0.00'),
  score: z.number().default(0),
  last_login_time: z.number().default(0),
  last_login_ip: z.string().default(''),
  join_time: z.number().default(0),
  motto: z.string().default(''),
  balance: z.string().default('0.00'),
  balance_money: z.string().default('0.00'),
  quick_pay: z.boolean().default(false),
  is_set_pay: z.boolean().default(false),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage access throws when the browser blocks it (privacy settings); the app then runs without persistence.
    return null;
  }
}

function readPersisted(): UserInfo {
  let stored: unknown = {};
  try {
    stored = JSON.parse(storage()?.getItem(STORAGE_KEYS.userInfo) ?? '{}');
  } catch {
    stored = {};
  }
  const persisted = persistedUserSchema.safeParse(stored);
  return userInfoSchema.parse(persisted.success ? persisted.data : {});
}

export const $userInfo = atom<UserInfo>(readPersisted());

/** Logged in means user id and token are both present (spec section 4). */
export const $isLogin = computed($userInfo, (user) => Boolean(user.id && user.token));

$userInfo.listen((user) => {
  const persisted = Object.fromEntries(PERSISTED_KEYS.map((key) => [key, user[key]]));
  storage()?.setItem(STORAGE_KEYS.userInfo, JSON.stringify(persisted));
});

/**
 * Takes the persisted fields another tab wrote (a refreshed token pair, a login or a logout), so
 * every tab uses the newest refresh token: presenting a replaced one would end the session.
 */
export function adoptStoredUser(): void {
  const stored = readPersisted();
  const current = $userInfo.get();
  if (PERSISTED_KEYS.some((key) => stored[key] !== current[key])) {
    $userInfo.set({ ...current, ...Object.fromEntries(PERSISTED_KEYS.map((key) => [key, stored[key]])) });
  }
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.userInfo || event.key === null) adoptStoredUser();
  });
}

/** Merges fields into the user info. */
export function setUserInfo(fields: Partial<UserInfo>): void {
  $userInfo.set({ ...$userInfo.get(), ...fields });
}

/** Clears both tokens (logout, expired session, "need login"). */
export function clearToken(): void {
  setUserInfo({ token: '', refresh_token: '' });
}
