import { useStore } from '@nanostores/react';
import { logout } from '#app/api/logout.ts';
import { useT } from '#app/i18n/use-t.tsx';
import { $isLogin, $userInfo } from '#app/stores/user-info.ts';

/** Who is signed in, with the logout action. */
export function UserBadge() {
  const user = useStore($userInfo);
  const isLogin = useStore($isLogin);
  const t = useT();
  if (!isLogin) return <span className="app-user">{t('user.guest')}</span>;
  return (
    <span className="app-user">
      <a className="app-user__name" href="/user">
        {user.nickname || user.username}
      </a>
      <button
        type="button"
        className="app-button app-button--ghost"
        onClick={() => {
          // Failures are shown by the API client; the user stays signed in.
          logout().catch(() => undefined);
        }}
      >
        {t('user.logout')}
      </button>
    </span>
  );
}
