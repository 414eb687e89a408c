import { useStore } from '@nanostores/react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useT } from '#app/i18n/use-t.tsx';
import { changeBind, sendBindCode, verifyCurrent } from '#app/member-center/account-api.ts';
import { useCountdown } from '#app/member-center/countdown.ts';
import { FieldError } from '#app/member-center/FieldError.tsx';
import { checkForm, failureReason, fieldProps, serverFieldErrors } from '#app/member-center/form.ts';
import { maskTarget } from '#app/member-center/mask.ts';
import { $lang } from '#app/stores/lang.ts';
import { type BindType, changeBindBodySchema, verificationBodySchema } from '#core/contracts/account.ts';
import { anyMobileSchema } from '#core/contracts/codes.ts';
import { type FieldErrors, parseLocalized } from '#core/validation/parse.ts';
import { rules } from '#core/validation/rules.ts';

export type BindResult = { email: string; mobile: string; version: number };

/** The new target's format check before a code is sent to it (the same rules as the handler's). */
const targetSchema = (type: BindType) => (type === 'email' ? rules.email() : anyMobileSchema);

/**
 * Changing the bound email or mobile, as a modal dialog in two steps: (1) a code sent to the
 * current one buys a one-time ticket; (2) the new one with its own code. With nothing bound yet,
 * step 2 alone. Each "Send code" button then waits 60 seconds.
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
  const lang = useStore($lang);
  const ids = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [step, setStep] = useState<'verify' | 'bind'>(current ? 'verify' : 'bind');
  const [ticket, setTicket] = useState('');
  const [currentCode, setCurrentCode] = useState('');
  const [target, setTarget] = useState('');
  const [newCode, setNewCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const currentTimer = useCountdown();
  const newTimer = useCountdown();
  const typeName = t(`type.${type}`);

  useEffect(() => {
    const element = dialog.current;
    // showModal gives the focus trap, Escape and the inert page behind.
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const sendCurrent = async () => {
    setBusy(true);
    try {
      await sendBindCode(type, current, 'verify_current');
      currentTimer.start();
    } catch {
      // Shown by the API client (e.g. wait before another code).
    } finally {
      setBusy(false);
    }
  };

  const sendNew = async () => {
    const checked = parseLocalized(targetSchema(type), target, lang);
    if (!checked.success) {
      setErrors({ target: checked.message });
      document.getElementById(`${ids}-target`)?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await sendBindCode(type, checked.data, 'bind_new');
      newTimer.start();
    } catch {
      // Shown by the API client (e.g. the target is bound to another account).
    } finally {
      setBusy(false);
    }
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkForm(verificationBodySchema, { type, captcha: currentCode }, lang);
    if (!checked.ok) {
      setErrors({ currentCode: checked.errors.captcha ?? '' });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { data } = await verifyCurrent(type, checked.data.captcha);
      setTicket(data.ticket);
      setStep('bind');
    } catch (error) {
      setErrors({ currentCode: serverFieldErrors(error).captcha ?? '' });
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkForm(changeBindBodySchema, { type, [type]: target, captcha: newCode, ticket }, lang);
    if (!checked.ok) {
      setErrors({ target: checked.errors[type] ?? '', newCode: checked.errors.captcha ?? '' });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { data } = await changeBind(checked.data);
      onDone(data);
    } catch (error) {
      const fields = serverFieldErrors(error);
      setErrors({ target: fields[type] ?? '', newCode: fields.captcha ?? '' });
      // The verification expired or was used: step 1 again (the API client showed why).
      if (failureReason(error) === 'ticket') {
        setTicket('');
        setCurrentCode('');
        setStep('verify');
      }
    } finally {
      setBusy(false);
    }
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
            onValue={setCurrentCode}
            error={errors.currentCode}
            sendLabel={sendLabel(currentTimer.left)}
            sendDisabled={busy || currentTimer.left > 0}
            onSend={() => void sendCurrent()}
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
        <form className="mc-form" noValidate onSubmit={confirm}>
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
              onChange={(event) => setTarget(event.target.value)}
            />
            {type === 'mobile' ? <p className="mc-field__hint">{t('bind.mobileHint')}</p> : null}
            <FieldError id={`${ids}-target`} message={errors.target} />
          </div>
          <CodeField
            id={`${ids}-newCode`}
            label={t('bind.code')}
            value={newCode}
            onValue={setNewCode}
            error={errors.newCode}
            sendLabel={sendLabel(newTimer.left)}
            sendDisabled={busy || newTimer.left > 0}
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
