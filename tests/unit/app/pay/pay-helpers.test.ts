import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { isPaidPlan, planQuote } from '#app/pay/plan-quote.ts';
import { qrPath } from '#app/pay/QrCode.tsx';
import { checkRechargeAmount } from '#app/pay/recharge-amount.ts';

describe('the recharge amount', () => {
  const limits = { min: '1.00', max: '50000.00' };

  it('takes whole or two-decimal amounts and sends them with two decimals', () => {
    expect(checkRechargeAmount('50', limits)).toEqual({ ok: true, amount: '50.00', cents: 5000 });
    expect(checkRechargeAmount(' 12.5 ', limits)).toEqual({ ok: true, amount: '12.50', cents: 1250 });
    expect(checkRechargeAmount('0.1', { min: '0.10', max: '1.00' })).toMatchObject({ ok: true, cents: 10 });
  });

  it('refuses other texts, and amounts outside the limits, at the exact cent', () => {
    for (const text of ['', 'abc', '1.234', '-5', '1e3', '12,50', '.5']) {
      expect(checkRechargeAmount(text, limits), text).toEqual({ ok: false, problem: 'format' });
    }
    expect(checkRechargeAmount('0.99', limits)).toEqual({ ok: false, problem: 'min' });
    expect(checkRechargeAmount('0', limits)).toEqual({ ok: false, problem: 'min' });
    expect(checkRechargeAmount('50000.01', limits)).toEqual({ ok: false, problem: 'max' });
    expect(checkRechargeAmount('50000', limits)).toMatchObject({ ok: true, cents: 5_000_000 });
  });
});

describe('the plan quote', () => {
  it('prices months of a plan against the balance in cents', () => {
    expect(planQuote('pro', 1, '100.00')).toEqual({
      total: '99.00',
      after: '1.00',
      short: false,
      missing: '0.00',
    });
    expect(planQuote('pro', 3, '297.00')).toEqual({
      total: '297.00',
      after: '0.00',
      short: false,
      missing: '0.00',
    });
    expect(planQuote('business', 1, '298.99')).toMatchObject({ short: true, missing: '0.01' });
  });

  it('knows which plans can be bought', () => {
    expect(['free', 'pro', 'business', 'gold', undefined].map((id) => isPaidPlan(id))).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('the QR code', () => {
  it('draws every dark module of the library’s symbol inside a quiet zone', () => {
    const text = 'https://qr.alipay.com/bax01234567890';
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const { size, path } = qrPath(text, 2);
    expect(size).toBe(modules.size + 4);
    const drawn = new Set(path.match(/M\d+ \d+/g));
    let dark = 0;
    for (let row = 0; row < modules.size; row += 1) {
      for (let col = 0; col < modules.size; col += 1) {
        if (modules.get(row, col)) {
          dark += 1;
          expect(drawn.has(`M${col + 2} ${row + 2}`)).toBe(true);
        }
      }
    }
    expect(drawn.size).toBe(dark);
    // The top-left finder pattern: a dark 7×7 ring starting at the quiet zone's edge.
    expect(drawn.has('M2 2')).toBe(true);
    expect(drawn.has('M8 8')).toBe(true);
    expect(drawn.has('M3 3')).toBe(false);
  });
});
