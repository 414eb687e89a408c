/**
 * Runs `run` once the browser is idle after the next frame has been painted (at the latest
 * `timeout` ms after it): code the first view does not need (dragging, the page setup panel)
 * loads then, off the way of opening the page (BENCHMARKS rows 9 and 11). Answers its cancel.
 */
export function whenIdle(run: () => void, timeout = 1000): () => void {
  let cancel: () => void = () => undefined;
  const frame = requestAnimationFrame(() => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(run, { timeout });
      cancel = () => cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(run, 200);
      cancel = () => clearTimeout(handle);
    }
  });
  return () => {
    cancelAnimationFrame(frame);
    cancel();
  };
}
