import { describe, expect, it } from 'vitest';
import { alipayGateway } from '#functions/pay/alipay.ts';
import { yuanTextToCents } from '#functions/pay/gateway.ts';
import { alipayNotification, wechatNotification } from '#functions/pay/sandbox/gateway.ts';
import { generateSandboxKeys, sandboxSellerId } from '#functions/pay/sandbox/keys.ts';
import {
  aesGcmDecrypt,
  aesGcmEncrypt,
  alipayNotifySignContent,
  alipayRequestSignContent,
  parseWechatAuthorization,
  rawJsonMember,
  rsaSign,
  rsaVerify,
  wechatAuthorization,
  wechatRequestMessage,
} from '#functions/pay/signing.ts';
import { wechatGateway } from '#functions/pay/wechat.ts';

const keys = generateSandboxKeys();
const stranger = generateSandboxKeys();

const alipay = alipayGateway({
  gatewayUrl: 'http://127.0.0.1:9/unused',
  appId: keys.alipay.appId,
  sellerId: sandboxSellerId(keys),
  privateKey: keys.alipay.appPrivateKey,
  alipayPublicKey: keys.alipay.alipayPublicKey,
});
const wechat = wechatGateway({
  baseUrl: 'http://127.0.0.1:9',
  mchid: keys.wechat.mchid,
  appid: keys.wechat.appid,
  serialNo: keys.wechat.serialNo,
  privateKey: keys.wechat.merchantPrivateKey,
  platformPublicKey: keys.wechat.platformPublicKey,
  apiV3Key: keys.wechat.apiV3Key,
});

describe('RSA-SHA256 signatures', () => {
  it('verify with the matching public key only, and only for the signed text', () => {
    const signature = rsaSign('a=1&b=2', keys.alipay.appPrivateKey);
    expect(rsaVerify('a=1&b=2', signature, keys.alipay.appPublicKey)).toBe(true);
    expect(rsaVerify('a=1&b=3', signature, keys.alipay.appPublicKey)).toBe(false);
    expect(rsaVerify('a=1&b=2', signature, stranger.alipay.appPublicKey)).toBe(false);
    expect(rsaVerify('a=1&b=2', 'not base64 at all', keys.alipay.appPublicKey)).toBe(false);
  });

  it('accept bare base64 key bodies as Alipay hands them out', () => {
    const bare = keys.alipay.appPublicKey.replace(/-----[A-Z ]+-----|\s/g, '');
    const signature = rsaSign('x', keys.alipay.appPrivateKey);
    expect(rsaVerify('x', signature, bare)).toBe(true);
  });
});

describe('Alipay', () => {
  it('signs requests over the sorted non-empty parameters without sign', () => {
    expect(alipayRequestSignContent({ b: '2', a: '1', sign: 'x', empty: '', c: 'a b' })).toBe(
      'a=1&b=2&c=a b',
    );
  });

  it('checks notifications over every parameter but sign and sign_type', () => {
    expect(alipayNotifySignContent({ sign_type: 'RSA2', sign: 's', z: '', a: '1' })).toBe('a=1&z=');
  });

  it('takes the exact bytes of a signed answer node', () => {
    const text =
      '{"alipay_trade_precreate_response":{"code":"10000","msg":"a}\\"b","n":{"x":1}},"sign":"abc"}';
    expect(rawJsonMember(text, 'alipay_trade_precreate_response')).toBe(
      '{"code":"10000","msg":"a}\\"b","n":{"x":1}}',
    );
    expect(rawJsonMember(text, 'missing')).toBeNull();
  });

  const order = { outTradeNo: 'R2026112100000012345678', amountCents: 1250 };
  const check = (params: Record<string, string>) =>
    alipay.verifyNotification({ headers: {}, body: new URLSearchParams(params).toString() }, Date.now());

  it('accepts a correctly signed notification and reads amount and state', () => {
    const result = check(alipayNotification(keys, order));
    expect(result).toMatchObject({
      ok: true,
      notification: { outTradeNo: order.outTradeNo, amountCents: 1250, paid: true },
    });
    const finished = check(alipayNotification(keys, order, { trade_status: 'TRADE_FINISHED' }));
    expect(finished.ok && finished.notification.paid).toBe(true);
    const waiting = check(alipayNotification(keys, order, { trade_status: 'WAIT_BUYER_PAY' }));
    expect(waiting.ok && waiting.notification.paid).toBe(false);
  });

  it('refuses forged, tampered and other apps’ notifications', () => {
    expect(check(alipayNotification(keys, order, {}, stranger.alipay.alipayPrivateKey))).toMatchObject({
      ok: false,
      reason: 'bad signature',
    });
    expect(check({ ...alipayNotification(keys, order), total_amount: '999.00' })).toMatchObject({
      ok: false,
      reason: 'bad signature',
    });
    expect(check(alipayNotification(keys, order, { app_id: '2021999' }))).toMatchObject({ ok: false });
    expect(check(alipayNotification(keys, order, { sign_type: 'RSA' }))).toMatchObject({ ok: false });
    // Correctly signed by Alipay, but for another merchant (Alipay's checklist: seller_id is ours).
    expect(check(alipayNotification(keys, order, { seller_id: '2088000000000001' }))).toMatchObject({
      ok: false,
      reason: 'wrong seller_id 2088000000000001',
    });
    expect(check(alipayNotification(keys, order, { seller_id: '' }))).toMatchObject({
      ok: false,
      reason: 'wrong seller_id (none)',
    });
    expect(check({ out_trade_no: order.outTradeNo })).toMatchObject({
      ok: false,
      reason: 'malformed notification',
    });
  });

  it('answers the exact text "success"', () => {
    expect(alipay.ack(true).body).toBe('success');
    expect(alipay.ack(false).body).toBe('fail');
  });
});

describe('WeChat Pay API v3', () => {
  it('signs requests in the WECHATPAY2-SHA256-RSA2048 Authorization header', () => {
    const header = wechatAuthorization({
      mchid: keys.wechat.mchid,
      serialNo: keys.wechat.serialNo,
      privateKey: keys.wechat.merchantPrivateKey,
      method: 'POST',
      pathWithQuery: '/v3/pay/transactions/native',
      body: '{"a":1}',
      timestamp: '1700000000',
      nonce: 'abc',
    });
    const fields = parseWechatAuthorization(header);
    expect(fields).toMatchObject({
      mchid: keys.wechat.mchid,
      nonce_str: 'abc',
      timestamp: '1700000000',
      serial_no: keys.wechat.serialNo,
    });
    const message = wechatRequestMessage(
      'POST',
      '/v3/pay/transactions/native',
      '1700000000',
      'abc',
      '{"a":1}',
    );
    expect(message).toBe('POST\n/v3/pay/transactions/native\n1700000000\nabc\n{"a":1}\n');
    expect(rsaVerify(message, fields?.signature ?? '', keys.wechat.merchantPublicKey)).toBe(true);
    expect(parseWechatAuthorization('Bearer x')).toBeNull();
  });

  it('decrypts AES-256-GCM resources only with the right key, nonce and associated data', () => {
    const sealed = aesGcmEncrypt('{"ok":true}', keys.wechat.apiV3Key, 'nonce1234567', 'transaction');
    expect(aesGcmDecrypt(sealed, keys.wechat.apiV3Key, 'nonce1234567', 'transaction')).toBe('{"ok":true}');
    expect(aesGcmDecrypt(sealed, stranger.wechat.apiV3Key, 'nonce1234567', 'transaction')).toBeNull();
    expect(aesGcmDecrypt(sealed, keys.wechat.apiV3Key, 'nonce1234568', 'transaction')).toBeNull();
    expect(aesGcmDecrypt(sealed, keys.wechat.apiV3Key, 'nonce1234567', 'other')).toBeNull();
    const flipped = Buffer.from(sealed, 'base64');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(
      aesGcmDecrypt(flipped.toString('base64'), keys.wechat.apiV3Key, 'nonce1234567', 'transaction'),
    ).toBeNull();
  });

  const order = { outTradeNo: 'R2026112100000012345678', amountCents: 300 };
  const check = (n: { headers: Record<string, string>; body: string }) =>
    wechat.verifyNotification(n, Date.now());

  it('accepts a signed notification and reads the decrypted transaction', () => {
    expect(check(wechatNotification(keys, order))).toMatchObject({
      ok: true,
      notification: { outTradeNo: order.outTradeNo, amountCents: 300, paid: true },
    });
  });

  it('refuses forged, replayed, other merchants’ and undecryptable notifications', () => {
    expect(
      check(wechatNotification(keys, order, { signWith: stranger.wechat.platformPrivateKey })),
    ).toMatchObject({ ok: false, reason: 'bad signature' });
    expect(check(wechatNotification(keys, order, { timestamp: '1600000000' }))).toMatchObject({ ok: false });
    expect(check(wechatNotification(keys, order, { transaction: { mchid: '1' } }))).toMatchObject({
      ok: false,
      reason: 'wrong mchid 1',
    });
    expect(check(wechatNotification(keys, order, { transaction: { appid: 'wx1' } }))).toMatchObject({
      ok: false,
      reason: 'wrong appid wx1',
    });
    expect(check(wechatNotification(keys, order, { apiV3Key: stranger.wechat.apiV3Key }))).toMatchObject({
      ok: false,
    });
    const good = wechatNotification(keys, order);
    expect(check({ headers: good.headers, body: `${good.body} ` })).toMatchObject({
      ok: false,
      reason: 'bad signature',
    });
    const { 'wechatpay-signature': _, ...unsigned } = good.headers;
    expect(check({ headers: unsigned, body: good.body })).toMatchObject({ ok: false });
  });
});

describe('amount texts', () => {
  it('become cents exactly or are refused', () => {
    expect(yuanTextToCents('12.50')).toBe(1250);
    expect(yuanTextToCents('0.1')).toBe(10);
    expect(yuanTextToCents('7')).toBe(700);
    expect(yuanTextToCents('-1.00')).toBeNull();
    expect(yuanTextToCents('1.005')).toBeNull();
    expect(yuanTextToCents('1e2')).toBeNull();
  });
});
