import {
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { whenIdle } from '#app/builder/idle.ts';
import type { ModuleSlot } from '#app/builder/store.ts';
import { HeightCache, OVERSCAN_PX, offsetsOf, WINDOW_FROM, windowRange } from '#app/builder/virtual.ts';

export type CanvasWindow = {
  /** First rendered module (index in the page). */
  readonly start: number;
  /** One past the last rendered module. */
  readonly end: number;
  /** Space standing for the modules above and below the window (px). */
  readonly padTop: number;
  readonly padBottom: number;
  /**
   * The module holding the keyboard focus when it is outside the window: it stays rendered (just
   * before or after the window, its height taken out of that side's padding), so the focus never
   * falls back to the document while the member scrolls away and back.
   */
  readonly kept: { readonly index: number; readonly side: 'before' | 'after' } | null;
  /** While a drag runs the window stays put (SortableJS owns the DOM order until it ends). */
  readonly setDragging: (dragging: boolean) => void;
};

type View = { top: number; bottom: number };

/** The id of the canvas module holding `target` (its body or one of its tools), if any. */
const moduleOf = (target: EventTarget | null) =>
  target instanceof Element ? (target.closest<HTMLElement>('.lpb-module')?.dataset.moduleId ?? null) : null;

const sameOffsets = (a: Float64Array, b: Float64Array) =>
  a.length === b.length && a.every((value, i) => Math.abs(value - (b[i] as number)) < 0.5);

/**
 * The nearest ancestor that scrolls vertically (the desktop canvas pane), or null for the page.
 * It reads computed styles up the tree: looked up once, and again only on resize (the layout
 * switches between pane and page at a breakpoint).
 */
function scrollParent(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return null;
}

/**
 * The part of the viewport the scroller shows ([top, bottom) in viewport px). When the page
 * itself scrolls (phones), the sticky header and builder toolbar cover its top.
 */
function clipOf(scroller: HTMLElement | null): View {
  if (scroller) {
    const rect = scroller.getBoundingClientRect();
    return { top: Math.max(0, rect.top), bottom: Math.min(window.innerHeight, rect.bottom) };
  }
  const toolbar = document.querySelector('.lpb-toolbar')?.getBoundingClientRect();
  return { top: Math.max(0, toolbar?.bottom ?? 0), bottom: window.innerHeight };
}

/**
 * The canvas's window of modules (see virtual.ts): tracks the visible span of the list on scroll
 * and resize, measures rendered modules (on render and when they resize), and brings the
 * selected module into view when it is off screen (selection from the problem list, a new module,
 * a keyboard move). Pages shorter than WINDOW_FROM render every module.
 */
export function useCanvasWindow(
  list: RefObject<HTMLOListElement | null>,
  modules: readonly ModuleSlot[],
  selectedId: string | null,
): CanvasWindow {
  const windowed = modules.length >= WINDOW_FROM;
  const heights = useRef(new HeightCache()).current;
  const view = useRef<View>({ top: 0, bottom: typeof window === 'undefined' ? 1000 : window.innerHeight });
  const rendered = useRef({ start: 0, end: 0 });
  const dragging = useRef(false);
  const reveal = useRef<string | null>(null);
  /** undefined until looked up; null when the page itself scrolls. */
  const scroller = useRef<HTMLElement | null | undefined>(undefined);
  const lastOffsets = useRef<Float64Array | null>(null);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const [measured, remeasured] = useReducer((n: number) => n + 1, 0);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  // The first frame holds only the modules in view: each rendered module is checked and rendered
  // before that paint, and the margin above and below (OVERSCAN_PX) is rendered once the browser
  // is idle after it (BENCHMARKS row 9: about half the modules of a long page's first frame).
  const [overscan, setOverscan] = useState(0);
  const overscanRef = useRef(overscan);
  overscanRef.current = overscan;
  useEffect(() => (windowed ? whenIdle(() => setOverscan(OVERSCAN_PX)) : undefined), [windowed]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `measured` is the heights cache's version.
  const offsets = useMemo(
    () => (windowed ? offsetsOf(modules.map((instance) => heights.get(instance.id, instance.type))) : null),
    [modules, windowed, heights, measured],
  );
  const offsetsRef = useRef(offsets);
  offsetsRef.current = offsets;

  const range = offsets
    ? windowRange(offsets, view.current.top, view.current.bottom, overscan)
    : { start: 0, end: modules.length };
  rendered.current = range;

  /** Reads where the list is in view; re-renders when that changes the window. */
  const update = useCallback(() => {
    const element = list.current;
    const current = offsetsRef.current;
    if (!element || !current || dragging.current) return;
    scroller.current ??= scrollParent(element);
    const rect = element.getBoundingClientRect();
    const clip = clipOf(scroller.current);
    view.current = { top: clip.top - rect.top, bottom: clip.bottom - rect.top };
    const next = windowRange(current, view.current.top, view.current.bottom, overscanRef.current);
    if (next.start !== rendered.current.start || next.end !== rendered.current.end) rerender();
  }, [list]);

  /** Brings the module to reveal into view when it is entirely off screen. */
  const revealPending = useCallback(() => {
    const id = reveal.current;
    const element = list.current;
    if (!id || !element) return;
    scroller.current ??= scrollParent(element);
    const index = modules.findIndex((instance) => instance.id === id);
    // A module kept rendered for its focus sits outside its place: it does not count as rendered.
    const inWindow = index >= rendered.current.start && index < rendered.current.end;
    const item = inWindow
      ? element.querySelector<HTMLElement>(`:scope > [data-module-id="${CSS.escape(id)}"]`)
      : null;
    const clip = clipOf(scroller.current);
    if (item || !windowed) {
      reveal.current = null;
      if (!item) return;
      const rect = item.getBoundingClientRect();
      if (rect.bottom <= clip.top || rect.top >= clip.bottom) item.scrollIntoView({ block: 'nearest' });
      return;
    }
    // Not rendered: scroll to where it will be, then the new window renders it (revealed again then).
    const current = offsetsRef.current;
    if (index < 0 || !current) {
      reveal.current = null;
      return;
    }
    const delta = element.getBoundingClientRect().top + (current[index] as number) - clip.top - 16;
    if (scroller.current) scroller.current.scrollTop += delta;
    else window.scrollBy(0, delta);
    update();
  }, [list, modules, update, windowed]);

  // Measure modules rendered for the first time before the frame is painted: a height differing
  // from the estimate moves the padding and maybe the window. Modules measured before are not
  // read again here (that forced a layout of every rendered module on every key press): a height
  // that changes later (an edit, an image) reaches the ResizeObserver below.
  useLayoutEffect(() => {
    const element = list.current;
    if (!element || !windowed || dragging.current) return;
    let changed = false;
    for (const child of element.children) {
      const item = child as HTMLElement;
      const { moduleId, moduleType } = item.dataset;
      if (
        moduleId &&
        moduleType &&
        !heights.has(moduleId) &&
        heights.set(moduleId, moduleType, item.offsetHeight)
      )
        changed = true;
    }
    if (changed) remeasured();
    else if (offsets !== lastOffsets.current) {
      // The window depends only on the offsets and the scroll position (followed by its listener).
      const same =
        lastOffsets.current !== null && offsets !== null && sameOffsets(lastOffsets.current, offsets);
      lastOffsets.current = offsets;
      if (!same) update();
    }
  });

  // The module holding the focus (its body or one of its tools), followed through focus events.
  useEffect(() => {
    const element = list.current;
    if (!element || !windowed) return;
    // Set when a module takes the focus, cleared when something outside the canvas list takes it.
    // A module moved in the DOM (a keyboard move) blurs for a moment and takes the focus back:
    // no focusout is followed, so that costs no render. Not while a drag runs: the DOM must not
    // change under SortableJS (setDragging catches up after).
    const onFocusIn = (event: FocusEvent) => {
      if (dragging.current) return;
      const target = event.target instanceof Node && element.contains(event.target) ? event.target : null;
      setFocusedId(moduleOf(target));
    };
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [list, windowed]);

  // The selected module (also after a keyboard move) comes into view when it is off screen.
  const selectedIndex =
    selectedId === null ? -1 : modules.findIndex((instance) => instance.id === selectedId);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the selection or its place changes.
  useLayoutEffect(() => {
    if (selectedId === null || selectedIndex < 0) return;
    reveal.current = selectedId;
    revealPending();
  }, [selectedId, selectedIndex]);
  useLayoutEffect(() => {
    if (reveal.current) revealPending();
  });

  // Scrolling (the page or the canvas pane) and resizing move the window; modules that change
  // height after rendering (images, fonts) are measured again.
  useEffect(() => {
    if (!windowed) return;
    let frame = 0;
    const schedule = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        update();
      });
    };
    const onResize = () => {
      scroller.current = undefined;
      schedule();
    };
    const observer = new ResizeObserver((entries) => {
      let changed = false;
      for (const entry of entries) {
        const item = entry.target as HTMLElement;
        const { moduleId, moduleType } = item.dataset;
        if (!item.isConnected || !moduleId || !moduleType || dragging.current) continue;
        if (heights.set(moduleId, moduleType, item.offsetHeight)) changed = true;
      }
      if (changed) remeasured();
    });
    const observed = new Set<Element>();
    const observe = () => {
      const element = list.current;
      if (!element) return;
      const now = new Set(element.children);
      for (const item of observed)
        if (!now.has(item)) {
          observer.unobserve(item);
          observed.delete(item);
        }
      for (const item of now)
        if (!observed.has(item)) {
          observer.observe(item);
          observed.add(item);
        }
    };
    const mutations = new MutationObserver(observe);
    if (list.current) mutations.observe(list.current, { childList: true });
    observe();
    window.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', onResize);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      mutations.disconnect();
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', onResize);
    };
  }, [windowed, list, heights, update]);

  const total = offsets ? (offsets[offsets.length - 1] as number) : 0;
  let padTop = offsets ? (offsets[range.start] as number) : 0;
  let padBottom = offsets ? total - (offsets[range.end] as number) : 0;
  const focusedIndex =
    focusedId === null || !offsets ? -1 : modules.findIndex((instance) => instance.id === focusedId);
  let kept: CanvasWindow['kept'] = null;
  if (offsets && focusedIndex >= 0 && (focusedIndex < range.start || focusedIndex >= range.end)) {
    const height = (offsets[focusedIndex + 1] as number) - (offsets[focusedIndex] as number);
    kept = { index: focusedIndex, side: focusedIndex < range.start ? 'before' : 'after' };
    if (kept.side === 'before') padTop = Math.max(0, padTop - height);
    else padBottom = Math.max(0, padBottom - height);
  }
  return {
    start: range.start,
    end: range.end,
    padTop,
    padBottom,
    kept,
    setDragging: useCallback(
      (value: boolean) => {
        dragging.current = value;
        if (value) return;
        const element = list.current;
        const active = document.activeElement;
        setFocusedId(element && active && element.contains(active) ? moduleOf(active) : null);
        update();
      },
      [update, list],
    ),
  };
}
