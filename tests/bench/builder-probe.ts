import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { STATIC_DIR } from '#functions/local/paths.ts';

/**
 * What the builder benchmarks (rows 9-11) and the builder's size-budget test measure in the page.
 *
 * "Ready" (row 9): the builder's toolbar, palette and canvas are on screen with the first modules
 * rendered, a frame has been painted with them, and the main thread then runs a freshly queued
 * task (so a tap would be handled). Concretely, measured from navigation start
 * (performance.timeOrigin): a requestAnimationFrame loop waits until the DOM holds a palette item
 * and a rendered canvas module; the next animation frame (after that paint) posts a
 * MessageChannel task; `__lpbReady` is performance.now() when that task runs. This overstates by
 * at most one frame. Long tasks in the two seconds after ready are counted separately.
 *
 * "Initial JS" (row 11): the same-origin scripts whose download started before the first frame
 * with the builder's modules (`__lpbShown`, the requestAnimationFrame callback before that
 * paint), from the page's resource timing; `__lpbInitialScripts()` lists their URL paths.
 *
 * "Next paint" (row 10): from the input event's timestamp (the key press) to a task posted from
 * the first animation frame after the event was handled, i.e. after the frame showing the change.
 * With `key`, the event is the first of that type for that key: a shortcut's modifier (Alt of
 * Alt+ArrowDown) arrives as a keydown of its own, a round trip of the test driver earlier.
 */
export const PROBE_SCRIPT = `(() => {
  const w = window;
  w.__lpbLongTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__lpbLongTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  const afterPaint = (done) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => done(performance.now());
      channel.port2.postMessage(null);
    });
  const check = () => {
    const palette = document.querySelector('[data-testid="builder"] .lpb-palette__item');
    const module = document.querySelector('.lpb-phone__list > .lpb-module .lpb-module__render');
    if (palette && module) {
      w.__lpbShown = performance.now();
      afterPaint((at) => { w.__lpbReady = at; });
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
  w.__lpbInitialScripts = () =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.initiatorType === 'script' || entry.name.split('?')[0].endsWith('.js'))
      .filter((entry) => entry.startTime <= w.__lpbShown && new URL(entry.name).origin === location.origin)
      .map((entry) => new URL(entry.name).pathname);
  w.__lpbNextPaint = (type, key) => {
    w.__lpbPending = new Promise((resolve) => {
      const listener = (event) => {
        if (key !== undefined && event.key !== key) return;
        removeEventListener(type, listener, { capture: true });
        const start = event.timeStamp;
        afterPaint((at) => resolve(at - start));
      };
      addEventListener(type, listener, { capture: true });
    });
  };
})();`;

declare global {
  interface Window {
    __lpbReady?: number;
    __lpbShown?: number;
    __lpbLongTasks: { start: number; duration: number }[];
    __lpbNextPaint: (type: string, key?: string) => void;
    __lpbInitialScripts: () => string[];
    __lpbPending?: Promise<number>;
  }
}

const brotliSizes = new Map<string, number>();

/** Brotli size (quality 11, as the CDN serves it) of a file of the static build, by its URL path. */
export function brotliSizeOf(urlPath: string): number {
  let size = brotliSizes.get(urlPath);
  if (size === undefined) {
    const bytes = readFileSync(join(STATIC_DIR, decodeURIComponent(urlPath)));
    size = brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }).length;
    brotliSizes.set(urlPath, size);
  }
  return size;
}

/**
 * Module settings forms are their own chunks (src/modules/<type>/Form.tsx → Form.<hash>.js; the
 * rich-text editor → Editor.<hash>.js): none of them belongs to the builder's first load.
 */
export const isEditorChunk = (urlPath: string) => /\/(?:Form|Editor)\.[\w-]+\.js$/.test(urlPath);
