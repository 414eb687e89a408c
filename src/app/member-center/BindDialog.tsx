import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { type CaptchaAnswer, ClickCaptcha } from '#app/components/captcha/ClickCaptcha.tsx';
import { useT } from '#app/i18n/use-t.tsx';
import { bindCalls } from '#app/member-center/account-api.ts';
import { type BindResult, createBindFlow } from '#app/member-center/bind-flow.ts';
import { useSecondsLeft } from '#app/member-center/countdown.ts';
import { FieldError } from '#app/member-center/FieldError.tsx';
import { fieldProps } from '#app/member-center/form.ts';
import { maskTarget } from '#app/member-center/mask.ts';
import { $lang } from '#app/stores/lang.ts';
import type { BindType } from '#core/contracts/account.ts';
import type { FieldErrors } from '#core/validation/parse.ts';

/**
 * Changing the bound email or mobile, as a modal dialog in two steps (the flow and its decisions
 * live in bind-flow.ts): (1) a code sent to the current one buys a one-time ticket; (2) the new
 * one with its own code. With nothing bound yet, step 2 alone.
 */
export function BindDialog({
  type,
  current,
  onClose,
  onDone,
}: {
  readonly type: BindType;
  /** The email or mobile bound now, '' when none. */
  readonly current: string;
  readonly onClose: () => void;
  readonly onDone: (result: BindResult) => void;
}) {
  const t = useT();
  const ids = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  // Every code send asks for the click captcha first; it opens inside this modal dialog.
  const [captchaOpen, setCaptchaOpen] = useState(false);
  const captchaAnswer = useRef<((answer: CaptchaAnswer | null) => void) | null>(null);
  const closeCaptcha = (answer: CaptchaAnswer | null) => {
    setCaptchaOpen(false);
    captchaAnswer.current?.(answer);
    captchaAnswer.current = null;
  };
  const [flow] = useState(() =>
    createBindFlow({
      type,
      current,
      lang: () => $lang.get(),
      calls: bindCalls,
      askCaptcha: () =>
        new Promise<CaptchaAnswer | null>((resolve) => {
          captchaAnswer.current = resolve;
          setCaptchaOpen(true);
        }),
    }),
  );
  const { step, currentCode, target, newCode, errors, busy, currentResendAt, newResendAt } = useStore(
    flow.$state,
  );
  const currentLeft = useSecondsLeft(currentResendAt);
  const newLeft = useSecondsLeft(newResendAt);
  const typeName = t(`type.${type}`);

  useEffect(() => {
    const element = dialog.current;
    // showModal gives the focus trap, Escape and the inert page behind.
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const sendNew = async () => {
    if ((await flow.sendNew()) === 'invalid') document.getElementById(`${ids}-target`)?.focus();
  };

  const verify = (event: FormEvent) => {
    event.preventDefault();
    void flow.verify();
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const result = await flow.confirm();
    if (result) onDone(result);
  };

  const title = t(current ? 'bind.title.change' : 'bind.title.new', { type: typeName });
  const sendLabel = (left: number) => (left > 0 ? t('bind.resend', { seconds: left }) : t('bind.send'));

  return (
    <dialog
      ref={dialog}
      className="mc-dialog"
      aria-labelledby={`${ids}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="mc-dialog__head">
        <h2 id={`${ids}-title`} className="mc-dialog__title">
          {title}
        </h2>
        <button type="button" className="app-icon-button" aria-label={t('bind.close')} onClick={onClose}>
          ×
        </button>
      </div>
      {step === 'verify' ? (
        <form className="mc-form" noValidate onSubmit={verify}>
          <p className="mc-step">{t('bind.step1', { type: typeName })}</p>
          <p className="mc-muted">{t('bind.sendTo', { target: maskTarget(current) })}</p>
          <CodeField
            id={`${ids}-currentCode`}
            label={t('bind.code')}
            value={currentCode}
            onValue={(value) => flow.setField('currentCode', value)}
            error={errors.currentCode}
            sendLabel={sendLabel(currentLeft)}
            sendDisabled={busy || currentLeft > 0}
            onSend={() => void flow.sendCurrent()}
          />
          <div className="app-actions mc-dialog__actions">
            <button type="button" className="app-button" onClick={onClose}>
              {t('bind.cancel')}
            </button>
            <button type="submit" className="app-button app-button--primary" disabled={busy}>
              {t('bind.next')}
            </button>
          </div>
        </form>
      ) : (
        <form className="mc-form" noValidate onSubmit={(event) => void confirm(event)}>
          <p className="mc-step">
            {current ? t('bind.step2', { type: typeName }) : t('bind.only', { type: typeName })}
          </p>
          <div className="mc-field">
            <label htmlFor={`${ids}-target`}>
              {t(type === 'email' ? 'bind.newEmail' : 'bind.newMobile')}
            </label>
            <input
              {...fieldProps(`${ids}-target`, errors, 'target')}
              className="mc-input"
              type={type === 'email' ? 'email' : 'tel'}
              autoComplete={type === 'email' ? 'email' : 'tel'}
              maxLength={254}
              value={target}
              onChange={(event) => flow.setField('target', event.target.value)}
            />
            {type === 'mobile' ? <p className="mc-field__hint">{t('bind.mobileHint')}</p> : null}
            <FieldError id={`${ids}-target`} message={errors.target} />
          </div>
          <CodeField
            id={`${ids}-newCode`}
            label={t('bind.code')}
            value={newCode}
            onValue={(value) => flow.setField('newCode', value)}
            error={errors.newCode}
            sendLabel={sendLabel(newLeft)}
            sendDisabled={busy || newLeft > 0}
            onSend={() => void sendNew()}
          />
          <div className="app-actions mc-dialog__actions">
            <button type="button" className="app-button" onClick={onClose}>
              {t('bind.cancel')}
            </button>
            <button type="submit" className="app-button app-button--primary" disabled={busy}>
              {t('bind.confirm')}
            </button>
          </div>
        </form>
      )}
      <ClickCaptcha
        open={captchaOpen}
        container={dialog.current}
        onSuccess={(answer) => closeCaptcha(answer)}
        onClose={() => closeCaptcha(null)}
      />
    </dialog>
  );
}

/** A verification-code input with its "Send code" button (the old and the new address use one each). */
function CodeField(props: {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  error: string | undefined;
  sendLabel: string;
  sendDisabled: boolean;
  onSend: () => void;
}) {
  const errors: FieldErrors = props.error ? { code: props.error } : {};
  return (
    <div className="mc-field">
      <label htmlFor={props.id}>{props.label}</label>
      <div className="mc-code-row">
        <input
          {...fieldProps(props.id, errors, 'code')}
          className="mc-input"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={props.value}
          onChange={(event) => props.onValue(event.target.value)}
        />
        <button type="button" className="app-button" disabled={props.sendDisabled} onClick={props.onSend}>
          {props.sendLabel}
        </button>
      </div>
      <FieldError id={props.id} message={props.error} />
    </div>
  );
}
