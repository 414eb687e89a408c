import { describe, expect, it } from 'vitest';
import { ApiCodeError, ApiNetworkError, ApiTimeoutError } from '#app/api/errors.ts';
import { payPasswordSaver, SAVE_RETRIES } from '#app/pay/pay-password-save.ts';
import type { SetPayPasswordBody } from '#core/contracts/pay.ts';

const BODY = { password: '', old_pay_password: '246810', pay_password: '135790', repay_password: '135790' };

function harness(answers: Array<'ok' | 'timeout' | 'network' | 'refused'>) {
  const sent: SetPayPasswordBody[] = [];
  let rereads = 0;
  let ids = 0;
  const save = payPasswordSaver({
    async send(body) {
      sent.push(body);
      const answer = answers.shift() ?? 'ok';
      if (answer === 'timeout') throw new ApiTimeoutError('/client/pay/setPassword');
      if (answer === 'network') throw new ApiNetworkError('/client/pay/setPassword', false);
      if (answer === 'refused') throw new ApiCodeError({ code: 0, msg: 'wrong', data: null, time: 0 });
      return {};
    },
    async reread() {
      rereads += 1;
    },
    newId: () => `id-${++ids}-xxxxxx`,
  });
  return { save, sent, rereads: () => rereads };
}

describe('saving the pay password', () => {
  it('sends a save whose answer was lost again with the same request id, and reports it saved', async () => {
    const h = harness(['timeout', 'network', 'ok']);
    expect(await h.save(BODY)).toEqual({ kind: 'saved' });
    expect(h.sent.map((body) => body.request_id)).toEqual(['id-1-xxxxxx', 'id-1-xxxxxx', 'id-1-xxxxxx']);
    expect(h.rereads()).toBe(0);
  });

  it('never says "failed" when no answer comes: it reads the account again and says it cannot tell', async () => {
    const h = harness(Array(SAVE_RETRIES + 1).fill('timeout'));
    expect(await h.save(BODY)).toEqual({ kind: 'unknown' });
    expect(h.rereads()).toBe(1);
    // Submitting the same values again is the same save (same id); other values are a new one.
    await h.save(BODY);
    expect(h.sent.at(-1)?.request_id).toBe('id-1-xxxxxx');
    await h.save({ ...BODY, pay_password: '111222', repay_password: '111222' });
    expect(h.sent.at(-1)?.request_id).toBe('id-2-xxxxxx');
  });

  it("passes the server's refusal on and does not send it again", async () => {
    const h = harness(['refused']);
    const outcome = await h.save(BODY);
    expect(outcome.kind).toBe('refused');
    expect(h.sent).toHaveLength(1);
  });
});
