import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { clickCaptchaDataSchema } from '#core/contracts/captcha.ts';
import { encodeClickInfo } from '#core/contracts/captcha-values.ts';
import { documentClient } from '#functions/data/dynamo-client.ts';
import { keys } from '#functions/data/keys.ts';
import { env, resetEnvForTests } from '#functions/platform/env.ts';
import { setupApiStack } from '../../helpers/api-stack.ts';
import { messagesTo } from '../../helpers/outbox.ts';
import { solvePow } from '../../helpers/pow.ts';
import { svgSolve } from '../../helpers/svg-solver.ts';
import { tempOutbox } from '../../helpers/temp-outbox.ts';
import { solveCaptcha } from '../accounts/helpers.ts';

/**
 * The attack run of the README's security section (issue 11 §2), against the real handlers: a bot
 * that reads the captcha picture, sends codes without a captcha, replays a passed captcha or a
 * proof of work, and pumps SMS codes to one country's numbers. Each count is asserted.
 */
process.env.CODE_SMS_PREFIX_LIMITS = '882=5';
process.env.CODE_DAILY_PER_IP = '1000';
resetEnvForTests();
tempOutbox();
const stack = setupApiStack();

const post = (path: string, body: unknown) => stack.call(path, { method: 'POST', body });

describe('a bot against the captcha and the code sends', () => {
  it('old SVG solver: 30 pictures read, 0 solved', async () => {
    let solved = 0;
    for (let i = 0; i < 30; i++) {
      const id = randomUUID();
      const loaded = await stack.call('/client/common/clickCaptcha', { query: `id=${id}` });
      const captcha = clickCaptchaDataSchema.parse(loaded.body.data);
      const clicks = svgSolve(captcha.base64, captcha.text);
      if (clicks) solved++;
    }
    expect(solved).toBe(0);
  });

  it('sends without a captcha, or with made-up answers: 40 tried, 40 refused, nothing delivered', async () => {
    const answers = [];
    for (let i = 0; i < 20; i++)
      answers.push(await post('/client/Ems/send', { email: `nocaptcha${i}@example.com`, event: 'register' }));
    for (let i = 0; i < 20; i++)
      answers.push(
        await post('/client/Sms/send', {
          mobile: `1390000${String(i).padStart(4, '0')}`,
          template_code: 'register',
          captchaId: randomUUID(),
          captchaInfo: '100,100-200,100-300,100;350;200',
        }),
      );
    expect(answers.filter((answer) => answer.body.code === 0)).toHaveLength(40);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(await messagesTo('nocaptcha0@example.com')).toHaveLength(0);
  });

  it('one passed captcha replayed on 10 sends: 1 sent, 9 refused', async () => {
    const captcha = await solveCaptcha(stack);
    const codes: number[] = [];
    for (let i = 0; i < 10; i++)
      codes.push(
        (await post('/client/Ems/send', { email: `replay${i}@example.com`, event: 'register', ...captcha }))
          .body.code,
      );
    expect(codes.filter((code) => code === 1)).toHaveLength(1);
  });

  it('one proof of work replayed on 10 other captchas: 10 refused', async () => {
    const first = clickCaptchaDataSchema.parse(
      (await stack.call('/client/common/clickCaptcha', { query: `id=${randomUUID()}` })).body.data,
    );
    const pow = await solvePow(first.pow);
    let refused = 0;
    for (let i = 0; i < 10; i++) {
      const id = randomUUID();
      await stack.call('/client/common/clickCaptcha', { query: `id=${id}` });
      // The right clicks, read from the store: only the work is wrong.
      const stored = (
        await documentClient().send(new GetCommand({ TableName: env().TABLE_NAME, Key: keys.captcha(id) }))
      ).Item as { width: number; height: number; boxes: [number, number, number, number][] };
      const info = encodeClickInfo({
        points: stored.boxes.map(([x1, y1, x2, y2]) => ({ x: (x1 + x2) / 2, y: (y1 + y2) / 2 })),
        displayWidth: stored.width,
        displayHeight: stored.height,
      });
      const answer = await post('/client/common/checkClickCaptcha', { id, info, pow });
      if (answer.body.code === 0) refused++;
    }
    expect(refused).toBe(10);
  });

  it('pumping 12 numbers of one calling code, each with a passed captcha: 5 sent, then refused', async () => {
    const results: string[] = [];
    for (let i = 0; i < 12; i++) {
      const answer = await stack.call('/client/Sms/send', {
        method: 'POST',
        body: {
          mobile: `+88216000${String(i).padStart(4, '0')}`,
          template_code: 'register',
          ...(await solveCaptcha(stack)),
        },
      });
      results.push(answer.body.code === 1 ? 'sent' : answer.body.msg);
    }
    expect(results.slice(0, 5)).toEqual(Array(5).fill('sent'));
    expect(new Set(results.slice(5))).toEqual(
      new Set([
        'Text messages to mobile numbers starting with +882 have reached today’s limit, please try again tomorrow or use email',
      ]),
    );
  });
});
