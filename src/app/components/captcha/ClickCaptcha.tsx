import { useStore } from '@nanostores/react';
import { type KeyboardEvent, type MouseEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import {
  checkClickCaptcha,
  loadClickCaptcha,
  newCaptchaId,
  type PowWork,
  startPow,
} from '#app/components/captcha/captcha-api.ts';
import { CAPTCHA_TEXTS, type CaptchaTextKey } from '#app/components/captcha/messages.ts';
import { $lang } from '#app/stores/lang.ts';
import type { ClickCaptchaData } from '#core/contracts/captcha.ts';
import { type ClickPoint, encodeClickInfo } from '#core/contracts/captcha-values.ts';
import { format } from '#core/i18n/lang.ts';
import './click-captcha.css';

/** What a form sends with its submit as `captchaId` and `captchaInfo`. */
export type CaptchaAnswer = { id: string; info: string };

export type ClickCaptchaProps = {
  open: boolean;
  /** The member passed the check; the answer is still valid once, for the form's real submit. */
  onSuccess: (captcha: CaptchaAnswer) => void;
  onClose: () => void;
  /** Where the dialog is rendered (default document.body); a modal <dialog> passes itself. */
  container?: Element | null;
};

/** How long the success message shows before the dialog hands over. */
const SUCCESS_PAUSE_MS = 600;
/** Keyboard crosshair steps in displayed pixels (Shift for fine steps). */
const STEP = 10;
const FINE_STEP = 2;

type Phase = 'loading' | 'ready' | 'checking' | 'passed' | 'loadFailed';

/**
 * The click captcha (spec section 4): a modal dialog with a picture of characters; the member
 * clicks the listed ones in order, by pointer, touch or keyboard (a crosshair moved with the arrow
 * keys). The clicks are checked without consuming the answer, then handed to the form.
 */
export function ClickCaptcha({ open, onSuccess, onClose, container }: ClickCaptchaProps) {
  if (!open) return null;
  return createPortal(<CaptchaDialog onSuccess={onSuccess} onClose={onClose} />, container ?? document.body);
}

const FOCUSABLE = 'button:not([disabled])';

function CaptchaDialog({ onSuccess, onClose }: Omit<ClickCaptchaProps, 'open' | 'container'>) {
  const lang = useStore($lang);
  const text = (key: CaptchaTextKey, values?: Record<string, string | number>) =>
    format(CAPTCHA_TEXTS[lang][key], values);
  const ids = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const pictureRef = useRef<HTMLButtonElement>(null);
  const request = useRef(0);
  const work = useRef<PowWork | null>(null);
  const [captcha, setCaptcha] = useState<ClickCaptchaData | null>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const [points, setPoints] = useState<ClickPoint[]>([]);
  const [wrong, setWrong] = useState(false);
  const [cursor, setCursor] = useState<ClickPoint>({ x: 0, y: 0 });

  const load = useCallback(() => {
    const ticket = ++request.current;
    const id = newCaptchaId();
    setPhase('loading');
    setPoints([]);
    work.current?.stop();
    work.current = null;
    loadClickCaptcha(id).then(
      (data) => {
        if (ticket !== request.current) return;
        // The proof of work runs while the member looks for the characters.
        work.current = startPow(data.pow);
        setCaptcha(data);
        setPhase('ready');
      },
      () => {
        if (ticket === request.current) setPhase('loadFailed');
      },
    );
  }, []);

  useEffect(() => {
    load();
    return () => {
      request.current++;
      work.current?.stop();
    };
  }, [load]);

  // Focus moves into the dialog and comes back to where it was when the dialog closes.
  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialogRef.current?.focus();
    return () => before?.focus();
  }, []);

  const submit = async (clicks: ClickPoint[], rect: { width: number; height: number }) => {
    if (!captcha) return;
    const info = encodeClickInfo({ points: clicks, displayWidth: rect.width, displayHeight: rect.height });
    setPhase('checking');
    const ticket = request.current;
    const pow = await work.current?.solution;
    if (ticket !== request.current) return;
    const result = pow ? await checkClickCaptcha(captcha.id, info, pow) : 'failed';
    if (ticket !== request.current) return;
    if (result === 'passed') {
      setWrong(false);
      setPhase('passed');
      setTimeout(() => onSuccess({ id: captcha.id, info }), SUCCESS_PAUSE_MS);
      return;
    }
    if (result === 'wrong') {
      // The server dropped this picture after a wrong answer: a new one comes at once.
      setWrong(true);
      load();
      return;
    }
    setPhase('loadFailed');
  };

  const addPoint = (point: ClickPoint) => {
    const picture = pictureRef.current;
    if (phase !== 'ready' || !captcha || !picture) return;
    const rect = picture.getBoundingClientRect();
    const next = [...points, point];
    setPoints(next);
    if (next.length >= captcha.text.length) void submit(next, rect);
  };

  const onPictureClick = (event: MouseEvent<HTMLButtonElement>) => {
    // Keyboard activation is handled in onPictureKey (at the crosshair), not as a click at 0,0.
    if (event.detail === 0) return;
    const rect = event.currentTarget.getBoundingClientRect();
    addPoint({ x: event.clientX - rect.left, y: event.clientY - rect.top });
  };

  const onPictureKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const step = event.shiftKey ? FINE_STEP : STEP;
    const move: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const delta = move[event.key];
    if (delta) {
      event.preventDefault();
      setCursor((at) => ({
        x: Math.min(rect.width, Math.max(0, at.x + delta[0])),
        y: Math.min(rect.height, Math.max(0, at.y + delta[1])),
      }));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      addPoint(cursor);
    }
  };

  const onPictureFocus = () => {
    const picture = pictureRef.current;
    if (!picture || points.length) return;
    const rect = picture.getBoundingClientRect();
    setCursor({ x: rect.width / 2, y: rect.height / 2 });
  };

  const onDialogKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // Also keeps a surrounding modal <dialog> (the bind dialog) from closing with it.
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (
      event.shiftKey &&
      (document.activeElement === first || document.activeElement === dialogRef.current)
    ) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const total = captcha?.text.length ?? 0;
  const status =
    phase === 'loading'
      ? text('loading')
      : phase === 'loadFailed'
        ? text('loadFailed')
        : phase === 'passed'
          ? text('success')
          : wrong && points.length === 0
            ? text('wrong')
            : text('progress', { count: points.length, total });
  const statusTone =
    phase === 'passed' ? 'success' : phase === 'loadFailed' || (wrong && points.length === 0) ? 'error' : '';

  return (
    <div className="lp-captcha__backdrop">
      <div
        ref={dialogRef}
        className="lp-captcha"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${ids}-title`}
        aria-describedby={`${ids}-help`}
        tabIndex={-1}
        onKeyDown={onDialogKey}
      >
        <div className="lp-captcha__head">
          <h2 id={`${ids}-title`} className="lp-captcha__title">
            {text('title')}
          </h2>
          <button type="button" className="lp-captcha__close" aria-label={text('close')} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <p className="lp-captcha__task">
          {text('instruction')}{' '}
          {captcha && phase !== 'loadFailed' ? (
            <span className="lp-captcha__chars" data-testid="captcha-chars">
              {captcha.text.map((char, i) => (
                <b key={char} className={i < points.length ? 'lp-captcha__char--done' : ''}>
                  {char}
                </b>
              ))}
            </span>
          ) : null}
        </p>
        <p id={`${ids}-help`} className="app-visually-hidden">
          {text('help')}
        </p>
        <div className="lp-captcha__stage">
          {captcha && phase !== 'loadFailed' ? (
            <button
              type="button"
              ref={pictureRef}
              className={`lp-captcha__picture${phase === 'loading' ? ' lp-captcha__picture--stale' : ''}`}
              aria-label={text('picture')}
              aria-describedby={`${ids}-help`}
              onClick={onPictureClick}
              onKeyDown={onPictureKey}
              onFocus={onPictureFocus}
              data-testid="captcha-picture"
            >
              <img
                src={captcha.base64}
                alt=""
                width={captcha.width}
                height={captcha.height}
                draggable={false}
              />
              {points.map((point, i) => (
                <span
                  // biome-ignore lint/suspicious/noArrayIndexKey: markers are numbered by their order and never reorder
                  key={i}
                  className="lp-captcha__mark"
                  style={{ left: point.x, top: point.y }}
                  aria-hidden="true"
                >
                  {i + 1}
                </span>
              ))}
              <span
                className="lp-captcha__cursor"
                style={{ left: cursor.x, top: cursor.y }}
                aria-hidden="true"
              />
            </button>
          ) : (
            <div className="lp-captcha__placeholder" aria-hidden="true" />
          )}
        </div>
        <p
          className={`lp-captcha__status lp-captcha__status--${statusTone || 'info'}`}
          role="status"
          aria-live="polite"
        >
          {status}
        </p>
        <div className="lp-captcha__actions">
          <button
            type="button"
            className="app-button app-button--ghost"
            onClick={() => setPoints([])}
            disabled={phase !== 'ready' || points.length === 0}
          >
            {text('clear')}
          </button>
          <button
            type="button"
            className={`app-button${phase === 'loadFailed' ? ' app-button--primary' : ''}`}
            onClick={() => {
              setWrong(false);
              load();
            }}
            disabled={phase === 'checking' || phase === 'passed'}
          >
            {phase === 'loadFailed' ? text('retry') : text('refresh')}
          </button>
        </div>
      </div>
    </div>
  );
}
