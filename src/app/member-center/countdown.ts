import { useEffect, useState } from 'react';

/** Seconds a "Send code" button waits before it may send again (the server allows one per 60 s). */
export const RESEND_SECONDS = 60;

/** Whole seconds left until `untilMs`, never below 0. */
export function secondsLeft(untilMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((untilMs - nowMs) / 1000));
}

/**
 * The whole seconds left until `untilMs` (0 when a "Send code" button may be used), ticking once
 * a second while it runs; the moment a countdown starts lives in the screen's store.
 */
export function useSecondsLeft(untilMs: number): number {
  const [, tick] = useState(0);
  // Read at render: a countdown that just started shows its full length at once.
  const left = secondsLeft(untilMs, Date.now());
  useEffect(() => {
    if (left <= 0) return;
    const timer = setInterval(() => tick((n) => n + 1), 250);
    return () => clearInterval(timer);
  }, [left]);
  return left;
}
