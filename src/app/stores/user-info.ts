import { atom, computed } from 'nanostores';
import { STORAGE_KEYS } from '#core/browser-storage.ts';

/**
 * The part of the user info kept in localStorage (spec section 3): who is signed in, never a
 * token. The access token lives in memory only (restored by a refresh on load, see
 * src/app/api/session.ts) and the refresh token in an HttpOnly cookie no script can read, so a
 * script that reads this origin's storage (or any other origin's) finds nothing to sign in with.
 */
const PERSISTED_KEYS = ['id', 'username', 'nickname', 'avatar'] as const;

/** User info (spec section 3). The accounts capability fills the fields beyond the persisted ones. */
export type UserInfo = {
  id: string;
  username: string;
  nickname: string;
  avatar: string;
  /** Access token, in memory only. */
  token: string;
  /** Always empty in the browser: the refresh token is the HttpOnly `ba-refresh` cookie. */
  refresh_token: string;
  email: string;
  mobile: string;
  /** 0 unknown, 1 male, 2 female. */
  gender: 0 | 1 | 2;
  birthday: string;
  money: string;
  score: number;
  last_login_time: number;
  last_login_ip: string;
  join_time: number;
  motto: string;
  balance: string;
  balance_money: string;
  quick_pay: boolean;
  is_set_pay: boolean;
};

/** Nobody signed in. */
const NO_USER: UserInfo = {
  id: '',
  username: '',
  nickname: '',
  avatar: '',
  token: '',
  refresh_token: '',
  email: '',
  mobile: '',
  gender: 0,
  birthday: '',
  money: '0.00',
  score: 0,
  last_login_time: 0,
  last_login_ip: '',
  join_time: 0,
  motto: '',
  balance: '0.00',
  balance_money: '0.00',
  quick_pay: false,
  is_set_pay: false,
};

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
  // Read by hand, not with Zod (this store is in the app's first load): a field that is not a
  // string reads as empty, anything but an object as nobody.
  const record = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const persisted = PERSISTED_KEYS.map((key) => [key, typeof record[key] === 'string' ? record[key] : '']);
  return { ...NO_USER, ...Object.fromEntries(persisted) };
}

function writePersisted(user: UserInfo): void {
  const persisted = Object.fromEntries(PERSISTED_KEYS.map((key) => [key, user[key]]));
  const text = JSON.stringify(persisted);
  const store = storage();
  if (store && store.getItem(STORAGE_KEYS.userInfo) !== text) store.setItem(STORAGE_KEYS.userInfo, text);
}

export const $userInfo = atom<UserInfo>(readPersisted());
// Earlier versions kept both tokens here: rewrite the stored copy without them at once.
writePersisted($userInfo.get());

/** Logged in means user id and token are both present (spec section 4). */
export const $isLogin = computed($userInfo, (user) => Boolean(user.id && user.token));

$userInfo.listen(writePersisted);

/**
 * Takes the persisted fields another tab wrote (a login or a logout). Another member signing in,
 * or a logout, drops this tab's access token: it belonged to the session that ended or changed.
 */
export function adoptStoredUser(): void {
  const stored = readPersisted();
  const current = $userInfo.get();
  if (PERSISTED_KEYS.some((key) => stored[key] !== current[key])) {
    const sameMember = stored.id !== '' && stored.id === current.id;
    $userInfo.set({
      ...current,
      ...Object.fromEntries(PERSISTED_KEYS.map((key) => [key, stored[key]])),
      ...(sameMember ? {} : { token: '', refresh_token: '' }),
    });
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

/** Clears the access token (logout, expired session, "need login"); the server clears the cookie. */
export function clearToken(): void {
  setUserInfo({ token: '', refresh_token: '' });
}

/** Forgets who was signed in (a session that could not be restored on load). */
export function forgetUser(): void {
  setUserInfo({ id: '', username: '', nickname: '', avatar: '', token: '', refresh_token: '' });
}
