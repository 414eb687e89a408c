import { type ChangeEvent, type InputHTMLAttributes, type ReactNode, useEffect, useState } from 'react';
import { StrokeIcon } from '#app/components/icons.tsx';
import { useT } from '#app/i18n/use-t.tsx';

/** A field's message under its input; the input names it in aria-describedby. */
function FieldMessage({
  id,
  error,
  hint,
}: {
  id: string;
  error: string | undefined;
  hint: string | undefined;
}) {
  if (error) {
    return (
      <p id={`${id}-message`} className="login-field__error">
        {error}
      </p>
    );
  }
  return hint ? (
    <p id={`${id}-message`} className="login-field__hint">
      {hint}
    </p>
  ) : null;
}

type TextFieldProps = {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** Validation message; shown under the input and announced with it. */
  error?: string | undefined;
  /** Help shown while there is no error. */
  hint?: string | undefined;
  /** Placed after the input inside its frame (a show-password toggle, a send-code button). */
  trailing?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>;

/** A labelled text input with its validation message. */
export function TextField({ id, label, value, onValue, error, hint, trailing, ...input }: TextFieldProps) {
  const described = error || hint ? `${id}-message` : undefined;
  return (
    <div className="login-field">
      <label className="login-field__label" htmlFor={id}>
        {label}
      </label>
      <div className={`login-field__frame${error ? ' login-field__frame--invalid' : ''}`}>
        <input
          {...input}
          id={id}
          name={input.name ?? id}
          className="login-field__input"
          value={value}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
        />
        {trailing}
      </div>
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <StrokeIcon size={18}>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M4 4l16 16" /> : null}
    </StrokeIcon>
  );
}

/** A password input whose text can be shown and hidden again (a toggle button with its state). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="off"
      trailing={
        <button
          type="button"
          className="login-field__toggle"
          aria-controls={props.id}
          aria-pressed={visible}
          aria-label={t(visible ? 'password.hide' : 'password.show')}
          title={t(visible ? 'password.hide' : 'password.show')}
          onClick={() => setVisible(!visible)}
        >
          <EyeIcon crossed={visible} />
        </button>
      }
    />
  );
}

/** Seconds before a code can be asked again (the server allows one per 60 s per address). */
export const RESEND_SECONDS = 60;

/**
 * "Send code" inside a code field: `onSend` checks the address and asks the server; on success
 * the button counts down 60 seconds before it can send again.
 */
export function SendCodeButton({ onSend }: { onSend: () => Promise<boolean> }) {
  const t = useT();
  const [sending, setSending] = useState(false);
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((until - now) / 1000));
  useEffect(() => {
    if (left <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [left]);

  const send = async () => {
    setSending(true);
    try {
      if (await onSend()) {
        const at = Date.now();
        setNow(at);
        setUntil(at + RESEND_SECONDS * 1000);
      }
    } finally {
      setSending(false);
    }
  };
  const label = sending ? t('code.sending') : left > 0 ? t('code.resend', { seconds: left }) : t('code.send');
  return (
    <button
      type="button"
      className="login-field__send"
      disabled={sending || left > 0}
      aria-live="polite"
      onClick={() => void send()}
    >
      {label}
    </button>
  );
}

/** The one-time code's input with its "Send code" button (sign-up, password reset). */
export function CodeField({
  onSend,
  ...field
}: Omit<TextFieldProps, 'label' | 'trailing'> & { onSend: () => Promise<boolean> }) {
  const t = useT();
  return (
    <TextField
      {...field}
      label={t('code')}
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={6}
      trailing={<SendCodeButton onSend={onSend} />}
    />
  );
}

/** Two or three choices as a row of radio buttons (email or mobile). */
export function ChoiceGroup<V extends string>({
  name,
  legend,
  value,
  options,
  onValue,
}: {
  name: string;
  legend: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onValue: (value: V) => void;
}) {
  return (
    <fieldset className="login-choice">
      <legend className="login-field__label">{legend}</legend>
      <div className="login-choice__options">
        {options.map((option) => (
          <label key={option.value} className="login-choice__option">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onValue(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A refusal of the server (or a lock) above the submit button, announced at once. */
export function FormAlert({ message }: { message: string }) {
  return message ? (
    <p className="login-alert" role="alert">
      {message}
    </p>
  ) : null;
}
