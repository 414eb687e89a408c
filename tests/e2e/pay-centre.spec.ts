import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import type { Lang } from '#core/i18n/lang.ts';
import { expect, test } from './fixtures.ts';
import { call, PASSWORD, signIn, signUp } from './members.ts';

/**
 * The pay centre from the browser, on a 375 px phone and on a desktop, against the real local
 * server and its sandbox gateway: a recharge in each language (the QR code, the sandbox's signed
 * notification, the balance and its log updating), and buying a plan from the pricing page with
 * the pay password, then with quick pay, and with a balance that is too low.
 */

/** Steps that hash or check a pay password (scrypt), and first loads, take seconds on a busy machine. */
const SLOW = { timeout: 20_000 };

const TEXT = {
  en: {
    recharge: 'Recharge',
    otherAmount: 'Other amount',
    amountFormat: 'Please enter an amount with at most two decimals, e.g. 50 or 12.50',
    amountMin: 'The smallest recharge is ¥1.00',
    channel: 'WeChat Pay',
    submit: (amount: string) => `Recharge ¥${amount}`,
    payCenter: 'Pay Center',
    tradeNoLater: 'Shown once paid',
    sandboxPay: 'Pay (sandbox)',
    success: 'Payment successful',
    balance: 'Balance',
    emptyLog: 'No balance changes yet. Recharges and spending will show up here.',
    signIn: 'Daily sign-in',
    signedIn: 'Signed in today',
    rechargeMemo: (outTradeNo: string) => `Recharge · WeChat Pay · ${outTradeNo}`,
    bonusMemo: (outTradeNo: string) => `Recharge bonus · ${outTradeNo}`,
    signInMemo: /^Daily sign-in · \d{4}-\d{2}-\d{2}$/,
  },
  'zh-cn': {
    recharge: '充值',
    otherAmount: '其他金额',
    amountFormat: '请输入最多两位小数的金额，例如 50 或 12.50',
    amountMin: '最低充值 ¥1.00',
    channel: '支付宝',
    submit: (amount: string) => `充值 ¥${amount}`,
    payCenter: '支付中心',
    tradeNoLater: '支付后显示',
    sandboxPay: '支付（沙箱）',
    success: '支付成功',
    balance: '余额',
    emptyLog: '暂无余额变动。充值与消费记录会显示在这里。',
    signIn: '每日签到',
    signedIn: '今日已签到',
    rechargeMemo: (outTradeNo: string) => `充值 · 支付宝 · ${outTradeNo}`,
    bonusMemo: (outTradeNo: string) => `充值奖励 · ${outTradeNo}`,
    signInMemo: /^每日签到 · \d{4}-\d{2}-\d{2}$/,
  },
} as const;

const exec = promisify(execFile);

/** `npm run ops -- …` against the test server's stores (it finds the running server in its data folder). */
async function ops(...args: string[]): Promise<string> {
  const { stdout } = await exec(process.execPath, ['--import', 'tsx', 'functions/ops/cli.ts', ...args], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR ?? '.data', LOG_LEVEL: 'silent' },
  });
  return stdout;
}

/** The figure of the summary card above a log (balance or score). */
const summary = (page: Page) => page.getByTestId('pay-summary-value');

for (const lang of ['zh-cn', 'en'] as const satisfies readonly Lang[]) {
  const T = TEXT[lang];

  test(`a recharge through the sandbox gateway credits the balance and its log (${lang})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const user = await signUp(request, 'pay');
    await signIn(page, baseURL ?? '', user, lang);

    await page.goto('/user/finance/balance');
    await expect(summary(page)).toHaveText('¥0.00', SLOW);
    await expect(page.getByText(T.emptyLog)).toBeVisible();

    // Bad amounts are refused beside the field and create no order.
    await page.goto('/user/finance/recharge');
    const other = page.getByRole('textbox', { name: T.otherAmount });
    // Every amount choice, "Other amount" included, fits inside its button.
    const choices = page.locator('.pay-option--preset');
    await expect(choices.last()).toBeVisible(SLOW);
    const overflowing = await choices.evaluateAll((labels) =>
      labels.filter((label) => label.scrollWidth > label.clientWidth).map((label) => label.textContent),
    );
    expect(overflowing).toEqual([]);
    await other.fill('12.345');
    await page.getByRole('button', { name: T.recharge, exact: true }).click();
    await expect(page.getByText(T.amountFormat)).toBeVisible();
    await other.fill('0.5');
    await page.getByRole('button', { name: T.recharge, exact: true }).click();
    await expect(page.getByText(T.amountMin)).toBeVisible();
    await expect(page).toHaveURL(/\/user\/finance\/recharge$/);

    await other.fill('88.8');
    await page.getByRole('radio', { name: new RegExp(T.channel) }).check();
    await page.getByRole('button', { name: T.submit('88.80') }).click();
    await expect(page).toHaveURL(/\/user\/pay\/recharge\?out_trade_no=R\d{22}$/);
    const outTradeNo = new URL(page.url()).searchParams.get('out_trade_no') ?? '';

    // The payment screen: channel, order number, serial number still unknown, account, QR code.
    await expect(page.getByRole('heading', { level: 1, name: T.payCenter })).toBeVisible(SLOW);
    await expect(page.getByTestId('pay-channel')).toHaveText(T.channel);
    await expect(page.getByTestId('pay-amount')).toHaveText('¥88.80');
    await expect(page.getByTestId('pay-relate-no')).toHaveText(outTradeNo);
    await expect(page.getByTestId('pay-trade-no')).toHaveText(T.tradeNoLater);
    await expect(page.getByTestId('pay-account')).toHaveText(user.username);
    const qr = page.locator('svg.pay-qr');
    await expect(qr).toBeVisible();
    const order = await call(request, `/client/pay/order?out_trade_no=${outTradeNo}`, undefined, user.token);
    expect(order.code, order.msg).toBe(1);
    const qrCode = (order.data as { qr_code: string }).qr_code;
    expect(qrCode).not.toBe('');
    await expect(qr).toHaveAttribute('data-qr', qrCode);

    // The sandbox gateway pays and notifies; the screen follows the order to success.
    await page.getByRole('button', { name: T.sandboxPay }).click();
    await expect(page.getByTestId('pay-success')).toContainText(T.success, SLOW);
    await expect(page.getByTestId('pay-balance-now')).toHaveText('¥88.80', SLOW);
    await expect(page.getByTestId('pay-trade-no')).not.toHaveText(T.tradeNoLater);

    // The balance and its log show the credit.
    await page.goto('/user/finance/balance');
    await expect(summary(page)).toHaveText('¥88.80', SLOW);
    const entry = page.locator('table.mc-table--log tbody tr').first();
    await expect(entry).toContainText('+88.80');
    await expect(entry).toContainText('0.00');
    // The memo in the page's language only (the whole cell, not one language beside the other).
    await expect(entry.getByText(T.rechargeMemo(outTradeNo), { exact: true })).toBeVisible();

    // The gateway paying the same order again changes nothing.
    await call(request, '/client/pay/sandboxPay', { out_trade_no: outTradeNo }, user.token);
    await page.reload();
    await expect(summary(page)).toHaveText('¥88.80', SLOW);
    await expect(page.locator('table.mc-table--log tbody tr')).toHaveCount(1);

    // The recharge earned a point per whole yuan; today's sign-in adds more, once.
    await page.goto('/user/finance/score');
    await expect(summary(page)).toHaveText('88', SLOW);
    await expect(page.locator('table.mc-table--log tbody tr').first()).toContainText('+88');
    await page.getByRole('button', { name: T.signIn }).click();
    await expect(page.getByRole('button', { name: T.signedIn })).toBeDisabled();
    await expect(summary(page)).toHaveText('93', SLOW);
    const scoreRows = page.locator('table.mc-table--log tbody tr');
    await expect(scoreRows).toHaveCount(2);
    await expect(scoreRows.nth(0).getByText(T.signInMemo)).toBeVisible();
    await expect(scoreRows.nth(1).getByText(T.bonusMemo(outTradeNo), { exact: true })).toBeVisible();
  });
}

test('a manual transfer waits for review and is credited when an operator confirms it', async ({
  page,
  request,
  baseURL,
}) => {
  // Offer the manual channel besides the wallets (other journeys pick their channel by name). The
  // note is set first: the screen below waits for the channel, and whatever configuration shows the
  // channel then holds the note too (the configuration is cached for a few seconds).
  await ops(
    'config',
    'set',
    'pay.manual_note',
    '{"zh-cn":"转账请备注用户名","en":"Put your username in the note"}',
  );
  await ops('config', 'set', 'pay.channels', '["alipay","wechat","manual"]');
  const user = await signUp(request, 'man');
  await signIn(page, baseURL ?? '', user, 'en');

  // The site configuration is cached for a few seconds: reload until the channel is offered.
  const manual = page.getByRole('radio', { name: /Transfer \(manual review\)/ });
  await expect(async () => {
    await page.goto('/user/finance/recharge');
    await expect(page.getByRole('radio', { name: /Alipay/ })).toBeVisible({ timeout: 10_000 });
    await expect(manual).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 45_000 });
  // Preset tiles are labels around visually hidden radios: the member clicks the tile.
  await page.locator('label.pay-option').filter({ hasText: '¥100.00' }).click();
  await expect(page.getByRole('radio', { name: '¥100.00' })).toBeChecked();
  await manual.check();
  await page.getByRole('button', { name: 'Recharge ¥100.00' }).click();
  await expect(page).toHaveURL(/\/user\/pay\/recharge\?out_trade_no=R\d{22}$/);
  const outTradeNo = new URL(page.url()).searchParams.get('out_trade_no') ?? '';

  // No QR code of a wallet: the operator's note and a form for the serial number.
  await expect(page.locator('svg.pay-qr')).toHaveCount(0);
  await expect(page.getByText('Put your username in the note')).toBeVisible();
  const serial = page.getByRole('textbox', { name: 'Transaction serial number' });
  await serial.fill('ab');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText(/Please enter the transaction serial number/).first()).toBeVisible();
  await serial.fill('TX2026112100042');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByRole('heading', { name: 'Waiting for review' })).toBeVisible();
  await expect(page.getByTestId('pay-trade-no')).toHaveText('TX2026112100042');

  // Nothing is credited before the operator confirms; the open screen follows the confirmation.
  const before = await call(request, '/client/pay/account', undefined, user.token);
  expect((before.data as { money: string }).money).toBe('0.00');
  await ops('pay', 'confirm', outTradeNo, '--note', 'seen in the bank app');
  await expect(page.getByTestId('pay-success')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('pay-balance-now')).toHaveText('¥100.00');
});

const PLAN = {
  payPassword: 'Pay password',
  loginPassword: 'Login password',
  newPayPassword: 'New pay password',
  repeatPayPassword: 'Repeat the new pay password',
  mismatch: 'The two pay passwords are not the same',
  setSubmit: 'Set pay password',
  isSet: 'A pay password is set. You can change it here.',
  choose: 'Choose plan',
  buyPro: 'Buy the Pro plan',
  buyBusiness: 'Buy the Business plan',
  pay: (amount: string) => `Pay ¥${amount}`,
  quickPay: 'Quick pay',
  save: 'Save',
  quickOn: 'Quick pay is on: purchases from your balance do not ask for the pay password.',
};

/** Tops the member's balance up through the sandbox gateway, as the payment screen's button does. */
async function topUp(request: Parameters<typeof call>[0], token: string, amount: string) {
  const created = await call(request, '/client/pay/recharge', { amount, channel: 'alipay' }, token);
  expect(created.code, created.msg).toBe(1);
  const { out_trade_no } = created.data as { out_trade_no: string };
  const paid = await call(request, '/client/pay/sandboxPay', { out_trade_no }, token);
  expect(paid.code, paid.msg).toBe(1);
  await expect
    .poll(async () => {
      const order = await call(request, `/client/pay/order?out_trade_no=${out_trade_no}`, undefined, token);
      return (order.data as { state: string }).state;
    })
    .toBe('credited');
}

test('buying a plan from the pricing page with the pay password, then with quick pay', async ({
  page,
  request,
  baseURL,
}) => {
  const user = await signUp(request, 'plan');
  await topUp(request, user.token, '300');
  await signIn(page, baseURL ?? '', user, 'en');

  // Without a pay password the purchase says what to do first.
  await page.goto('/pricing');
  await page.locator('[data-plan="pro"] a.btn').click();
  const dialog = page.getByRole('dialog', { name: PLAN.buyPro });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('buy-no-password')).toBeVisible(SLOW);
  await dialog.getByRole('link', { name: 'Set pay password' }).click();

  // Set the pay password: a mismatch is refused beside the field, then it is set.
  await expect(page).toHaveURL(/\/user\/setup\/password$/);
  await page.getByLabel(PLAN.loginPassword, { exact: true }).fill(PASSWORD);
  await page.getByLabel(PLAN.newPayPassword, { exact: true }).fill('246810');
  await page.getByLabel(PLAN.repeatPayPassword).fill('246811');
  await page.getByRole('button', { name: PLAN.setSubmit }).click();
  await expect(page.getByText(PLAN.mismatch)).toBeVisible();
  await page.getByLabel(PLAN.repeatPayPassword).fill('246810');
  await page.getByRole('button', { name: PLAN.setSubmit }).click();
  await expect(page.getByTestId('pay-password-state')).toHaveText(PLAN.isSet, SLOW);

  // Buy Pro: price and balance shown; a wrong pay password pays nothing.
  await page.goto('/pricing');
  await page.locator('[data-plan="pro"] a.btn').click();
  await expect(dialog.getByTestId('buy-price')).toHaveText('¥99.00', SLOW);
  await expect(dialog.getByTestId('buy-balance')).toHaveText('¥300.00');
  await expect(dialog.getByTestId('buy-after')).toHaveText('¥201.00');
  await dialog.getByLabel(PLAN.payPassword, { exact: true }).fill('111111');
  await dialog.getByRole('button', { name: PLAN.pay('99.00') }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(PLAN.payPassword, { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
    SLOW,
  );
  const unchanged = await call(request, '/client/pay/account', undefined, user.token);
  expect((unchanged.data as { balance: string }).balance).toBe('300.00');

  await dialog.getByLabel(PLAN.payPassword, { exact: true }).fill('246810');
  await dialog.getByRole('button', { name: PLAN.pay('99.00') }).click();
  await expect(dialog).toBeHidden(SLOW);
  await expect(page.getByTestId('console-plan')).toHaveText('Pro plan', SLOW);
  await expect(page.getByTestId('console-balance')).toHaveText('201.00');
  await expect(page.getByTestId('console-plan-until')).toBeVisible();

  // Quick pay on (it asks for the pay password), then a purchase needs no password.
  await page.goto('/user/setup/payment');
  await page.getByRole('switch', { name: PLAN.quickPay }).check();
  await page.getByLabel(PLAN.payPassword, { exact: true }).fill('246810');
  await page.getByRole('button', { name: PLAN.save }).click();
  await expect(page.getByTestId('quick-pay-state')).toHaveText(PLAN.quickOn, SLOW);

  await page.goto('/console?buy=pro');
  await expect(dialog.getByTestId('buy-after')).toHaveText('¥102.00', SLOW);
  await expect(dialog.getByLabel(PLAN.payPassword, { exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: PLAN.pay('99.00') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('console-balance')).toHaveText('102.00', SLOW);

  // Too little for Business: a way to recharge instead of a pay button that could work.
  await page.goto('/console?buy=business');
  const business = page.getByRole('dialog', { name: PLAN.buyBusiness });
  await expect(business.getByTestId('buy-short')).toContainText('¥197.00', SLOW);
  await expect(business.getByRole('button', { name: PLAN.pay('299.00') })).toBeDisabled();
  await business.getByRole('link', { name: 'Recharge' }).click();
  await expect(page).toHaveURL(/\/user\/finance\/recharge$/);

  // The log holds the credit and both purchases.
  await page.goto('/user/finance/balance');
  await expect(summary(page)).toHaveText('¥102.00', SLOW);
  await expect(page.locator('table.mc-table--log tbody tr')).toHaveCount(3);
  const newest = page.locator('table.mc-table--log tbody tr').first();
  await expect(newest).toContainText('-99.00');
  await expect(newest.getByText('Plan: Pro × 1 month', { exact: true })).toBeVisible();
});

test('a visitor choosing a plan logs in first and comes back to the purchase', async ({ page }) => {
  await page.goto('/pricing');
  await page.locator('[data-plan="business"] a.btn').click();
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fconsole%3Fbuy%3Dbusiness$/);
});

test('a pay password change whose answer is lost is sent again and ends saved, not refused', async ({
  page,
  request,
  baseURL,
}) => {
  const user = await signUp(request, 'slp');
  const first = await call(
    request,
    '/client/pay/setPassword',
    { password: PASSWORD, pay_password: '246810', repay_password: '246810' },
    user.token,
  );
  expect(first.code, first.msg).toBe(1);
  await signIn(page, baseURL ?? '', user, 'en');

  // The server applies the first change, but its answer never reaches the browser (held past the
  // client's 15 s limit); later sends go through.
  const sent: Array<{ request_id?: string }> = [];
  await page.route('**/client/pay/setPassword', async (route) => {
    sent.push(route.request().postDataJSON() as { request_id?: string });
    if (sent.length > 1) return route.continue();
    await route.fetch();
    // Never answered: the browser's own time-out ends this request.
  });

  await page.goto('/user/setup/password');
  await expect(page.getByTestId('pay-password-state')).toHaveText(PLAN.isSet, SLOW);
  await page.getByLabel('Current pay password', { exact: true }).fill('246810');
  await page.getByLabel(PLAN.newPayPassword, { exact: true }).fill('135790');
  await page.getByLabel(PLAN.repeatPayPassword).fill('135790');
  await page.getByRole('button', { name: 'Change pay password' }).click();

  // Saved: the form is cleared, nothing says the current pay password was wrong.
  await expect(page.getByLabel(PLAN.newPayPassword, { exact: true })).toHaveValue('', { timeout: 60_000 });
  await expect(page.getByText('The login password or the current pay password is incorrect')).toHaveCount(0);
  expect(sent).toHaveLength(2);
  expect(sent[1]?.request_id).toBe(sent[0]?.request_id);
  // The new pay password is the one that works.
  const setup = await call(
    request,
    '/client/pay/setup',
    { quick_pay: false, pay_password: '135790' },
    user.token,
  );
  expect(setup.code, setup.msg).toBe(1);
});
