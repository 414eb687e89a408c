import { useEffect, useState } from 'react';

/** The current time, updated every `intervalMs` (the greeting follows the clock past 12:00 etc.). */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
