import { computed, map } from 'nanostores';
import { serverFieldErrors } from '#app/member-center/form.ts';
import { type AmountCheck, checkRechargeAmount } from '#app/pay/recharge-amount.ts';
import type { ChannelsData, PayChannel, RechargeBody } from '#core/contracts/pay.ts';
import type { FieldErrors } from '#core/validation/parse.ts';

/** The "other amount" choice beside the presets. */
export const OTHER_AMOUNT = 'other';

export type RechargeLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'error' }
  | { readonly status: 'ready'; readonly data: ChannelsData };

/** Why the form was not sent, per field; the screen words them in the member's language. */
export type RechargeProblems = {
  readonly amount?: Exclude<AmountCheck, { ok: true }>['problem'];
  readonly channel?: 'required';
};

export type RechargeFormState = {
  readonly load: RechargeLoad;
  /** A preset amount, or OTHER_AMOUNT for the typed one. */
  readonly selected: string;
  readonly other: string;
  readonly channel: PayChannel | '';
  readonly problems: RechargeProblems;
  /** The server's field messages of a refused order. */
  readonly serverErrors: FieldErrors;
  readonly busy: boolean;
};

/** The recharge screen's calls (pay-api.ts in the app; fakes in tests). Failures were shown by the API client. */
export type RechargeCalls = {
  readonly fetchChannels: () => Promise<ChannelsData>;
  /** Refreshes the balance shown beside the form. */
  readonly loadAccount: () => void;
  readonly createRecharge: (body: {
    amount: string;
    channel: RechargeBody['channel'];
  }) => Promise<{ out_trade_no: string }>;
  readonly navigate: (path: string) => void;
};

/** The payment screen of a recharge order. */
export const payRechargePath = (outTradeNo: string) =>
  `/user/pay/recharge?${new URLSearchParams({ out_trade_no: outTradeNo })}`;

/**
 * The recharge form: pick a preset or type an amount (limits from GET /client/pay/channels),
 * pick a channel, create the order and go on to its payment screen. The second preset and the
 * first channel are chosen at start; editing a field clears the messages.
 */
export function createRechargeForm(calls: RechargeCalls) {
  const $state = map<RechargeFormState>({
    load: { status: 'loading' },
    selected: '',
    other: '',
    channel: '',
    problems: {},
    serverErrors: {},
    busy: false,
  });

  /** The amount as chosen, checked against the limits (null before the limits are known). */
  const $amount = computed($state, ({ load, selected, other }): AmountCheck | null =>
    load.status === 'ready'
      ? checkRechargeAmount(selected === OTHER_AMOUNT ? other : selected, {
          min: load.data.min_amount,
          max: load.data.max_amount,
        })
      : null,
  );

  const edited = (change: Partial<RechargeFormState>) =>
    $state.set({ ...$state.get(), ...change, problems: {}, serverErrors: {} });

  return {
    $state,
    $amount,

    async load(): Promise<void> {
      $state.setKey('load', { status: 'loading' });
      calls.loadAccount();
      try {
        const data = await calls.fetchChannels();
        const { selected, channel } = $state.get();
        $state.set({
          ...$state.get(),
          load: { status: 'ready', data },
          selected: selected || (data.presets[1] ?? data.presets[0] ?? OTHER_AMOUNT),
          channel: channel || (data.channels[0]?.channel ?? ''),
        });
      } catch {
        $state.setKey('load', { status: 'error' });
      }
    },

    pickPreset: (preset: string) => edited({ selected: preset }),
    /** The "other amount" radio or its input took the focus. */
    pickOther: () => $state.setKey('selected', OTHER_AMOUNT),
    typeOther: (text: string) => edited({ other: text, selected: OTHER_AMOUNT }),
    pickChannel: (channel: PayChannel) => edited({ channel }),

    /**
     * Creates the order and goes to its payment screen. Answers the field to focus when the
     * form is not complete (a wrong preset amount moves the choice to the typed one).
     */
    async submit(): Promise<'amount' | 'channel' | null> {
      const state = $state.get();
      const amount = $amount.get();
      if (state.load.status !== 'ready' || !amount) return null;
      const chosen = state.load.data.channels.find((entry) => entry.channel === state.channel);
      const problems: { -readonly [K in keyof RechargeProblems]: RechargeProblems[K] } = {};
      if (!amount.ok) problems.amount = amount.problem;
      if (!chosen) problems.channel = 'required';
      if (!amount.ok || !chosen) {
        $state.set({
          ...state,
          problems,
          serverErrors: {},
          selected: problems.amount ? OTHER_AMOUNT : state.selected,
        });
        return problems.amount ? 'amount' : 'channel';
      }
      $state.set({ ...state, problems: {}, serverErrors: {}, busy: true });
      try {
        const order = await calls.createRecharge({ amount: amount.amount, channel: chosen.channel });
        calls.navigate(payRechargePath(order.out_trade_no));
      } catch (error) {
        $state.set({ ...$state.get(), serverErrors: serverFieldErrors(error), busy: false });
      }
      return null;
    },
  };
}
export type RechargeForm = ReturnType<typeof createRechargeForm>;
