import { describe, expect, it } from 'vitest';
import { readEnv } from '#functions/platform/env.ts';

describe('the environment', () => {
  it('answers the defaults when nothing is set', () => {
    const settings = readEnv({});

    expect(settings).toMatchObject({
      TABLE_NAME: 'landing-builder',
      UPLOADS_BUCKET: 'lp-uploads',
      SITE_BUCKET: 'lp-site',
      MAIL_DRIVER: 'outbox',
      TRUST_VIEWER_ADDRESS_HEADER: false,
      CODE_DAILY_PER_IP: 30,
      CAPTCHA_POW_COST: 1000,
      PUBLIC_ORIGIN: 'http://127.0.0.1:4321',
      CDN_DRIVER: 'local',
      LOG_LEVEL: 'info',
    });
    expect(settings.JWT_SECRET).toBeUndefined();
    expect(settings.DYNAMODB_ENDPOINT).toBeUndefined();
    expect(settings.LOCAL_SCHEDULE_EVERY_MS).toBeUndefined();
  });

  it('reads numbers, switches, choices and URLs from their text', () => {
    const settings = readEnv({
      CODE_DAILY_PER_IP: '500',
      RECONCILE_GRACE_MS: '0',
      TRUST_VIEWER_ADDRESS_HEADER: 'Yes',
      SMS_DRIVER: 'sns',
      DYNAMODB_ENDPOINT: ' http://127.0.0.1:8000 ',
      JWT_SECRET: 'x'.repeat(32),
    });

    expect(settings.CODE_DAILY_PER_IP).toBe(500);
    expect(settings.RECONCILE_GRACE_MS).toBe(0);
    expect(settings.TRUST_VIEWER_ADDRESS_HEADER).toBe(true);
    expect(readEnv({ TRUST_VIEWER_ADDRESS_HEADER: '0' }).TRUST_VIEWER_ADDRESS_HEADER).toBe(false);
    expect(settings.SMS_DRIVER).toBe('sns');
    expect(settings.DYNAMODB_ENDPOINT).toBe('http://127.0.0.1:8000');
    expect(settings.JWT_SECRET).toHaveLength(32);
  });

  it('refuses bad values with one error naming every bad variable and what it must be', () => {
    let message = '';
    try {
      readEnv({
        TABLE_NAME: 'ab',
        JWT_SECRET: 'short',
        CODE_DAILY_PER_IP: '2.5',
        CODE_DAILY_PER_TARGET: '0',
        CAPTCHA_POW_COST: '2000000',
        INSIGHTS_PER_MINUTE: '',
        MAIL_DRIVER: 'smtp',
        TRUST_VIEWER_ADDRESS_HEADER: 'maybe',
        S3_ENDPOINT: 'not a url',
        SITE_BUCKET: 'lp-site',
      });
    } catch (error) {
      message = (error as Error).message;
    }

    expect(message).toMatch(/^Invalid environment:/);
    expect(message).toContain('TABLE_NAME must be at least 3 characters long (has 2)');
    expect(message).toContain('JWT_SECRET must be at least 32 characters long (has 5)');
    expect(message).toContain('CODE_DAILY_PER_IP must be a whole number (is "2.5")');
    expect(message).toContain('CODE_DAILY_PER_TARGET must be at least 1 (is 0)');
    expect(message).toContain('CAPTCHA_POW_COST must be at most 1000000 (is 2000000)');
    expect(message).toContain('INSIGHTS_PER_MINUTE must be a whole number (is "")');
    expect(message).toContain('MAIL_DRIVER must be one of outbox, ses (is "smtp")');
    expect(message).toContain('TRUST_VIEWER_ADDRESS_HEADER must be one of true, 1, yes');
    expect(message).toContain('S3_ENDPOINT must be an absolute URL (is "not a url")');
    expect(message).not.toContain('SITE_BUCKET');
  });
});
