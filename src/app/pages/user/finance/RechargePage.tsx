import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useT } from '#app/i18n/use-t.tsx';
import { FieldError } from '#app/member-center/FieldError.tsx';
import { fieldProps } from '#app/member-center/form.ts';
import { $payAccount, loadPayAccount } from '#app/pay/pay-account.ts';
import { createRecharge, fetchChannels } from '#app/pay/pay-api.ts';
import { createRechargeForm, OTHER_AMOUNT, type RechargeCalls } from '#app/pay/recharge-form.ts';
import { navigate } from '#app/router/navigate.ts';
import type { FieldErrors } from '#core/validation/parse.ts';
import '../../../pay/pay.css';
import { LoadingCard, RetryAlert } from '#app/components/load-states.tsx';

const rechargeCalls: RechargeCalls = {
  fetchChannels: () => fetchChannels().then((answer) => answer.data),
  loadAccount: () => void loadPayAccount({ quiet: true }),
  createRecharge: (body) => createRecharge(body).then((answer) => answer.data),
  navigate,
};

/**
 * Recharge: pick a preset or type an amount (limits from GET /client/pay/channels), pick a
 * channel, create the order and go on to the payment screen. The form's state and decisions live
 * in pay/recharge-form.ts; this renders them.
 */
export default function RechargePage() {
  const t = useT();
  const ids = useId();
  const account = useStore($payAccount);
  const [form] = useState(() => createRechargeForm(rechargeCalls));
  const { load, selected, other, channel, problems, serverErrors, busy } = useStore(form.$state);
  const checked = useStore(form.$amount);

  useEffect(() => {
    void form.load();
  }, [form]);

  if (load.status !== 'ready' || !checked) {
    return (
      <section
        className="mc-page mc-page--narrow"
        aria-labelledby="page-title"
        aria-busy={load.status === 'loading'}
      >
        <h1 id="page-title" className="app-page-title">
          {t('title')}
        </h1>
        {load.status === 'loading' ? (
          <LoadingCard label={t('pay.loading')} />
        ) : (
          <RetryAlert
            message={t('pay.loadFailed')}
            retryLabel={t('pay.retry')}
            onRetry={() => void form.load()}
          />
        )}
      </section>
    );
  }

  const { data } = load;
  const limits = { min: data.min_amount, max: data.max_amount };
  const money = (amount: string) => t('pay.money', { amount });
  const errors: FieldErrors = {
    ...serverErrors,
    ...(problems.amount
      ? {
          amount:
            problems.amount === 'format'
              ? t('amountFormat')
              : t(problems.amount === 'min' ? 'amountMin' : 'amountMax', {
                  amount: money(problems.amount === 'min' ? limits.min : limits.max),
                }),
        }
      : {}),
    ...(problems.channel ? { channel: t('channelRequired') } : {}),
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const focus = await form.submit();
    if (focus) document.getElementById(focus === 'amount' ? `${ids}-other` : `${ids}-channel-0`)?.focus();
  };

  return (
    <section className="mc-page mc-page--narrow" aria-labelledby="page-title">
      <h1 id="page-title" className="app-page-title">
        {t('title')}
      </h1>
      <p className="mc-muted">{t('intro')}</p>
      <p className="pay-balance-line">
        <span>{t('balance')}</span>
        <strong data-testid="recharge-balance">{account.data ? money(account.data.money) : '—'}</strong>
        <a href="/user/finance/balance">{t('viewBalance')}</a>
      </p>

      {data.channels.length === 0 ? (
        <div className="mc-card mc-empty">
          <p>{t('noChannels')}</p>
        </div>
      ) : (
        <form className="mc-card mc-form" noValidate onSubmit={(event) => void submit(event)}>
          <fieldset className="mc-fieldset">
            <legend className="mc-field__label">{t('amount')}</legend>
            <div className="pay-presets">
              {data.presets.map((preset) => (
                <label key={preset} className="pay-option pay-option--preset">
                  <input
                    type="radio"
                    name={`${ids}-amount`}
                    value={preset}
                    checked={selected === preset}
                    onChange={() => form.pickPreset(preset)}
                  />
                  <span>{money(preset)}</span>
                </label>
              ))}
              <label className="pay-option pay-option--preset">
                <input
                  type="radio"
                  name={`${ids}-amount`}
                  value={OTHER_AMOUNT}
                  checked={selected === OTHER_AMOUNT}
                  onChange={() => {
                    form.pickOther();
                    document.getElementById(`${ids}-other`)?.focus();
                  }}
                />
                <span>{t('otherAmount')}</span>
              </label>
            </div>
            <div className="mc-field">
              <label htmlFor={`${ids}-other`} className="app-visually-hidden">
                {t('otherAmount')}
              </label>
              <div className="pay-amount-input">
                <span aria-hidden="true">¥</span>
                <input
                  {...fieldProps(`${ids}-other`, errors, 'amount')}
                  className="mc-input"
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder={t('otherPlaceholder')}
                  maxLength={12}
                  value={other}
                  onFocus={form.pickOther}
                  onChange={(event) => form.typeOther(event.target.value)}
                />
              </div>
              <p className="mc-field__hint">
                {t('limits', { min: money(limits.min), max: money(limits.max) })}
              </p>
              <FieldError id={`${ids}-other`} message={errors.amount} />
            </div>
          </fieldset>

          <fieldset className="mc-fieldset">
            <legend className="mc-field__label">{t('channel')}</legend>
            <div className="pay-channels">
              {data.channels.map((entry, index) => (
                <label
                  key={entry.channel}
                  className={`pay-option pay-option--channel pay-brand--${entry.channel}`}
                >
                  <input
                    id={`${ids}-channel-${index}`}
                    type="radio"
                    name={`${ids}-channel`}
                    value={entry.channel}
                    checked={channel === entry.channel}
                    onChange={() => form.pickChannel(entry.channel)}
                  />
                  <span className="pay-option__text">
                    <strong>{t(`pay.channel.${entry.channel}`)}</strong>
                    <span className="mc-muted">{t(`channelHint.${entry.channel}`)}</span>
                  </span>
                </label>
              ))}
            </div>
            <FieldError id={`${ids}-channel`} message={errors.channel} />
          </fieldset>

          {data.recharge_score_per_yuan > 0 ? (
            <p className="mc-muted">{t('scoreBonus', { points: data.recharge_score_per_yuan })}</p>
          ) : null}

          <div className="app-actions">
            <button type="submit" className="app-button app-button--primary" disabled={busy}>
              {checked.ok ? t('submitAmount', { amount: money(checked.amount) }) : t('submit')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
