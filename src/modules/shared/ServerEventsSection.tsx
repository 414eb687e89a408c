import { useCallback, useEffect, useId, useState } from 'react';
import type { ConversionSettingsData, ConversionTarget, Delivery } from '#core/contracts/conversions.ts';
import { format, type Lang } from '#core/i18n/lang.ts';
import { CheckboxField, TextField } from '#modules/shared/form/controls.tsx';
import { PLATFORM_NAMES, SERVER_EVENTS_STRINGS } from '#modules/shared/server-events-strings.ts';
import type { ServerEventsPort } from '#modules/types.ts';
import './server-events.css';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: ConversionSettingsData };

/**
 * A pixel module's "Server-side events" section (issue 15): per pixel id of the saved page, the
 * Conversions API token (write-only: set, replace, remove; only "set" or "not set" is ever shown),
 * the test event code, whether page views are sent too, and the last deliveries with the
 * platform's answer. Everything goes through the builder's port (the member's own page only).
 */
export function ServerEventsSection({
  port,
  lang,
  pixelIds,
  platform,
}: {
  port: ServerEventsPort;
  lang: Lang;
  /** The pixel ids in the form now (a new one is usable once the page is saved). */
  pixelIds: readonly string[];
  platform: string;
}) {
  const t = SERVER_EVENTS_STRINGS;
  const titleId = useId();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const refresh = useCallback(() => {
    setLoad((current) => (current.state === 'ready' ? current : { state: 'loading' }));
    port.load().then(
      (data) => setLoad({ state: 'ready', data }),
      () => setLoad({ state: 'failed' }),
    );
  }, [port]);
  useEffect(refresh, [refresh]);
  const apply = (data: ConversionSettingsData | null) => {
    if (data) setLoad({ state: 'ready', data });
  };
  const name = PLATFORM_NAMES[platform] ?? platform;
  const saved = load.state === 'ready' ? load.data.targets.map((target) => target.pixel) : [];
  const unsaved = pixelIds.filter((id) => !saved.includes(id));
  return (
    <section className="lp-form__section lp-server-events" aria-labelledby={titleId} data-lp-server-events>
      <div className="lp-server-events__head">
        <h3 id={titleId} className="lp-form__legend lp-server-events__title">
          {t.title[lang]}
        </h3>
        <button type="button" className="lp-form__button" onClick={refresh}>
          {t.refresh[lang]}
        </button>
      </div>
      <p className="lp-form__hint">{format(t.intro[lang], { platform: name })}</p>
      {load.state === 'loading' ? <p aria-busy="true">{t.loading[lang]}</p> : null}
      {load.state === 'failed' ? (
        <p role="alert" className="lp-form__error">
          {t.failed[lang]}{' '}
          <button type="button" className="lp-form__button" onClick={refresh}>
            {t.retry[lang]}
          </button>
        </p>
      ) : null}
      {load.state === 'ready' ? (
        <>
          {!load.data.entitled ? <p className="lp-server-events__note">{t.notEntitled[lang]}</p> : null}
          {load.data.targets.length === 0 && pixelIds.length === 0 ? (
            <p className="lp-form__hint">{t.noPixel[lang]}</p>
          ) : null}
          {unsaved.map((id) => (
            <p key={id} className="lp-form__hint">
              {format(t.unsaved[lang], { id })}
            </p>
          ))}
          {load.data.targets.map((target) => (
            <TargetSettings key={target.pixel} target={target} port={port} lang={lang} onChange={apply} />
          ))}
        </>
      ) : null}
    </section>
  );
}

function TargetSettings({
  target,
  port,
  lang,
  onChange,
}: {
  target: ConversionTarget;
  port: ServerEventsPort;
  lang: Lang;
  onChange: (data: ConversionSettingsData | null) => void;
}) {
  const t = SERVER_EVENTS_STRINGS;
  const tokenId = useId();
  const [editing, setEditing] = useState(false);
  const [token, setToken] = useState('');
  const [busy, setBusy] = useState(false);
  const [testCode, setTestCode] = useState(target.testEventCode);
  const [pageViews, setPageViews] = useState(target.pageViews);
  const [optionsSaved, setOptionsSaved] = useState(false);
  const run = async (task: () => Promise<ConversionSettingsData | null>) => {
    setBusy(true);
    try {
      const data = await task();
      onChange(data);
      return data;
    } catch {
      // The app's API client has shown the failure.
      return null;
    } finally {
      setBusy(false);
    }
  };
  const saveToken = async () => {
    if ((await run(() => port.setToken(target.pixel, token.trim()))) !== null) {
      setEditing(false);
      setToken('');
    }
  };
  const removeToken = async () => {
    const ok = await port.confirm({
      title: t.removeTitle[lang],
      message: format(t.removeMessage[lang], { id: target.pixel }),
      confirmLabel: t.removeToken[lang],
    });
    if (ok) await run(() => port.setToken(target.pixel, null));
  };
  const saveOptions = async () => {
    setOptionsSaved(false);
    const data = await run(() =>
      port.setOptions(target.pixel, { testEventCode: testCode.trim(), pageViews }),
    );
    setOptionsSaved(data !== null);
  };
  return (
    <div className="lp-server-events__target" data-lp-pixel={target.pixel}>
      <h4 className="lp-server-events__pixel">{format(t.pixel[lang], { id: target.pixel })}</h4>
      <p className="lp-server-events__token">
        <span>{t.token[lang]}: </span>
        <strong data-lp-token-state={target.tokenSet ? 'set' : 'not-set'}>
          {target.tokenSet ? t.tokenSet[lang] : t.tokenNotSet[lang]}
        </strong>
      </p>
      {editing ? (
        <form
          className="lp-server-events__token-form"
          onSubmit={(event) => {
            event.preventDefault();
            void saveToken();
          }}
        >
          <label className="lp-form__label" htmlFor={tokenId}>
            {t.newToken[lang]}
          </label>
          <input
            id={tokenId}
            className="lp-form__input"
            type="password"
            autoComplete="off"
            spellCheck={false}
            value={token}
            maxLength={1000}
            onChange={(event) => setToken(event.target.value)}
          />
          <p className="lp-form__hint">{t.tokenHint[lang]}</p>
          <div className="lp-server-events__actions">
            <button
              type="submit"
              className="lp-form__button lp-form__button--primary"
              disabled={busy || !token.trim()}
            >
              {t.save[lang]}
            </button>
            <button
              type="button"
              className="lp-form__button"
              onClick={() => {
                setEditing(false);
                setToken('');
              }}
            >
              {t.cancel[lang]}
            </button>
          </div>
        </form>
      ) : (
        <div className="lp-server-events__actions">
          <button type="button" className="lp-form__button" disabled={busy} onClick={() => setEditing(true)}>
            {target.tokenSet ? t.replaceToken[lang] : t.setToken[lang]}
          </button>
          {target.tokenSet ? (
            <button
              type="button"
              className="lp-form__button lp-form__button--danger"
              disabled={busy}
              onClick={() => void removeToken()}
            >
              {t.removeToken[lang]}
            </button>
          ) : null}
        </div>
      )}
      <TextField
        label={t.testCode[lang]}
        hint={t.testCodeHint[lang]}
        value={testCode}
        maxLength={60}
        placeholder="TEST12345"
        onChange={(next) => {
          setTestCode(next);
          setOptionsSaved(false);
        }}
      />
      <CheckboxField
        label={t.pageViews[lang]}
        checked={pageViews}
        onChange={(next) => {
          setPageViews(next);
          setOptionsSaved(false);
        }}
      />
      <div className="lp-server-events__actions">
        <button type="button" className="lp-form__button" disabled={busy} onClick={() => void saveOptions()}>
          {t.saveOptions[lang]}
        </button>
        {optionsSaved ? <span role="status">{t.saved[lang]}</span> : null}
      </div>
      <Deliveries deliveries={target.deliveries} lang={lang} />
    </div>
  );
}

const STATUS_TEXT = {
  accepted: 'accepted',
  retrying: 'retrying',
  failed: 'failed_status',
  dropped: 'dropped',
} as const;

function Deliveries({ deliveries, lang }: { deliveries: readonly Delivery[]; lang: Lang }) {
  const t = SERVER_EVENTS_STRINGS;
  if (deliveries.length === 0) return <p className="lp-form__hint">{t.noDeliveries[lang]}</p>;
  const time = new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'medium' });
  return (
    <div className="lp-server-events__table-wrap">
      <table className="lp-server-events__table">
        <caption>{t.deliveries[lang]}</caption>
        <thead>
          <tr>
            <th scope="col">{t.time[lang]}</th>
            <th scope="col">{t.event[lang]}</th>
            <th scope="col">{t.status[lang]}</th>
            <th scope="col">{t.message[lang]}</th>
          </tr>
        </thead>
        <tbody>
          {deliveries.map((delivery) => (
            <tr
              key={`${delivery.eventId}-${delivery.attempt}-${delivery.atMs}`}
              data-lp-delivery={delivery.status}
            >
              <td>{time.format(delivery.atMs)}</td>
              <td>{delivery.event}</td>
              <td className={`lp-server-events__status lp-server-events__status--${delivery.status}`}>
                {t[STATUS_TEXT[delivery.status]][lang]}
                {delivery.httpStatus ? ` (${delivery.httpStatus})` : ''}
              </td>
              <td>{delivery.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
