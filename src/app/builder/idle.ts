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

/** How soon a task queued by `nextTask` runs among the page's others. */
export type TaskPriority = 'user-visible' | 'background';

/** The Prioritized Task Scheduling API, where the browser has it (Chromium, Firefox). */
type TaskScheduler = {
  postTask(callback: () => void, options: { priority: TaskPriority; signal: AbortSignal }): Promise<void>;
};
const taskScheduler = (globalThis as { scheduler?: Partial<TaskScheduler> }).scheduler;

/**
 * Runs `next` in a new task of `priority` where the browser has a task scheduler: at
 * 'background', input, rendering and every other task come first (a check of 1,000 modules never
 * holds back a frame). Elsewhere a plain new task. Answers its cancel.
 */
export function nextTask(next: () => void, priority: TaskPriority = 'user-visible'): () => void {
  if (typeof taskScheduler?.postTask === 'function') {
    const controller = new AbortController();
    taskScheduler.postTask(next, { priority, signal: controller.signal }).catch(() => undefined);
    return () => controller.abort();
  }
  const channel = new MessageChannel();
  let live = true;
  channel.port1.onmessage = () => {
    channel.port1.close();
    if (live) next();
  };
  channel.port2.postMessage(null);
  return () => {
    live = false;
    channel.port1.close();
  };
}

const waiting: Record<TaskPriority, Set<() => void>> = { 'user-visible': new Set(), background: new Set() };
/** Whether an animation frame callback is asked for what waits. */
let asked = false;

/** Runs, in one task per priority, what waited for the frame just painted. */
function painted(): void {
  asked = false;
  for (const priority of ['user-visible', 'background'] as const) {
    const runs = [...waiting[priority]];
    waiting[priority].clear();
    if (runs.length > 0)
      nextTask(() => {
        for (const run of runs)
          try {
            run();
          } catch (error) {
            // One failing never keeps the others from running; the error is still reported.
            queueMicrotask(() => {
              throw error;
            });
          }
      }, priority);
  }
}

/**
 * Runs `next` after the next frame has been painted (in a task queued from requestAnimationFrame):
 * work a key press does not need to show its change (checks, the canvas's copy of an edited
 * module) waits for the frame that shows it (BENCHMARKS row 10). Everything queued for one frame
 * shares one animation frame callback and one task per priority, so what it updates renders
 * once. Answers its cancel.
 */
export function afterPaint(next: () => void, priority: TaskPriority = 'user-visible'): () => void {
  let live = true;
  const run = () => {
    if (live) next();
  };
  waiting[priority].add(run);
  if (!asked) {
    asked = true;
    requestAnimationFrame(painted);
  }
  return () => {
    live = false;
    waiting[priority].delete(run);
  };
}
