import { describe, expect, it } from 'vitest';
import {
  CONTACT_NAMES,
  contactHref,
  contactLinks,
  emailAddress,
  internationalNumber,
  safeWebUrl,
} from '#core/contact-links.ts';
import {
  CONTACT_COMPONENTS,
  type ContactShortcut,
  contactShortcutSchema,
} from '#core/contracts/site-config.ts';

/** A shortcut as stored: the schema fills every field the test does not give. */
const shortcut = (fields: Partial<ContactShortcut> & Pick<ContactShortcut, 'component'>): ContactShortcut =>
  contactShortcutSchema.parse(fields);

describe('contactHref: one deep link per channel', () => {
  it('whatsapp: wa.me with the digits of the number and the message as text', () => {
    expect(
      contactHref(shortcut({ component: 'whatsapp', mobile: '+852 1234-5678', message: 'Hi & hello?' })),
    ).toBe('https://wa.me/85212345678?text=Hi%20%26%20hello%3F');
    expect(contactHref(shortcut({ component: 'whatsapp', mobile: '0085212345678' }))).toBe(
      'https://wa.me/85212345678',
    );
  });

  it('whatsapp: falls back to the account when it holds the number, and needs one', () => {
    expect(contactHref(shortcut({ component: 'whatsapp', account: '+8613800138000' }))).toBe(
      'https://wa.me/8613800138000',
    );
    expect(contactHref(shortcut({ component: 'whatsapp', account: 'shop' }))).toBeNull();
  });

  it('telegram: t.me with the account without its "@", or the phone number', () => {
    expect(contactHref(shortcut({ component: 'telegram', account: '@landinggo' }))).toBe(
      'https://t.me/landinggo',
    );
    expect(contactHref(shortcut({ component: 'telegram', mobile: '+44 7700 900123' }))).toBe(
      'https://t.me/+447700900123',
    );
  });

  it('messager: m.me with the page and the message as text', () => {
    expect(contactHref(shortcut({ component: 'messager', account: 'landinggo', message: '你好' }))).toBe(
      'https://m.me/landinggo?text=%E4%BD%A0%E5%A5%BD',
    );
  });

  it('instagram, twitter, tiktok, kakao: their profile links', () => {
    expect(contactHref(shortcut({ component: 'instagram', account: '@shop.style' }))).toBe(
      'https://instagram.com/shop.style',
    );
    expect(contactHref(shortcut({ component: 'twitter', account: 'shop_news' }))).toBe(
      'https://x.com/shop_news',
    );
    expect(contactHref(shortcut({ component: 'tiktok', account: '@shop' }))).toBe(
      'https://www.tiktok.com/@shop',
    );
    expect(contactHref(shortcut({ component: 'kakao', account: 'sAbCdEf1' }))).toBe(
      'https://open.kakao.com/o/sAbCdEf1',
    );
  });

  it('accounts fall back to the user name', () => {
    expect(contactHref(shortcut({ component: 'instagram', username: 'shop' }))).toBe(
      'https://instagram.com/shop',
    );
  });

  it('line: personal IDs take the ~id form, official accounts keep their @', () => {
    expect(contactHref(shortcut({ component: 'line', account: 'shop123' }))).toBe(
      'https://line.me/R/ti/p/~shop123',
    );
    expect(contactHref(shortcut({ component: 'line', account: '~shop123' }))).toBe(
      'https://line.me/R/ti/p/~shop123',
    );
    expect(contactHref(shortcut({ component: 'line', account: '@shopjp' }))).toBe(
      'https://line.me/R/ti/p/@shopjp',
    );
    expect(contactHref(shortcut({ component: 'line', account: '@' }))).toBeNull();
  });

  it('imessage: sms: to the number with the body, or imessage: to an Apple ID', () => {
    expect(
      contactHref(shortcut({ component: 'imessage', mobile: '+1 (415) 555-0100', message: 'Hi there' })),
    ).toBe('sms:+14155550100?body=Hi%20there');
    expect(contactHref(shortcut({ component: 'imessage', account: 'me@icloud.com' }))).toBe(
      'imessage:me@icloud.com',
    );
    expect(contactHref(shortcut({ component: 'imessage', account: 'nobody' }))).toBeNull();
  });

  it('phone: tel: with the international number', () => {
    expect(contactHref(shortcut({ component: 'phone', mobile: '+86 138 0013 8000' }))).toBe(
      'tel:+8613800138000',
    );
    expect(contactHref(shortcut({ component: 'phone', mobile: '12' }))).toBeNull();
  });

  it('email: mailto: with the body', () => {
    expect(contactHref(shortcut({ component: 'email', account: 'support@landinggo.example' }))).toBe(
      'mailto:support@landinggo.example',
    );
    expect(
      contactHref(
        shortcut({ component: 'email', account: 'a.b+shop@x.example', message: 'Price list, please' }),
      ),
    ).toBe('mailto:a.b%2Bshop@x.example?body=Price%20list%2C%20please');
    expect(contactHref(shortcut({ component: 'email', account: 'not an email' }))).toBeNull();
  });

  it('custom: its own http(s) URL, nothing else', () => {
    expect(contactHref(shortcut({ component: 'custom', url: 'https://shop.example/contact?x=1' }))).toBe(
      'https://shop.example/contact?x=1',
    );
    expect(contactHref(shortcut({ component: 'custom', url: 'javascript:alert(1)' }))).toBeNull();
    expect(contactHref(shortcut({ component: 'custom', url: 'data:text/html,<script>' }))).toBeNull();
    expect(contactHref(shortcut({ component: 'custom', url: '//evil.example' }))).toBeNull();
    expect(contactHref(shortcut({ component: 'custom' }))).toBeNull();
  });

  it('a safe url overrides any channel; an unsafe one is ignored', () => {
    expect(
      contactHref(shortcut({ component: 'telegram', account: 'a', url: 'https://t.me/joinchat/xyz' })),
    ).toBe('https://t.me/joinchat/xyz');
    expect(
      contactHref(shortcut({ component: 'telegram', account: 'shop', url: 'javascript:alert(1)' })),
    ).toBe('https://t.me/shop');
  });

  it('encodes accounts so they cannot leave the path', () => {
    expect(contactHref(shortcut({ component: 'telegram', account: 'a/../b?x=1#y' }))).toBe(
      'https://t.me/a%2F..%2Fb%3Fx%3D1%23y',
    );
    expect(contactHref(shortcut({ component: 'twitter', account: '"><script>' }))).toBe(
      'https://x.com/%22%3E%3Cscript%3E',
    );
  });

  it('an empty shortcut makes no link, for every channel', () => {
    for (const component of CONTACT_COMPONENTS) {
      expect(contactHref(shortcut({ component }))).toBeNull();
    }
  });
});

describe('helpers', () => {
  it('safeWebUrl accepts only absolute http(s) URLs', () => {
    expect(safeWebUrl(' https://a.example/x ')).toBe('https://a.example/x');
    expect(safeWebUrl('HTTP://A.example')).toBe('http://a.example/');
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'vbscript:x',
      'ftp://a.example',
      '/path',
      'https://',
    ]) {
      expect(safeWebUrl(bad)).toBeNull();
    }
  });

  it('internationalNumber keeps "+" and 6 to 15 digits', () => {
    expect(internationalNumber('+852 1234 5678')).toBe('+85212345678');
    expect(internationalNumber('(0)12.34-56')).toBeNull();
    expect(internationalNumber('1234567890123456')).toBeNull();
    expect(internationalNumber('12345a')).toBeNull();
  });

  it('emailAddress rejects URL syntax and spaces', () => {
    expect(emailAddress('a@b.example')).toBe('a@b.example');
    for (const bad of ['a@b', 'a b@c.example', 'a@b.example?cc=x', 'a@@b.example', 'mailto:a@b.example']) {
      expect(emailAddress(bad)).toBeNull();
    }
  });
});

describe('contactLinks', () => {
  const shortcuts = [
    shortcut({ component: 'whatsapp', mobile: '+85212345678' }),
    shortcut({ component: 'custom', url: 'javascript:alert(1)', text: 'Bad' }),
    shortcut({ component: 'email', account: 'hi@shop.example', text: 'Write to us' }),
    shortcut({ component: 'phone', mobile: '+85212345678', label: 'Hotline' }),
  ];

  it('keeps the order, drops what makes no safe link, and labels each', () => {
    expect(contactLinks(shortcuts, 'en')).toEqual([
      { component: 'whatsapp', href: 'https://wa.me/85212345678', label: 'WhatsApp', newWindow: true },
      { component: 'email', href: 'mailto:hi@shop.example', label: 'Write to us', newWindow: false },
      { component: 'phone', href: 'tel:+85212345678', label: 'Hotline', newWindow: false },
    ]);
  });

  it('names channels in the page language', () => {
    const phone = [shortcut({ component: 'phone', mobile: '+85212345678' })];
    expect(contactLinks(phone, 'zh-cn')[0]?.label).toBe(CONTACT_NAMES.phone['zh-cn']);
    expect(contactLinks(phone, 'en')[0]?.label).toBe('Phone');
  });
});
