import { useStore } from '@nanostores/react';
import { GlobeIcon } from '#app/components/icons.tsx';
import { useT } from '#app/i18n/use-t.tsx';
import { $lang, setLang } from '#app/stores/lang.ts';

/** Switches to the other interface language (the page reloads). */
export function LangSwitch() {
  const lang = useStore($lang);
  const t = useT();
  const next = lang === 'en' ? 'zh-cn' : 'en';
  const name = t(`lang.name.${next}`);
  return (
    <button
      type="button"
      className="app-button app-button--ghost"
      lang={next}
      aria-label={t('lang.switchTo', { language: name })}
      onClick={() => setLang(next)}
    >
      <GlobeIcon />
      <span className="app-lang__name">{name}</span>
      <span className="app-lang__short" aria-hidden="true">
        {next === 'en' ? 'EN' : '中'}
      </span>
    </button>
  );
}
