import { PAGE_SCRIPTS, PIXEL_BASE_CODES } from '#modules/runtime-registry.ts';
import { type PixelWindow, pageViewId, trackOn } from '#modules/shared/pixel-base.ts';
import { installTrackingListener } from '#modules/shared/tracking-runtime.ts';
import type { PixelConfig } from './pixels.ts';

/**
 * The published page's only always-on script (no framework), present only when the page needs
 * it: reports clicks on `[data-lp-event]` to the page's pixels, injects the pixels' base codes once
 * the page is interactive, and runs the modules' page scripts (e.g. timers that must run before an
 * island hydrates), all from src/modules/runtime-registry.ts. Its settings come from the `#lp-runtime` JSON data block, never from code.
 */

type Win = Window & PixelWindow;

/** Each pixel's base code (its module's pixel.ts), then the on-load events the pixel modules set. */
function injectPixels(win: Win, config: PixelConfig): void {
  for (const platform of PIXEL_BASE_CODES) {
    const setup = config[platform.key];
    if (setup) platform.install(win, setup.pageView ? { ...setup, viewId: pageViewId(win) } : setup);
  }
  for (const platform of PIXEL_BASE_CODES)
    for (const event of config[platform.key]?.events ?? [])
      trackOn(platform, event.eventType, event.name, win);
}

/** Runs `task` once the page has loaded and the main thread is idle (pixels never delay the page). */
function whenInteractive(task: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(task, { timeout: 3000 })
      : setTimeout(task, 1);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

export function startRuntime(): void {
  const win = window as unknown as Win;
  let config: PixelConfig = {};
  try {
    config = JSON.parse(document.getElementById('lp-runtime')?.textContent ?? '{}') as PixelConfig;
  } catch {
    config = {};
  }
  installTrackingListener(document, win);
  for (const script of PAGE_SCRIPTS) script(document);
  if (Object.keys(config).length > 0) whenInteractive(() => injectPixels(win, config));
}
