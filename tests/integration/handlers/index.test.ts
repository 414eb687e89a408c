import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { indexDataSchema } from '#core/contracts/index-endpoint.ts';
import { getSiteConfig, putSiteConfig } from '#functions/data/site-repo.ts';
import { forgetSiteData } from '#functions/site/site-data.ts';
import { putMember, setupApiStack, TEST_JWT_SECRET, tokenFor } from '../../helpers/api-stack.ts';

const stack = setupApiStack();

describe('GET /client/index/index', () => {
  it('answers the seeded site information to an anonymous visitor, without member data', async () => {
    const { status, body } = await stack.call('/client/index/index');

    expect(status).toBe(200);
    expect(body.code).toBe(1);
    expect(body.time).toBeGreaterThan(1_700_000_000);
    const data = indexDataSchema.parse(body.data);
    expect(data.site_info.site_name).toBe('LandingGo');
    expect(data.site_info.upload.mode).toBe('local');
    expect(data.open_member_center).toBe(true);
    expect(data.user_info).toBeNull();
    expect(data.menus).toEqual([]);
    expect(data.manages).toEqual([]);
    expect(data.rules.map((r) => r.name)).toContain('pricing');
  });

  it('answers 303 "need login" when requiredLogin=1 and no token is sent', async () => {
    const { status, body } = await stack.call('/client/index/index', { query: 'requiredLogin=1' });

    expect(status).toBe(200);
    expect(body.code).toBe(303);
    expect(body.data).toEqual({ type: 'need login' });
    expect(body.msg).toBe('Please log in first');
  });

  it('speaks the language of think-lang', async () => {
    const { body } = await stack.call('/client/index/index', { query: 'requiredLogin=1', lang: 'zh-cn' });
    expect(body.msg).toBe('请先登录');
  });

  it('gives a member their user_info, menus and manages in their language', async () => {
    await putMember({ id: 'u1', username: 'alice', nickname: 'Alice' });

    const { body } = await stack.call('/client/index/index', {
      query: 'requiredLogin=1',
      token: tokenFor('u1'),
      lang: 'zh-cn',
    });

    expect(body.code).toBe(1);
    const data = indexDataSchema.parse(body.data);
    expect(data.user_info).toEqual({ id: 'u1', username: 'alice', nickname: 'Alice', avatar: '' });
    expect(data.menus[0]?.title).toBe('我的账户');
    expect(data.menus[0]?.children.map((c) => c.path)).toContain('account/overview');
    expect(data.manages.map((m) => m.name)).toContain('landing-page/page/center');
  });

  it('treats forged, expired, wrong-algorithm and unknown-member tokens as no login', async () => {
    await putMember({ id: 'u2', username: 'bob' });
    await putMember({ id: 'u3', username: 'carol', status: 'disable' });
    const forged = jwt.sign({ sid: 's' }, 'another-secret-that-is-long-enough-to-sign', {
      subject: 'u2',
      issuer: 'landing-builder',
      audience: 'member',
    });
    const none = jwt.sign({ sid: 's', sub: 'u2', iss: 'landing-builder', aud: 'member' }, '', {
      algorithm: 'none',
    });
    const hs512 = jwt.sign({ sid: 's' }, TEST_JWT_SECRET, {
      algorithm: 'HS512',
      subject: 'u2',
      issuer: 'landing-builder',
      audience: 'member',
    });
    const expired = tokenFor('u2', -10);
    for (const token of [forged, none, hs512, expired, tokenFor('nobody'), tokenFor('u3'), 'garbage']) {
      const { body } = await stack.call('/client/index/index', { query: 'requiredLogin=1', token });
      expect(body.code, token).toBe(303);
      const anonymous = await stack.call('/client/index/index', { token });
      expect(anonymous.body.code).toBe(1);
      expect(indexDataSchema.parse(anonymous.body.data).user_info).toBeNull();
    }
  });

  it('hides member menus when the member center is closed', async () => {
    await putMember({ id: 'u4', username: 'dave' });
    const current = await getSiteConfig();
    if (!current) throw new Error('not seeded');
    await putSiteConfig({ ...current.doc, open_member_center: false }, current.version, Date.now());
    forgetSiteData();

    const { body } = await stack.call('/client/index/index', { token: tokenFor('u4') });

    const data = indexDataSchema.parse(body.data);
    expect(data.open_member_center).toBe(false);
    expect(data.menus).toEqual([]);
    await putSiteConfig(current.doc, current.version + 1, Date.now());
    forgetSiteData();
  });

  it('rejects a bad query with code 0, the first message and every field error', async () => {
    const { status, body } = await stack.call('/client/index/index', { query: 'requiredLogin=maybe' });

    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.msg).not.toBe('');
    expect(body.data).toEqual({ errors: { requiredLogin: body.msg } });
  });
});

describe('the API platform', () => {
  it('answers unknown API paths with HTTP 404 and the envelope', async () => {
    const { status, body } = await stack.call('/client/nope/nothing', { lang: 'en' });

    expect(status).toBe(404);
    expect(body.code).toBe(0);
    expect(body.msg).toBe('Error requesting address: /client/nope/nothing');
  });

  it('answers a wrong method like an unknown path', async () => {
    const { status } = await stack.call('/client/index/index', { method: 'POST', body: {} });
    expect(status).toBe(404);
  });
});
