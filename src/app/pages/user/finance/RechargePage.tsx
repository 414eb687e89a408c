import { useStore } from '@nanostores/react';
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { useT } from '#app/i18n/use-t.tsx';
import { FieldError } from '#app/member-center/FieldError.tsx';
import { fieldProps, serverFieldErrors } from '#app/member-center/form.ts';
import { $payAccount, loadPayAccount } from '#app/pay/pay-account.ts';
import { createRecharge, fetchChannels } from '#app/pay/pay-api.ts';
import { checkRechargeAmount } from '#app/pay/recharge-amount.ts';
import { navigate } from '#app/router/navigate.ts';
import type { ChannelsData, PayChannel } from '#core/contracts/pay.ts';
import type { FieldErrors } from '#core/validation/parse.ts';
import '../../../pay/pay.css';

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: ChannelsData };

const OTHER = 'other';

/**
 * Recharge: pick a preset or type an amount (limits from GET /client/pay/channels), pick a
 * channel, create the order and go on to the payment screen.
 */
export default function RechargePage() {
  const t = useT();
  const ids = useId();
  const account = useStore($payAccount);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [selected, setSelected] = useState<string>('');
  const [other, setOther] = useState('');
  const [channel, setChannel] = useState<PayChannel | ''>('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const fetchData = useCallback(() => {
    setLoad({ status: 'loading' });
    fetchChannels()
      .then(({ data }) => {
        setLoad({ status: 'ready', data });
        setSelected((current) => current || (data.presets[1] ?? data.presets[0] ?? OTHER));
        setChannel((current) => current || (data.channels[0]?.channel ?? ''));
      })
      .catch(() => setLoad({ status: 'error' }));
    void loadPayAccount({ quiet: true });
  }, []);
  useEffect(fetchData, [fetchData]);

  if (load.status !== 'ready') {
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
          <div className="mc-card mc-loading">
            <span className="app-visually-hidden">{t('pay.loading')}</span>
            <div className="mc-skeleton-line" />
            <div className="mc-skeleton-line" />
            <div className="mc-skeleton-line mc-skeleton-line--short" />
          </div>
        ) : (
          <div className="mc-alert" role="alert">
            <span>{t('pay.loadFailed')}</span>
            <button type="button" className="app-button" onClick={fetchData}>
              {t('pay.retry')}
            </button>
          </div>
        )}
      </section>
    );
  }

  const { data } = load;
  const limits = { min: data.min_amount, max: data.max_amount };
  const amountText = selected === OTHER ? other : selected;
  const checked = checkRechargeAmount(amountText, limits);
  const chosen = data.channels.find((entry) => entry.channel === channel);
  const money = (amount: string) => t('pay.money', { amount });

  const amountError = (problem: 'format' | 'min' | 'max') =>
    problem === 'format'
      ? t('amountFormat')
      : t(problem === 'min' ? 'amountMin' : 'amountMax', {
          amount: money(problem === 'min' ? limits.min : limits.max),
        });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: FieldErrors = {};
    if (!checked.ok) next.amount = amountError(checked.problem);
    if (!chosen) next.channel = t('channelRequired');
    setErrors(next);
    if (!checked.ok || !chosen) {
      document.getElementById(next.amount ? `${ids}-other` : `${ids}-channel-0`)?.focus();
      if (next.amount && selected !== OTHER) setSelected(OTHER);
      return;
    }
    setBusy(true);
    try {
      const answer = await createRecharge({ amount: checked.amount, channel: chosen.channel });
      navigate(`/user/pay/recharge?${new URLSearchParams({ out_trade_no: answer.data.out_trade_no })}`);
    } catch (error) {
      setErrors(serverFieldErrors(error));
      setBusy(false);
    }
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
        <form className="mc-card mc-form" noValidate onSubmit={submit}>
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
                    onChange={() => {
                      setSelected(preset);
                      setErrors({});
                    }}
                  />
                  <span>{money(preset)}</span>
                </label>
              ))}
              <label className="pay-option pay-option--preset">
                <input
                  type="radio"
                  name={`${ids}-amount`}
                  value={OTHER}
                  checked={selected === OTHER}
                  onChange={() => {
                    setSelected(OTHER);
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
                  onFocus={() => setSelected(OTHER)}
                  onChange={(event) => {
                    setOther(event.target.value);
                    setSelected(OTHER);
                    setErrors({});
                  }}
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
                    onChange={() => {
                      setChannel(entry.channel);
                      setErrors({});
                    }}
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
