import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { ApiCodeError } from '#app/api/errors.ts';
import { useT } from '#app/i18n/use-t.tsx';
import { FieldError } from '#app/member-center/FieldError.tsx';
import { fieldProps } from '#app/member-center/form.ts';
import { useNow } from '#app/member-center/use-now.ts';
import { createManualPayment, createSandboxPayment } from '#app/pay/order-payment.ts';
import { createOrderWatch } from '#app/pay/order-watch.ts';
import { loadPayAccount } from '#app/pay/pay-account.ts';
import { fetchChannels, fetchOrder, sandboxPay, submitTradeNo } from '#app/pay/pay-api.ts';
import { QrCode } from '#app/pay/QrCode.tsx';
import { useView } from '#app/router/view-context.tsx';
import { $lang } from '#app/stores/lang.ts';
import {
  type ChannelsData,
  FINAL_ORDER_STATES,
  type OrderView,
  outTradeNoSchema,
} from '#core/contracts/pay.ts';
import '../../../pay/pay.css';
import { LoadingCard, RetryAlert } from '#app/components/load-states.tsx';

/** "mm:ss" of the seconds left. */
function clock(seconds: number): string {
  const left = Math.max(0, seconds);
  return `${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`;
}

/**
 * Pay Center: the payment screen of one recharge order (?out_trade_no=…). Shows pay channel,
 * related order number, transaction serial number and current account; a scan-to-pay QR code for
 * Alipay and WeChat Pay, or for the manual channel the operator's code and a form for the
 * transaction serial number. Follows the order's state to success, expiry or failure.
 */
export default function PayRechargePage() {
  const t = useT();
  const view = useView();
  const parsed = outTradeNoSchema.safeParse(view.search.out_trade_no ?? '');
  if (!parsed.success) {
    return (
      <section className="mc-page mc-page--narrow" aria-labelledby="page-title">
        <h1 id="page-title" className="app-page-title">
          {t('title')}
        </h1>
        <div className="mc-card mc-empty">
          <p>{t('missing')}</p>
          <a className="app-button app-button--primary" href="/user/finance/recharge">
            {t('newRecharge')}
          </a>
        </div>
      </section>
    );
  }
  return <OrderScreen key={parsed.data} outTradeNo={parsed.data} />;
}

function OrderScreen({ outTradeNo }: { readonly outTradeNo: string }) {
  const t = useT();
  const [watch] = useState(() =>
    createOrderWatch<OrderView>({
      fetchOrder: () => fetchOrder(outTradeNo).then((answer) => answer.data),
      isSettled: (order) => FINAL_ORDER_STATES.includes(order.state),
      // The server refused this order (unknown, someone else's): asking again changes nothing.
      isFatal: (error) => error instanceof ApiCodeError,
    }),
  );
  const state = useStore(watch.$state);
  const [channels, setChannels] = useState<ChannelsData | null>(null);

  useEffect(() => {
    void watch.start();
    return watch.stop;
  }, [watch]);
  useEffect(() => {
    fetchChannels({ quiet: true })
      .then(({ data }) => setChannels(data))
      .catch(() => setChannels(null));
  }, []);

  const order = state.order;

  if (!order) {
    return (
      <section className="mc-page" aria-labelledby="page-title" aria-busy={state.status === 'loading'}>
        <h1 id="page-title" className="app-page-title">
          {t('title')}
        </h1>
        {state.status === 'loading' ? (
          <LoadingCard label={t('pay.loading')} />
        ) : (
          <div className="mc-alert" role="alert">
            <span>
              {state.error instanceof ApiCodeError && state.error.envelope.msg
                ? state.error.envelope.msg
                : t('loadFailed')}
            </span>
            {state.error instanceof ApiCodeError ? (
              <a className="app-button" href="/user/finance/recharge">
                {t('newRecharge')}
              </a>
            ) : (
              <button type="button" className="app-button" onClick={() => void watch.refresh()}>
                {t('pay.retry')}
              </button>
            )}
          </div>
        )}
      </section>
    );
  }

  const money = (amount: string) => t('pay.money', { amount });
  return (
    <section className="mc-page" aria-labelledby="page-title">
      <h1 id="page-title" className="app-page-title">
        {t('title')}
      </h1>
      {state.failing ? (
        <RetryAlert
          message={t('pollFailed')}
          retryLabel={t('pay.retry')}
          onRetry={() => void watch.refresh()}
        />
      ) : null}
      <div className="pay-layout">
        <div className="mc-card pay-details">
          <h2 className="mc-card__title">{t('details')}</h2>
          <dl className="pay-facts">
            <div>
              <dt>{t('channel')}</dt>
              <dd data-testid="pay-channel">{t(`pay.channel.${order.channel}`)}</dd>
            </div>
            <div>
              <dt>{t('amount')}</dt>
              <dd className="pay-amount" data-testid="pay-amount">
                {money(order.amount)}
              </dd>
            </div>
            <div>
              <dt>{t('relateNo')}</dt>
              <dd className="pay-mono" data-testid="pay-relate-no">
                {order.out_trade_no}
              </dd>
            </div>
            <div>
              <dt>{t('tradeNo')}</dt>
              <dd className="pay-mono" data-testid="pay-trade-no">
                {order.trade_no || <span className="mc-muted">{t('tradeNoLater')}</span>}
              </dd>
            </div>
            <div>
              <dt>{t('account')}</dt>
              <dd data-testid="pay-account">{order.account}</dd>
            </div>
          </dl>
        </div>
        <div className="mc-card pay-panel" aria-live="polite" data-state={order.state}>
          <OrderPanel order={order} channels={channels} onChanged={() => void watch.refresh()} />
        </div>
      </div>
    </section>
  );
}

/** What the member does or sees next, by the order's state. */
function OrderPanel({
  order,
  channels,
  onChanged,
}: {
  readonly order: OrderView;
  readonly channels: ChannelsData | null;
  readonly onChanged: () => void;
}) {
  const t = useT();
  const money = (amount: string) => t('pay.money', { amount });
  const again = (
    <a className="app-button app-button--primary" href="/user/finance/recharge">
      {t('newRecharge')}
    </a>
  );

  switch (order.state) {
    case 'created':
      return order.channel === 'manual' ? (
        <ManualPayment order={order} channels={channels} onSubmitted={onChanged} />
      ) : (
        <QrPayment order={order} sandbox={channels?.sandbox === true} onPaid={onChanged} />
      );
    case 'awaiting_review':
      return (
        <div className="pay-status pay-status--waiting">
          <h2 className="mc-card__title">{t('reviewTitle')}</h2>
          <p>{t('review')}</p>
          <a href="/user/finance/balance">{t('viewBalance')}</a>
        </div>
      );
    case 'paid':
      return (
        <div className="pay-status pay-status--waiting">
          <h2 className="mc-card__title">{t('paidTitle')}</h2>
          <p>{t('paid')}</p>
        </div>
      );
    case 'credited':
      return <Credited order={order} />;
    case 'expired':
      return (
        <div className="pay-status pay-status--bad">
          <h2 className="mc-card__title">{t('expiredTitle')}</h2>
          <p>{t('expired', { amount: money(order.amount) })}</p>
          {again}
        </div>
      );
    case 'failed':
      return (
        <div className="pay-status pay-status--bad">
          <h2 className="mc-card__title">{t('failedTitle')}</h2>
          <p>{order.fail_reason ? t('failed', { reason: order.fail_reason }) : t('failedNoReason')}</p>
          {again}
        </div>
      );
  }
}

function Countdown({ expireTime }: { readonly expireTime: number }) {
  const t = useT();
  const now = useNow(1000);
  const left = Math.ceil(expireTime - now.getTime() / 1000);
  return (
    <p className="mc-muted" data-testid="pay-countdown">
      {left > 0 ? t('expiresIn', { time: clock(left) }) : t('expiring')}
    </p>
  );
}

function QrPayment({
  order,
  sandbox,
  onPaid,
}: {
  readonly order: OrderView;
  readonly sandbox: boolean;
  readonly onPaid: () => void;
}) {
  const t = useT();
  const [sandboxPayment] = useState(() => createSandboxPayment(order.out_trade_no, { sandboxPay }));
  const { busy } = useStore(sandboxPayment.$busy);
  const amount = t('pay.money', { amount: order.amount });
  const pay = async () => {
    if (await sandboxPayment.pay()) onPaid();
  };
  return (
    <div className={`pay-scan pay-brand--${order.channel}`}>
      <h2 className="mc-card__title">{t(`scan.${order.channel}`, { amount })}</h2>
      <div className="pay-qr-frame">
        <QrCode
          text={order.qr_code}
          label={t('qrLabel', { channel: t(`pay.channel.${order.channel}`), amount })}
        />
      </div>
      <p className="pay-waiting">
        <span className="pay-spinner" aria-hidden="true" />
        {t('waiting')}
      </p>
      <Countdown expireTime={order.expire_time} />
      {sandbox ? (
        <div className="pay-sandbox">
          <p>{t('sandbox')}</p>
          <button
            type="button"
            className="app-button app-button--primary"
            disabled={busy}
            onClick={() => void pay()}
          >
            {t('sandboxPay')}
          </button>
        </div>
      ) : null}
    </div>
  );
}

function ManualPayment({
  order,
  channels,
  onSubmitted,
}: {
  readonly order: OrderView;
  readonly channels: ChannelsData | null;
  readonly onSubmitted: () => void;
}) {
  const t = useT();
  const ids = useId();
  const [form] = useState(() =>
    createManualPayment({
      outTradeNo: order.out_trade_no,
      lang: () => $lang.get(),
      calls: { submitTradeNo },
    }),
  );
  const { tradeNo, errors, busy } = useStore(form.$state);
  const manual = channels?.channels.find((entry) => entry.channel === 'manual');
  const amount = t('pay.money', { amount: order.amount });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await form.submit();
    if (outcome === 'sent') onSubmitted();
    else if (outcome === 'invalid') document.getElementById(`${ids}-trade-no`)?.focus();
  };

  return (
    <div className="pay-manual">
      <h2 className="mc-card__title">{t('manualTitle', { amount })}</h2>
      <p>{t('manualIntro', { amount })}</p>
      {manual?.manual_qr ? (
        <img className="pay-manual__qr" src={manual.manual_qr} alt={t('manualQr')} width={200} height={200} />
      ) : null}
      {manual?.manual_note ? <p className="pay-manual__note">{manual.manual_note}</p> : null}
      <form className="mc-form" noValidate onSubmit={(event) => void submit(event)}>
        <div className="mc-field">
          <label htmlFor={`${ids}-trade-no`}>{t('tradeNo')}</label>
          <input
            {...fieldProps(`${ids}-trade-no`, errors, 'trade_no')}
            className="mc-input pay-mono"
            autoComplete="off"
            maxLength={64}
            value={tradeNo}
            onChange={(event) => form.setTradeNo(event.target.value)}
          />
          <p className="mc-field__hint">{t('tradeNoHint')}</p>
          <FieldError id={`${ids}-trade-no`} message={errors.trade_no} />
        </div>
        <Countdown expireTime={order.expire_time} />
        <div className="app-actions">
          <button type="submit" className="app-button app-button--primary" disabled={busy}>
            {t('submitTradeNo')}
          </button>
        </div>
      </form>
    </div>
  );
}

function Credited({ order }: { readonly order: OrderView }) {
  const t = useT();
  // The balance after the credit (asked once the order says so, never the figure from before).
  const [money, setMoney] = useState<string | null>(null);
  useEffect(() => {
    void loadPayAccount({ quiet: true }).then((data) => setMoney(data?.money ?? null));
  }, []);
  return (
    <div className="pay-status pay-status--good" data-testid="pay-success">
      <h2 className="mc-card__title">{t('successTitle')}</h2>
      <p>{t('success', { amount: t('pay.money', { amount: order.amount }) })}</p>
      {money ? (
        <p>
          {t('balanceNow')} <strong data-testid="pay-balance-now">{t('pay.money', { amount: money })}</strong>
        </p>
      ) : null}
      {order.score_bonus > 0 ? <p>{t('scoreEarned', { points: order.score_bonus })}</p> : null}
      <div className="app-actions">
        <a className="app-button app-button--primary" href="/user/finance/balance">
          {t('viewBalance')}
        </a>
        <a className="app-button" href="/user/finance/recharge">
          {t('rechargeAgain')}
        </a>
      </div>
    </div>
  );
}
