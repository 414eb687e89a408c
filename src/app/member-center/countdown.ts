import { useEffect, useState } from 'react';

/** Seconds a "Send code" button waits before it may send again (the server allows one per 60 s). */
export const RESEND_SECONDS = 60;

/** Whole seconds left until `untilMs`, never below 0. */
export function secondsLeft(untilMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((untilMs - nowMs) / 1000));
}

/**
 * A countdown for a "Send code" button: `start()` begins it, `left` is the seconds remaining
 * (0 when the button may be used). Ticks once a second while running.
 */
export function useCountdown(seconds: number = RESEND_SECONDS): { left: number; start: () => void } {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(until, now);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [left]);
  return {
    left,
    start: () => {
      const at = Date.now();
      setNow(at);
      setUntil(at + seconds * 1000);
    },
  };
}
