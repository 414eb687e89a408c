import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { type ClickCaptchaData, clickCaptchaDataSchema } from '#core/contracts/captcha.ts';
import { encodeClickInfo } from '#core/contracts/captcha-values.ts';
import { CAPTCHA_TTL_MS, checkClickCaptcha } from '#functions/captcha/click-captcha.ts';
import { documentClient } from '#functions/data/dynamo-client.ts';
import { env } from '#functions/platform/env.ts';
import { setupApiStack } from '../../helpers/api-stack.ts';
import { solvePow } from '../../helpers/pow.ts';
import { svgSolve } from '../../helpers/svg-solver.ts';

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

/** The solved proof of work of a captcha, as the dialog sends it with its first check. */
const work = (captcha: ClickCaptchaData) => solvePow(captcha.pow);

describe('GET /client/common/clickCaptcha', () => {
  it('answers a PNG picture (pixels only) with the characters to click and a signed proof-of-work challenge', async () => {
    const captcha = await load();

    expect(captcha.width).toBe(350);
    expect(captcha.height).toBe(200);
    expect(captcha.text).toHaveLength(3);
    for (const char of captcha.text) expect(char).toMatch(/^[A-Z2-9]$/);
    expect(captcha.base64.startsWith('data:image/png;base64,')).toBe(true);
    const png = Buffer.from(captcha.base64.split(',')[1] ?? '', 'base64');
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.toString('latin1')).not.toMatch(/<svg|<path/);
    expect(svgSolve(captcha.base64, captcha.text)).toBeNull();
    expect(captcha.pow.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', data: { cid: captcha.id } });
    expect(captcha.pow.signature).toMatch(/^[0-9a-f]{64}$/);
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

    const browserCheck = await check({ id: captcha.id, info, unset: false, pow: await work(captcha) });
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

    expect((await check({ id: captcha.id, info, unset: true, pow: await work(captcha) })).body.code).toBe(1);
  });

  it('refuses a wrong area with the retry message, and the captcha is gone afterwards', async () => {
    const captcha = await load();
    const boxes = await storedBoxes(captcha.id);
    const reversed = clicks(captcha, [...boxes].reverse());

    const wrong = await check({ id: captcha.id, info: reversed, pow: await work(captcha) }, 'zh-cn');
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
    expect((await check({ id: captcha.id, info, pow: await work(captcha) })).body.code).toBe(1);

    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        checkClickCaptcha(captcha.id, info, { consume: true, nowMs: Date.now() }),
      ),
    );

    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('refuses right clicks without the proof of work, or with a forged one, and drops the captcha', async () => {
    const bare = await load();
    const bareInfo = clicks(bare, await storedBoxes(bare.id));
    const forged = await load();
    const forgedInfo = clicks(forged, await storedBoxes(forged.id));
    const pow = JSON.parse(Buffer.from(await work(forged), 'base64').toString()) as {
      solution: { counter: number };
    };
    pow.solution.counter += 1;

    const withoutWork = await check({ id: bare.id, info: bareInfo, unset: true });
    const consumeWithoutWork = await checkClickCaptcha(forged.id, forgedInfo, {
      consume: true,
      nowMs: Date.now(),
    });
    const forgedLoad = await load();
    const forgedWork = await check({
      id: forgedLoad.id,
      info: clicks(forgedLoad, await storedBoxes(forgedLoad.id)),
      pow: Buffer.from(JSON.stringify(pow)).toString('base64'),
    });

    expect(withoutWork.body).toMatchObject({ code: 0, msg: 'Verification failed, please try again' });
    expect(await storedBoxes(bare.id)).toEqual([]);
    expect(consumeWithoutWork).toBe(false);
    expect(forgedWork.body.code).toBe(0);
  });

  it('accepts a solution once: replayed on the same captcha or on another one, it is refused', async () => {
    const first = await load();
    const firstInfo = clicks(first, await storedBoxes(first.id));
    const pow = await work(first);
    const second = await load();
    const secondInfo = clicks(second, await storedBoxes(second.id));

    const accepted = await check({ id: first.id, info: firstInfo, pow });
    const replayedSame = await check({ id: first.id, info: firstInfo, pow });
    const replayedOther = await check({ id: second.id, info: secondInfo, pow });

    expect(accepted.body.code).toBe(1);
    expect(replayedSame.body.code).toBe(0);
    // The captcha it was replayed on is gone, whatever the clicks.
    expect(await storedBoxes(first.id)).toEqual([]);
    expect(replayedOther.body.code).toBe(0);
  });
});
