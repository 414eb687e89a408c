import { useStore } from '@nanostores/react';
import { MoonIcon, SunIcon } from '#app/components/icons.tsx';
import { useT } from '#app/i18n/use-t.tsx';
import { $dark, toggleDark } from '#app/stores/dark.ts';

/** Dark mode switch; the state is kept in the `ba-is-dark` cookie. */
export function DarkToggle() {
  const dark = useStore($dark);
  const t = useT();
  return (
    <button
      type="button"
      className="app-icon-button"
      aria-pressed={dark}
      aria-label={t('theme.dark')}
      title={t('theme.dark')}
      onClick={toggleDark}
    >
      {dark ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
