import { api } from '#app/api/api.ts';
import * as payEndpoints from '#core/contracts/endpoints/pay.ts';
import type { BuyPlanBody, RechargeBody, SetPayPasswordBody } from '#core/contracts/pay.ts';

/**
 * The pay centre's calls (API.md "Pay centre"), typed by the shared contracts. No Zod here: the
 * overview and the console read the pay account through this file (refusals: ./pay-refusals.ts).
 */

const QUIET = { showErrorMessage: false, showCodeMessage: false } as const;

/** Channels, presets and limits of recharges. */
export const fetchChannels = (options: { quiet?: boolean } = {}) =>
  api(payEndpoints.payChannels, undefined, options.quiet ? QUIET : {});

/** Balance, score, pay flags and plan of the member. */
export const fetchPayAccount = (options: { quiet?: boolean } = {}) =>
  api(payEndpoints.payAccount, undefined, options.quiet ? QUIET : {});

/** Creates a recharge order. */
export const createRecharge = (body: { amount: string; channel: RechargeBody['channel'] }) =>
  api(payEndpoints.payRecharge, body, { loading: true });

/** An order's state; polled quietly (the payment screen says when and why polling fails). */
export const fetchOrder = (outTradeNo: string) =>
  api(payEndpoints.payOrder, { out_trade_no: outTradeNo }, { ...QUIET });

/** Manual channel: the serial number of the member's transfer. */
export const submitTradeNo = (outTradeNo: string, tradeNo: string) =>
  api(
    payEndpoints.paySubmit,
    { out_trade_no: outTradeNo, trade_no: tradeNo },
    { loading: true, showSuccessMessage: true },
  );

/** Local sandbox only: the sandbox gateway pays the order and sends its signed notification. */
export const sandboxPay = (outTradeNo: string) =>
  api(payEndpoints.paySandboxPay, { out_trade_no: outTradeNo }, { loading: true });

export const setPayPassword = (body: SetPayPasswordBody) =>
  api(payEndpoints.paySetPassword, body, { loading: true, showSuccessMessage: true });

export const savePaySetup = (body: { quick_pay: boolean; pay_password: string }) =>
  api(payEndpoints.paySetup, body, { loading: true, showSuccessMessage: true });

/** Refusals are not toasted: the purchase dialog shows them, and follows a "pending" answer itself. */
export const buyPlan = (body: BuyPlanBody) =>
  api(payEndpoints.payBuyPlan, body, {
    loading: true,
    showSuccessMessage: true,
    showCodeMessage: false,
  });

/** Today's sign-in score. */
export const signIn = () =>
  api(payEndpoints.paySignIn, undefined, { loading: true, showSuccessMessage: true });
