import type { Lang, Localized } from '#core/i18n/lang.ts';
import { type GreetingPeriod, greetingPeriod } from '#core/time.ts';

/**
 * The greeting of the account overview (spec sections 2 and 9): a phrase for the part of the
 * member's local day, followed by the welcome-back phrase. Computed in the browser from the local
 * time, so it follows the member's clock, not the server's.
 */
export const GREETINGS: Record<GreetingPeriod, Localized> = {
  /** Before 05:00: a late-night reminder. */
  lateNight: { en: "It's late at night, remember to rest", 'zh-cn': '夜深了，注意休息' },
  /** 05:00-09:00. */
  earlyMorning: { en: 'Good morning, you are up early', 'zh-cn': '早上好' },
  /** 09:00-12:00. */
  morning: { en: 'Good morning', 'zh-cn': '上午好' },
  /** 12:00-14:00. */
  noon: { en: 'Good noon', 'zh-cn': '中午好' },
  /** 14:00-18:00. */
  afternoon: { en: 'Good afternoon', 'zh-cn': '下午好' },
  /** 18:00-24:00. */
  evening: { en: 'Good evening', 'zh-cn': '晚上好' },
};

export const WELCOME_BACK: Localized = { en: 'Welcome back!', 'zh-cn': '欢迎回来！' };

/**
 * "Good evening, Amy! Welcome back!" / "晚上好，Amy！欢迎回来！". Without a name the period's phrase
 * stands alone before the welcome.
 */
export function greeting(date: Date, lang: Lang, name = ''): string {
  const phrase = GREETINGS[greetingPeriod(date)][lang];
  const who = name.trim();
  if (lang === 'zh-cn') return `${phrase}${who ? `，${who}` : ''}！${WELCOME_BACK[lang]}`;
  return `${phrase}${who ? `, ${who}` : ''}! ${WELCOME_BACK[lang]}`;
}
