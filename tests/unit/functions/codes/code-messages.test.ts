import { describe, expect, it } from 'vitest';
import { CODE_EVENTS } from '#core/contracts/codes.ts';
import { LANGS } from '#core/i18n/lang.ts';
import { composeCodeMessage } from '#functions/codes/code-messages.ts';

describe('composeCodeMessage', () => {
  it('names the site, the code and its lifetime in every language and event', () => {
    for (const lang of LANGS) {
      for (const event of CODE_EVENTS) {
        for (const channel of ['email', 'sms'] as const) {
          const message = composeCodeMessage({
            channel,
            event,
            code: '042137',
            siteName: 'Shop Pages',
            lang,
          });
          expect(message.text).toContain('042137');
          expect(message.text).toContain('Shop Pages');
          expect(message.text).toContain('10');
          expect(message.text).not.toMatch(/\{\w+\}/);
          if (channel === 'email') expect(message.subject).toContain('Shop Pages');
          else expect(message.subject).toBe('');
        }
      }
    }
  });

  it('writes Chinese for zh-cn', () => {
    const message = composeCodeMessage({
      channel: 'sms',
      event: 'register',
      code: '111111',
      siteName: '落地页',
      lang: 'zh-cn',
    });
    expect(message.text).toBe('【落地页】您正在注册账号，验证码 111111，10 分钟内有效，请勿泄露给他人。');
  });
});
