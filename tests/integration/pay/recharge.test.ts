import { describe, expect, it } from 'vitest';
import type { ChannelsData, OrderView, PayAccountData } from '#core/contracts/pay.ts';
import { listLedger } from '#functions/data/ledger-repo.ts';
import { listOrderAudit } from '#functions/data/orders-repo.ts';
import { getSiteConfig, putSiteConfig } from '#functions/data/site-repo.ts';
import { operatorDecision } from '#functions/pay/recharge.ts';
import { alipayNotification, wechatNotification } from '#functions/pay/sandbox/gateway.ts';
import { generateSandboxKeys } from '#functions/pay/sandbox/keys.ts';
import { forgetSiteData } from '#functions/site/site-data.ts';
import { setupApiStack } from '../../helpers/api-stack.ts';
import { alipayForm, expectLedgerBalanced, newMember, postNotify, recharge } from './helpers.ts';

const stack = setupApiStack({ paySandbox: true });

function keys() {
  if (!stack.sandboxKeys) throw new Error('sandbox not started');
  return stack.sandboxKeys;
}

async function account(token: string): Promise<PayAccountData> {
  const { body } = await stack.call('/client/pay/account', { token });
  expect(body.code).toBe(1);
  return body.data as PayAccountData;
}

async function orderState(token: string, outTradeNo: string): Promise<OrderView> {
  const { body } = await stack.call('/client/pay/order', { token, query: `out_trade_no=${outTradeNo}` });
  expect(body.code).toBe(1);
  return body.data as OrderView;
}

describe('recharge through the sandbox gateway', () => {
  it('lists the configured channels, presets and limits', async () => {
    const member = await newMember();
    const { body } = await stack.call('/client/pay/channels', { token: member.token });
    expect(body.code).toBe(1);
    const data = body.data as ChannelsData;
    expect(data.channels.map((c) => c.channel)).toEqual(['alipay', 'wechat']);
    expect(data.presets).toContain('50.00');
    expect(data.min_amount).toBe('1.00');
    expect(data.sandbox).toBe(true);
  });

  for (const channel of ['alipay', 'wechat'] as const) {
    it(`credits a ${channel} recharge once the sandbox pays it, with the score bonus`, async () => {
      const member = await newMember();
      const order = await recharge(stack, member.token, '12.5', channel);
      expect(order.state).toBe('created');
      expect(order.amount).toBe('12.50');
      expect(order.account).toBe(member.username);
      expect(order.qr_code).toMatch(
        channel === 'alipay' ? /^https:\/\/qr\.alipay\.com\// : /^weixin:\/\/wxpay\//,
      );

      const paid = await stack.call('/client/pay/sandboxPay', {
        method: 'POST',
        token: member.token,
        body: { out_trade_no: order.out_trade_no },
      });
      expect(paid.body.code).toBe(1);
      const after = paid.body.data as OrderView;
      expect(after.state).toBe('credited');
      expect(after.trade_no).not.toBe('');

      const money = await account(member.token);
      expect(money.balance).toBe('12.50');
      expect(money.score).toBe(12);
      const ledger = await listLedger(member.id, 'balance', { limit: 10, page: 1 });
      expect(ledger.entries).toHaveLength(1);
      expect(ledger.entries[0]).toMatchObject({ amount: 1250, before: 0, after: 1250 });
      expect(ledger.entries[0]?.memo).toEqual({ kind: 'recharge', channel, outTradeNo: order.out_trade_no });
      // Members read the memo in their language, one language at a time.
      const channelName = { alipay: ['Alipay', '支付宝'], wechat: ['WeChat Pay', '微信支付'] }[channel];
      const memos = async (path: string, lang: 'en' | 'zh-cn') => {
        const { body } = await stack.call(path, { token: member.token, lang });
        return (body.data as { list: { memo: string }[] }).list.map((entry) => entry.memo);
      };
      expect(await memos('/client/account/balance', 'en')).toEqual([
        `Recharge · ${channelName[0]} · ${order.out_trade_no}`,
      ]);
      expect(await memos('/client/account/balance', 'zh-cn')).toEqual([
        `充值 · ${channelName[1]} · ${order.out_trade_no}`,
      ]);
      expect(await memos('/client/account/integral', 'en')).toEqual([
        `Recharge bonus · ${order.out_trade_no}`,
      ]);
      expect(await memos('/client/account/integral', 'zh-cn')).toEqual([`充值奖励 · ${order.out_trade_no}`]);
      await expectLedgerBalanced(member.id);
    });
  }

  it('refuses amounts outside the limits in both languages, creating nothing', async () => {
    const member = await newMember();
    const en = await stack.call('/client/pay/recharge', {
      method: 'POST',
      token: member.token,
      body: { amount: '0.50', channel: 'alipay' },
    });
    expect(en.body).toMatchObject({ code: 0, msg: 'The amount must be between 1.00 and 50000.00' });
    const zh = await stack.call('/client/pay/recharge', {
      method: 'POST',
      token: member.token,
      lang: 'zh-cn',
      body: { amount: '50000.01', channel: 'wechat' },
    });
    expect(zh.body).toMatchObject({ code: 0, msg: '金额须在 1.00 至 50000.00 之间' });
    const bad = await stack.call('/client/pay/recharge', {
      method: 'POST',
      token: member.token,
      lang: 'zh-cn',
      body: { amount: '1.001', channel: 'wechat' },
    });
    expect(bad.body.code).toBe(0);
    expect(bad.body.msg).toContain('两位小数');
  });

  it("hides other members' orders", async () => {
    const owner = await newMember();
    const other = await newMember();
    const order = await recharge(stack, owner.token, '10', 'alipay');
    const { body } = await stack.call('/client/pay/order', {
      token: other.token,
      query: `out_trade_no=${order.out_trade_no}`,
    });
    expect(body).toMatchObject({ code: 0, msg: 'The order does not exist' });
    const pay = await stack.call('/client/pay/sandboxPay', {
      method: 'POST',
      token: other.token,
      body: { out_trade_no: order.out_trade_no },
    });
    expect(pay.body.code).toBe(0);
    expect((await orderState(owner.token, order.out_trade_no)).state).toBe('created');
  });

  it("the sandbox's payer answers only the server, so nobody pays another member's order around the owner check", async () => {
    const owner = await newMember();
    const order = await recharge(stack, owner.token, '10', 'wechat');
    for (const headers of [{}, { 'x-sandbox-payer': 'guess' }]) {
      const direct = await fetch(`${stack.baseUrl}/sandbox/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ out_trade_no: order.out_trade_no }),
      });
      expect(direct.status).toBe(403);
    }
    expect((await orderState(owner.token, order.out_trade_no)).state).toBe('created');
  });
});

describe('notifications', () => {
  it('200 concurrent duplicates of one notification credit it exactly once', async () => {
    const member = await newMember();
    const order = await recharge(stack, member.token, '88.00', 'alipay');
    const form = alipayForm(
      alipayNotification(keys(), { outTradeNo: order.out_trade_no, amountCents: 8800 }),
    );
    const answers = await Promise.all(Array.from({ length: 200 }, () => postNotify(stack, 'alipay', form)));
    expect(answers.every((answer) => answer.text === 'success')).toBe(true);
    const money = await account(member.token);
    expect(money.balance).toBe('88.00');
    const ledger = await listLedger(member.id, 'balance', { limit: 10, page: 1 });
    expect(ledger.total).toBe(1);
    expect((await orderState(member.token, order.out_trade_no)).state).toBe('credited');
    await expectLedgerBalanced(member.id);
  });

  it('duplicate WeChat Pay notifications also credit once', async () => {
    const member = await newMember();
    const order = await recharge(stack, member.token, '3.00', 'wechat');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        postNotify(stack, 'wechat', {
          ...(() => {
            const n = wechatNotification(keys(), { outTradeNo: order.out_trade_no, amountCents: 300 });
            return { headers: { 'content-type': 'application/json', ...n.headers }, body: n.body };
          })(),
        }),
      ),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect((await account(member.token)).balance).toBe('3.00');
  });

  it('credits nothing for forged, tampered-amount or wrong-app Alipay notifications', async () => {
    const member = await newMember();
    const order = await recharge(stack, member.token, '20.00', 'alipay');
    const target = { outTradeNo: order.out_trade_no, amountCents: 2000 };
    const stranger = generateSandboxKeys();
    // Signed with a key that is not Alipay's.
    const forged = alipayNotification(keys(), target, {}, stranger.alipay.alipayPrivateKey);
    // Correctly signed, then the amount changed in transit.
    const tampered = { ...alipayNotification(keys(), target), total_amount: '2000.00' };
    // Correctly signed by Alipay, but for another merchant's app.
    const wrongApp = alipayNotification(keys(), target, { app_id: '2021000000000000' });
    // Correctly signed, but for a different amount than the order.
    const wrongAmount = alipayNotification(keys(), { ...target, amountCents: 200000 });
    const unsigned = { ...alipayNotification(keys(), target), sign: '' };
    for (const params of [forged, tampered, wrongApp, wrongAmount, unsigned]) {
      const answer = await postNotify(stack, 'alipay', alipayForm(params));
      expect(answer.text).toBe('fail');
    }
    expect((await orderState(member.token, order.out_trade_no)).state).toBe('created');
    expect((await account(member.token)).balance).toBe('0.00');
    // A waiting-for-payment notification is acknowledged and changes nothing either.
    const waiting = alipayNotification(keys(), target, { trade_status: 'WAIT_BUYER_PAY' });
    expect((await postNotify(stack, 'alipay', alipayForm(waiting))).text).toBe('success');
    expect((await orderState(member.token, order.out_trade_no)).state).toBe('created');
  });

  it('credits nothing for forged, tampered, wrong-merchant or undecryptable WeChat Pay notifications', async () => {
    const member = await newMember();
    const order = await recharge(stack, member.token, '20.00', 'wechat');
    const target = { outTradeNo: order.out_trade_no, amountCents: 2000 };
    const stranger = generateSandboxKeys();
    const asRequest = (n: { headers: Record<string, string>; body: string }) => ({
      headers: { 'content-type': 'application/json', ...n.headers },
      body: n.body,
    });
    const good = wechatNotification(keys(), target);
    const cases = [
      wechatNotification(keys(), target, { signWith: stranger.wechat.platformPrivateKey }),
      {
        headers: good.headers,
        body: good.body.replace('"event_type":"TRANSACTION.SUCCESS"', '"event_type":"TRANSACTION.SUCCES"'),
      },
      wechatNotification(keys(), target, { transaction: { mchid: '1999999999' } }),
      wechatNotification(keys(), target, { transaction: { appid: 'wx0000000000000000' } }),
      wechatNotification(keys(), target, { transaction: { amount: { total: 1, currency: 'CNY' } } }),
      wechatNotification(keys(), target, { apiV3Key: stranger.wechat.apiV3Key }),
      wechatNotification(keys(), target, { timestamp: String(Math.floor(Date.now() / 1000) - 3600) }),
    ];
    for (const notification of cases) {
      const answer = await postNotify(stack, 'wechat', asRequest(notification));
      expect(answer.status).toBeGreaterThanOrEqual(400);
    }
    expect((await orderState(member.token, order.out_trade_no)).state).toBe('created');
    expect((await account(member.token)).balance).toBe('0.00');
  });
});

describe('the manual channel', () => {
  async function enableManual() {
    const stored = await getSiteConfig();
    if (!stored) throw new Error('no config');
    if (stored.doc.pay.channels.includes('manual')) return;
    await putSiteConfig(
      { ...stored.doc, pay: { ...stored.doc.pay, channels: ['alipay', 'wechat', 'manual'] } },
      stored.version,
      Date.now(),
    );
    forgetSiteData();
  }

  it('waits for the serial number and an operator; confirm credits once, with an audit entry', async () => {
    await enableManual();
    const member = await newMember();
    const order = await recharge(stack, member.token, '30', 'manual');
    expect(order.qr_code).toBe('');
    const submitted = await stack.call('/client/pay/submit', {
      method: 'POST',
      token: member.token,
      lang: 'zh-cn',
      body: { out_trade_no: order.out_trade_no, trade_no: '2026112122001400001' },
    });
    expect(submitted.body.code).toBe(1);
    expect(submitted.body.msg).toBe('已提交，确认收款后余额将自动更新');
    expect((submitted.body.data as OrderView).state).toBe('awaiting_review');

    const confirmed = await operatorDecision(
      'confirm',
      order.out_trade_no,
      'ops-alice',
      'seen in bank app',
      Date.now(),
    );
    expect(confirmed.ok).toBe(true);
    const again = await operatorDecision('confirm', order.out_trade_no, 'ops-bob', '', Date.now());
    expect(again.ok).toBe(false);
    expect((await account(member.token)).balance).toBe('30.00');
    const audit = await listOrderAudit(order.out_trade_no);
    expect(audit.map((entry) => [entry.action, entry.operator])).toEqual([
      ['confirm', 'ops-alice'],
      ['confirm', 'ops-bob'],
    ]);
    expect(audit[0]?.result).toBe('paid');
    await expectLedgerBalanced(member.id);
  });

  it('a rejected transfer credits nothing and tells the member why', async () => {
    await enableManual();
    const member = await newMember();
    const order = await recharge(stack, member.token, '30', 'manual');
    await stack.call('/client/pay/submit', {
      method: 'POST',
      token: member.token,
      body: { out_trade_no: order.out_trade_no, trade_no: 'ABCD1234' },
    });
    expect((await operatorDecision('reject', order.out_trade_no, 'ops', 'not received', Date.now())).ok).toBe(
      true,
    );
    const view = await orderState(member.token, order.out_trade_no);
    expect(view.state).toBe('failed');
    expect(view.fail_reason).toContain('could not be found');
    expect((await account(member.token)).balance).toBe('0.00');
  });

  it('refuses a serial number for gateway orders', async () => {
    const member = await newMember();
    const order = await recharge(stack, member.token, '5', 'alipay');
    const { body } = await stack.call('/client/pay/submit', {
      method: 'POST',
      token: member.token,
      body: { out_trade_no: order.out_trade_no, trade_no: 'ABCD1234' },
    });
    expect(body).toMatchObject({
      code: 0,
      msg: 'Only orders paid by transfer take a transaction serial number',
    });
  });
});
