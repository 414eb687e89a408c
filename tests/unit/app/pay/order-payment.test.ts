import { describe, expect, it } from 'vitest';
import { ApiCodeError } from '#app/api/errors.ts';
import { createManualPayment, createSandboxPayment } from '#app/pay/order-payment.ts';

const ORDER = 'R0000000000000000000001';

describe('the manual payment form', () => {
  it('names the serial number when it is missing, sending nothing', async () => {
    const sent: string[] = [];
    const form = createManualPayment({
      outTradeNo: ORDER,
      lang: () => 'en',
      calls: { submitTradeNo: async (_order, tradeNo) => sent.push(tradeNo) },
    });
    expect(await form.submit()).toBe('invalid');
    expect(form.$state.get().errors.trade_no).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends the serial number of this order and keeps the button waiting', async () => {
    const sent: [string, string][] = [];
    const form = createManualPayment({
      outTradeNo: ORDER,
      lang: () => 'en',
      calls: { submitTradeNo: async (order, tradeNo) => void sent.push([order, tradeNo]) },
    });
    form.setTradeNo(' 2024050122001400000000001234 ');
    expect(await form.submit()).toBe('sent');
    expect(sent).toEqual([[ORDER, '2024050122001400000000001234']]);
    expect(form.$state.get()).toMatchObject({ errors: {}, busy: true });
  });

  it('shows the server’s message on the field and lets the member send again', async () => {
    const refusal = new ApiCodeError({
      code: 0,
      msg: 'no',
      time: 1,
      data: { errors: { trade_no: 'Already used' } },
    });
    const form = createManualPayment({
      outTradeNo: ORDER,
      lang: () => 'en',
      calls: { submitTradeNo: async () => Promise.reject(refusal) },
    });
    form.setTradeNo('2024050122001400000000001234');
    expect(await form.submit()).toBe('refused');
    expect(form.$state.get()).toMatchObject({ errors: { trade_no: 'Already used' }, busy: false });
  });
});

describe('the sandbox pay button', () => {
  it('answers whether the order was paid, waiting meanwhile', async () => {
    const paid = createSandboxPayment(ORDER, { sandboxPay: async () => undefined });
    const running = paid.pay();
    expect(paid.$busy.get().busy).toBe(true);
    expect(await running).toBe(true);
    expect(paid.$busy.get().busy).toBe(false);
    const failed = createSandboxPayment(ORDER, {
      sandboxPay: async () => Promise.reject(new Error('offline')),
    });
    expect(await failed.pay()).toBe(false);
  });
});
