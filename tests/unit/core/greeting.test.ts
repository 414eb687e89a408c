import { describe, expect, it } from 'vitest';
import { GREETINGS, greeting, WELCOME_BACK } from '#core/greeting.ts';

/** A local time on an ordinary day. */
const at = (hour: number, minute = 0) => new Date(2025, 4, 17, hour, minute);

describe('the greeting by local time (spec section 9)', () => {
  it.each([
    [0, 'lateNight'],
    [4, 'lateNight'],
    [5, 'earlyMorning'],
    [8, 'earlyMorning'],
    [9, 'morning'],
    [11, 'morning'],
    [12, 'noon'],
    [13, 'noon'],
    [14, 'afternoon'],
    [17, 'afternoon'],
    [18, 'evening'],
    [23, 'evening'],
  ] as const)('at %i:00 and %i:59 uses the %s phrase', (hour, period) => {
    for (const minute of [0, 59]) {
      expect(greeting(at(hour, minute), 'en')).toBe(`${GREETINGS[period].en}! ${WELCOME_BACK.en}`);
      expect(greeting(at(hour, minute), 'zh-cn')).toBe(
        `${GREETINGS[period]['zh-cn']}！${WELCOME_BACK['zh-cn']}`,
      );
    }
  });

  it('reminds a member up before 05:00 to rest, then welcomes them back', () => {
    expect(greeting(at(4, 59), 'en', 'Amy')).toBe("It's late at night, remember to rest, Amy! Welcome back!");
    expect(greeting(at(4, 59), 'zh-cn', 'Amy')).toBe('夜深了，注意休息，Amy！欢迎回来！');
  });

  it('names the member when a name is given, and reads naturally without one', () => {
    expect(greeting(at(19), 'en', ' Amy ')).toBe('Good evening, Amy! Welcome back!');
    expect(greeting(at(19), 'zh-cn', '小明')).toBe('晚上好，小明！欢迎回来！');
    expect(greeting(at(10), 'en', '')).toBe('Good morning! Welcome back!');
    expect(greeting(at(12, 30), 'zh-cn')).toBe('中午好！欢迎回来！');
  });
});
