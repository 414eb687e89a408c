import { describe, expect, it } from 'vitest';
import { channelOf, landingFacts } from '#core/insights-beacon.ts';

describe('what the server reads out of a beacon', () => {
  it('names the channel of a tapped link from its scheme and host', () => {
    expect(channelOf('https://wa.me')).toBe('whatsapp');
    expect(channelOf('https://api.whatsapp.com')).toBe('whatsapp');
    expect(channelOf('https://t.me')).toBe('telegram');
    expect(channelOf('https://line.me')).toBe('line');
    expect(channelOf('https://m.me')).toBe('messenger');
    expect(channelOf('https://www.instagram.com')).toBe('instagram');
    expect(channelOf('https://x.com')).toBe('twitter');
    expect(channelOf('tel://')).toBe('phone');
    expect(channelOf('mailto://')).toBe('email');
    expect(channelOf('sms://')).toBe('sms');
    expect(channelOf('weixin://')).toBe('wechat');
    expect(channelOf('https://shop.example.com')).toBe('link');
    expect(channelOf('not a url')).toBe('link');
  });

  it('keeps the utm parameters and the first ad click id of the landing query, nothing else', () => {
    expect(landingFacts('?utm_source=facebook&utm_campaign=spring&fbclid=IwAR1&email=a@b.c')).toEqual({
      utm: { source: 'facebook', campaign: 'spring' },
      ad: { platform: 'facebook', click: 'IwAR1' },
    });
    expect(landingFacts('?ttclid=E.C.P&rdt_cid=9').ad).toEqual({ platform: 'tiktok', click: 'E.C.P' });
    expect(landingFacts('?ScCid=abc').ad?.platform).toBe('snapchat');
    expect(landingFacts('')).toEqual({ utm: {}, ad: null });
    expect(landingFacts(`?utm_campaign=${'x'.repeat(300)}`).utm.campaign).toHaveLength(100);
  });
});
