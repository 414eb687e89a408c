import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { type ClickCaptchaData, clickCaptchaDataSchema, encodeClickInfo } from '#core/contracts/captcha.ts';
import { CAPTCHA_TTL_MS, checkClickCaptcha } from '#functions/captcha/click-captcha.ts';
import { documentClient } from '#functions/data/dynamo-client.ts';
import { env } from '#functions/platform/env.ts';
import { setupApiStack } from '../../helpers/api-stack.ts';

const stack = setupApiStack();

type Box = [number, number, number, number];

async function load(lang = 'en'): Promise<ClickCaptchaData> {
  const id = randomUUID();
  const { body } = await stack.call('/client/common/clickCaptcha', { query: `id=${id}`, lang });
  expect(body).toMatchObject({ code: 1, msg: '' });
  return clickCaptchaDataSchema.parse(body.data);
}

async function storedBoxes(id: string): Promise<Box[]> {
  const answer = await documentClient().send(
    new GetCommand({ TableName: env().TABLE_NAME, Key: { pk: `CAPTCHA#${id}`, sk: 'CAPTCHA' } }),
  );
  return (answer.Item?.boxes ?? []) as Box[];
}

/** Clicks at the centres of the boxes, on the image displayed at `scale` of its size. */
function clicks(captcha: ClickCaptchaData, boxes: Box[], scale = 1): string {
  return encodeClickInfo({
    points: boxes.map(([x1, y1, x2, y2]) => ({ x: ((x1 + x2) / 2) * scale, y: ((y1 + y2) / 2) * scale })),
    displayWidth: captcha.width * scale,
    displayHeight: captcha.height * scale,
  });
}

const check = (body: unknown, lang = 'en') =>
  stack.call('/client/common/checkClickCaptcha', { method: 'POST', body, lang });

describe('GET /client/common/clickCaptcha', () => {
  it('answers an SVG image of shapes only, with the characters to click', async () => {
    const captcha = await load();

    expect(captcha.width).toBe(350);
    expect(captcha.height).toBe(200);
    expect(captcha.text).toHaveLength(3);
    for (const char of captcha.text) expect(char).toMatch(/^[A-Z2-9]$/);
    expect(captcha.base64.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const svg = Buffer.from(captcha.base64.split(',')[1] ?? '', 'base64').toString('utf8');
    expect(svg).toContain('<path');
    expect(svg).not.toMatch(/<text|<tspan|<font|<use|@font-face|<foreignObject|<image/i);
    // Nothing between tags: every character exists only as outline coordinates.
    expect(svg.replace(/<[^>]*>/g, '')).toBe('');
    expect(await storedBoxes(captcha.id)).toHaveLength(3);
  });

  it('draws a different image every time', async () => {
    const [a, b] = await Promise.all([load(), load()]);
    expect(a.base64).not.toBe(b.base64);
  });

  it('refuses a malformed id', async () => {
    const { body } = await stack.call('/client/common/clickCaptcha', { query: 'id=a<b' });
    expect(body.code).toBe(0);
  });
});

describe('POST /client/common/checkClickCaptcha', () => {
  it('accepts the right clicks, keeps the answer for the real submit, then consumes it', async () => {
    const captcha = await load();
    const info = clicks(captcha, await storedBoxes(captcha.id));

    const browserCheck = await check({ id: captcha.id, info, unset: false });
    const zh = await check({ id: captcha.id, info, unset: 'false' }, 'zh-cn');
    const submit = await check({ id: captcha.id, info, unset: true });
    const replay = await check({ id: captcha.id, info, unset: true });

    expect(browserCheck.body).toMatchObject({ code: 1, msg: 'Verification succeeded' });
    expect(zh.body.msg).toBe('验证成功');
    expect(submit.body.code).toBe(1);
    expect(replay.body).toMatchObject({ code: 0, msg: 'Verification failed, please try again' });
  });

  it('scales clicks on an image displayed smaller (a phone)', async () => {
    const captcha = await load();
    const info = clicks(captcha, await storedBoxes(captcha.id), 0.9);

    expect((await check({ id: captcha.id, info, unset: true })).body.code).toBe(1);
  });

  it('refuses a wrong area with the retry message, and the captcha is gone afterwards', async () => {
    const captcha = await load();
    const boxes = await storedBoxes(captcha.id);
    const reversed = clicks(captcha, [...boxes].reverse());

    const wrong = await check({ id: captcha.id, info: reversed }, 'zh-cn');
    const thenRight = await check({ id: captcha.id, info: clicks(captcha, boxes) });

    expect(wrong.body).toMatchObject({ code: 0, msg: '验证失败，请重试' });
    expect(thenRight.body.code).toBe(0);
  });

  it('refuses too few clicks, malformed info and unknown ids', async () => {
    const captcha = await load();
    const boxes = await storedBoxes(captcha.id);
    const other = await load();

    const few = await check({ id: captcha.id, info: clicks(captcha, boxes.slice(0, 2)) });
    const malformed = await check({ id: other.id, info: 'x;y;z' });
    const unknown = await check({ id: randomUUID(), info: clicks(captcha, boxes) });

    expect(few.body.code).toBe(0);
    expect(malformed.body.code).toBe(0);
    expect(unknown.body.code).toBe(0);
  });

  it('refuses an expired answer', async () => {
    const captcha = await load();
    const info = clicks(captcha, await storedBoxes(captcha.id));

    expect(
      await checkClickCaptcha(captcha.id, info, { consume: false, nowMs: Date.now() + CAPTCHA_TTL_MS }),
    ).toBe(false);
    expect((await check({ id: captcha.id, info })).body.code).toBe(0);
  });

  it('lets only one of two concurrent submits consume an answer', async () => {
    const captcha = await load();
    const info = clicks(captcha, await storedBoxes(captcha.id));

    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        checkClickCaptcha(captcha.id, info, { consume: true, nowMs: Date.now() }),
      ),
    );

    expect(results.filter(Boolean)).toHaveLength(1);
  });
});
