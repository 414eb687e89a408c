import { describe, expect, it } from 'vitest';
import { ApiCodeError } from '#app/api/errors.ts';
import { createRechargeForm, OTHER_AMOUNT, type RechargeCalls } from '#app/pay/recharge-form.ts';
import type { ChannelsData } from '#core/contracts/pay.ts';

const channels = (overrides: Partial<ChannelsData> = {}): ChannelsData => ({
  channels: [
    { channel: 'alipay', kind: 'qr', manual_qr: '', manual_note: '' },
    { channel: 'manual', kind: 'manual', manual_qr: '', manual_note: '' },
  ],
  presets: ['10.00', '50.00', '100.00'],
  min_amount: '1.00',
  max_amount: '5000.00',
  order_ttl_minutes: 30,
  recharge_score_per_yuan: 0,
  sandbox: true,
  ...overrides,
});

/** The screen's calls, recording orders and navigation. */
function fakeCalls(options: { data?: ChannelsData; offline?: boolean; refuse?: unknown } = {}) {
  const orders: unknown[] = [];
  const went: string[] = [];
  let accountLoads = 0;
  const calls: RechargeCalls = {
    fetchChannels: async () => {
      if (options.offline) throw new Error('offline');
      return options.data ?? channels();
    },
    loadAccount: () => {
      accountLoads++;
    },
    createRecharge: async (body) => {
      orders.push(body);
      if (options.refuse) throw options.refuse;
      return { out_trade_no: 'R0000000000000000000001' };
    },
    navigate: (path) => went.push(path),
  };
  return { calls, orders, went, accountLoads: () => accountLoads };
}

describe('the recharge form', () => {
  it('starts on the second preset and the first channel, with the balance asked for', async () => {
    const fake = fakeCalls();
    const form = createRechargeForm(fake.calls);
    await form.load();
    expect(form.$state.get()).toMatchObject({ selected: '50.00', channel: 'alipay' });
    expect(form.$amount.get()).toEqual({ ok: true, amount: '50.00', cents: 5000 });
    expect(fake.accountLoads()).toBe(1);
  });

  it('falls back to the typed amount when there are no presets, and offers a retry when loading fails', async () => {
    const bare = createRechargeForm(fakeCalls({ data: channels({ presets: [], channels: [] }) }).calls);
    await bare.load();
    expect(bare.$state.get()).toMatchObject({ selected: OTHER_AMOUNT, channel: '' });

    const failing = createRechargeForm(fakeCalls({ offline: true }).calls);
    await failing.load();
    expect(failing.$state.get().load.status).toBe('error');
  });

  it('checks a typed amount against the format and the limits, normalising it', async () => {
    const form = createRechargeForm(fakeCalls().calls);
    await form.load();
    form.typeOther('12.5');
    expect(form.$amount.get()).toMatchObject({ ok: true, amount: '12.50' });
    form.typeOther('0.50');
    expect(form.$amount.get()).toEqual({ ok: false, problem: 'min' });
    form.typeOther('5000.01');
    expect(form.$amount.get()).toEqual({ ok: false, problem: 'max' });
    form.typeOther('12.345');
    expect(form.$amount.get()).toEqual({ ok: false, problem: 'format' });
  });

  it('sends nothing while the amount is wrong, names it and moves the choice to the typed amount', async () => {
    const fake = fakeCalls();
    const form = createRechargeForm(fake.calls);
    await form.load();
    form.typeOther('0.10');
    expect(await form.submit()).toBe('amount');
    expect(fake.orders).toEqual([]);
    expect(form.$state.get()).toMatchObject({ problems: { amount: 'min' }, selected: OTHER_AMOUNT });

    form.pickPreset('100.00');
    expect(form.$state.get().problems).toEqual({});
  });

  it('asks for a channel when none is offered', async () => {
    const fake = fakeCalls({ data: channels({ channels: [] }) });
    const form = createRechargeForm(fake.calls);
    await form.load();
    expect(await form.submit()).toBe('channel');
    expect(form.$state.get().problems).toEqual({ channel: 'required' });
  });

  it('creates the order with the normalised amount and goes to its payment screen', async () => {
    const fake = fakeCalls();
    const form = createRechargeForm(fake.calls);
    await form.load();
    form.pickChannel('manual');
    form.typeOther('20');
    expect(await form.submit()).toBeNull();
    expect(fake.orders).toEqual([{ amount: '20.00', channel: 'manual' }]);
    expect(fake.went).toEqual(['/user/pay/recharge?out_trade_no=R0000000000000000000001']);
  });

  it('shows the server’s field messages when the order is refused, and lets the member try again', async () => {
    const refuse = new ApiCodeError({
      code: 0,
      msg: 'no',
      time: 1,
      data: { errors: { amount: 'Too much today' } },
    });
    const fake = fakeCalls({ refuse });
    const form = createRechargeForm(fake.calls);
    await form.load();
    await form.submit();
    expect(form.$state.get()).toMatchObject({ serverErrors: { amount: 'Too much today' }, busy: false });
    expect(fake.went).toEqual([]);
  });
});
