// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatWidgetPageScript } from '#modules/chat-widget/page-script.ts';
import { Render } from '#modules/chat-widget/Render.tsx';
import { type ChatWidgetProps, schema } from '#modules/chat-widget/schema.ts';
import { FILLED } from '../../../helpers/module-samples.ts';

const filled = FILLED['chat-widget'];

let host: HTMLDivElement;
let root: Root;

beforeEach(() => {
  vi.useFakeTimers();
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  window.localStorage.clear();
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.useRealTimers();
});

/** The island as a visitor's browser has it: rendered, with the page runtime's page script. */
const mount = (props: ChatWidgetProps) => {
  act(() => root.render(<Render props={props} mode="published" lang="en" />));
  chatWidgetPageScript(document);
};
const welcome = () => host.querySelector<HTMLElement>('.lp-chat-widget__welcome');
const details = () => host.querySelector<HTMLDetailsElement>('details');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const toggle = (open: boolean) =>
  act(() => {
    const element = details();
    if (!element) throw new Error('no details');
    element.open = open;
    element.dispatchEvent(new Event('toggle'));
  });

describe('chat widget behavior', () => {
  it('shows the welcome message after its delay, closes it and brings it back every cycle', () => {
    mount(
      schema.parse({ ...filled, welcome: { delay: 2, autoClose: true, closeDelay: 3, cycleInterval: 10 } }),
    );
    expect(welcome()?.hidden).toBe(true);
    advance(1999);
    expect(welcome()?.hidden).toBe(true);
    advance(1);
    expect(welcome()?.hidden).toBe(false);
    advance(3000);
    expect(welcome()?.hidden).toBe(true);
    advance(10_000);
    expect(welcome()?.hidden).toBe(false);
  });

  it('closes the opened list after the close delay and hides the badge once opened', () => {
    mount(schema.parse({ ...filled, autoClose: true, closeDelay: 1500, badge: { show: true, text: '2' } }));
    const badge = () => host.querySelector<HTMLElement>('.lp-chat-widget__badge');
    expect(badge()?.hidden).toBe(false);
    toggle(true);
    expect(details()?.open).toBe(true);
    expect(badge()?.hidden).toBe(true);
    advance(1499);
    expect(details()?.open).toBe(true);
    advance(1);
    expect(details()?.open).toBe(false);
  });

  it('gives each visitor one polling account and keeps it', () => {
    const props = schema.parse({
      ...filled,
      polling: { enabled: true, accounts: '+85211111111\n+85222222222' },
    });
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.9);
    mount(props);
    const href = () => host.querySelector('a')?.getAttribute('href');
    expect(href()).toBe('https://wa.me/85222222222');
    act(() => root.unmount());
    random.mockReturnValue(0);
    root = createRoot(host);
    mount(props);
    expect(href()).toBe('https://wa.me/85222222222');
    random.mockRestore();
  });

  it('never brings the welcome message back once the visitor opened and closed the channel list', () => {
    mount(schema.parse({ ...filled, welcome: { delay: 2, autoClose: false } }));
    advance(1000);
    toggle(true);
    toggle(false);
    advance(1500);
    expect(welcome()?.hidden).toBe(true);
    advance(60_000);
    expect(welcome()?.hidden).toBe(true);
    // Also when it was showing: closed by the visitor, it stays closed through every cycle.
    act(() => root.unmount());
    root = createRoot(host);
    mount(
      schema.parse({ ...filled, welcome: { delay: 2, autoClose: true, closeDelay: 3, cycleInterval: 10 } }),
    );
    advance(2000);
    expect(welcome()?.hidden).toBe(false);
    act(() => welcome()?.querySelector('button')?.click());
    // The next cycle would have shown it at 15 s.
    advance(13_500);
    expect(welcome()?.hidden).toBe(true);
    advance(60_000);
    expect(welcome()?.hidden).toBe(true);
  });
});

describe('chat widget page script and island together', () => {
  const props = schema.parse({
    ...filled,
    welcome: { delay: 1, autoClose: true, closeDelay: 2, cycleInterval: 5 },
  });
  const serve = () => {
    act(() => root.unmount());
    host.innerHTML = renderToString(<Render props={props} mode="published" lang="en" />);
    chatWidgetPageScript(document);
  };
  const hydrate = () =>
    act(() => {
      root = hydrateRoot(host, <Render props={props} mode="published" lang="en" />);
    });

  it('keeps the bubble away after hydration when the visitor opened and closed the list before', () => {
    serve();
    advance(1000);
    expect(welcome()?.hidden).toBe(false);
    // Opened and closed before the island started (the static <details> works without it).
    toggle(true);
    expect(welcome()?.hidden).toBe(true);
    toggle(false);
    advance(10_000);
    expect(welcome()?.hidden).toBe(true);
    hydrate();
    // The island's own delay has passed: it does not show the bubble again.
    advance(1500);
    expect(welcome()?.hidden).toBe(true);
    advance(60_000);
    expect(welcome()?.hidden).toBe(true);
  });

  it('keeps showing a bubble the page script showed when the island starts, until the visitor closes it', () => {
    serve();
    advance(1000);
    hydrate();
    expect(welcome()?.hidden).toBe(false);
    act(() => welcome()?.querySelector('button')?.click());
    expect(welcome()?.hidden).toBe(true);
    advance(1500);
    expect(welcome()?.hidden).toBe(true);
    advance(60_000);
    expect(welcome()?.hidden).toBe(true);
  });
});
