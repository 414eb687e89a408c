import { map } from 'nanostores';
import { checkForm, serverFieldErrors } from '#app/member-center/form.ts';
import { submitBodySchema } from '#core/contracts/pay.ts';
import type { Lang } from '#core/i18n/lang.ts';
import type { FieldErrors } from '#core/validation/parse.ts';

export type ManualPaymentState = {
  /** The transaction serial number the member copies from the payment. */
  readonly tradeNo: string;
  readonly errors: FieldErrors;
  readonly busy: boolean;
};

/** The calls of the payment screen's actions (pay-api.ts in the app; fakes in tests). */
export type OrderPaymentCalls = {
  readonly submitTradeNo: (outTradeNo: string, tradeNo: string) => Promise<unknown>;
  readonly sandboxPay: (outTradeNo: string) => Promise<unknown>;
};

/**
 * The manual channel's form on the payment screen: the serial number, checked with the
 * endpoint's contract, then sent for review. After a refusal the member may send again.
 */
export function createManualPayment(options: {
  readonly outTradeNo: string;
  readonly lang: () => Lang;
  readonly calls: Pick<OrderPaymentCalls, 'submitTradeNo'>;
}) {
  const $state = map<ManualPaymentState>({ tradeNo: '', errors: {}, busy: false });
  return {
    $state,
    setTradeNo: (tradeNo: string) => $state.setKey('tradeNo', tradeNo),
    /** 'sent' once the order awaits review; 'invalid' when the number needs fixing first. */
    async submit(): Promise<'sent' | 'invalid' | 'refused'> {
      const input = { out_trade_no: options.outTradeNo, trade_no: $state.get().tradeNo };
      const checked = checkForm(submitBodySchema, input, options.lang());
      if (!checked.ok) {
        $state.setKey('errors', checked.errors);
        return 'invalid';
      }
      $state.set({ ...$state.get(), errors: {}, busy: true });
      try {
        await options.calls.submitTradeNo(checked.data.out_trade_no, checked.data.trade_no);
        // The button stays busy: the screen follows the order to its next state.
        return 'sent';
      } catch (error) {
        $state.set({ ...$state.get(), errors: serverFieldErrors(error), busy: false });
        return 'refused';
      }
    },
  };
}
export type ManualPayment = ReturnType<typeof createManualPayment>;

/**
 * The sandbox's "pay" button on local runs: true once paid (the screen then asks for the
 * order's new state); a failure was shown by the API client and the button may be pressed again.
 */
export function createSandboxPayment(outTradeNo: string, calls: Pick<OrderPaymentCalls, 'sandboxPay'>) {
  const $busy = map({ busy: false });
  return {
    $busy,
    async pay(): Promise<boolean> {
      $busy.setKey('busy', true);
      try {
        await calls.sandboxPay(outTradeNo);
        return true;
      } catch {
        return false;
      } finally {
        $busy.setKey('busy', false);
      }
    },
  };
}
