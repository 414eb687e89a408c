import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import type { CDPSession } from '@playwright/test';

/**
 * A Chromium driven over the bare DevTools protocol, for the rows that time an app's boot (9, 13
 * and row 9's floor): the tab runs only what a visitor's browser runs.
 *
 * Not Playwright, because Playwright enables the protocol's Runtime domain on every page it
 * drives (and so does `chromium.connectOverCDP`, which attaches to every tab of the browser the
 * same way). With the Runtime domain on, V8 re-parses functions to collect their source positions
 * (`V8.CollectSourcePositions`, extra `V8.ParseFunction`s under module evaluation): 150-200 ms of
 * main-thread CPU in session 12's traces of the overview, 0.6-0.8 s at 4x, which no visitor's
 * browser spends and the home page (no script) does not pay. Here the tab's session enables only
 * Page (without it `Page.addScriptToEvaluateOnNewDocument` never answers), the probe is an init
 * script, and its figure is read by polling `Runtime.evaluate`, which needs no domain enabled.
 *
 * The browser is spoken to over `--remote-debugging-pipe` (messages separated by NUL bytes, as
 * Playwright does): no port to pick, nothing else can answer in its place.
 */

/** The protocol's typed `send`, as Playwright declares it (method names, parameters and results). */
export type Send = CDPSession['send'];

/** Viewport and device of a tab: Playwright's context options, as rows 9 and 13 spell them. */
export type Device = {
  readonly viewport: { readonly width: number; readonly height: number };
  readonly isMobile?: boolean;
  readonly hasTouch?: boolean;
  readonly deviceScaleFactor?: number;
};

/** A browser context of a CdpBrowser, with the scripts its tabs run at document start. */
export type CdpContext = {
  readonly browser: CdpBrowser;
  readonly id: string;
  readonly scripts: readonly string[];
};

/** A tab attached as a flattened session; closing it closes the tab. */
export type CdpTab = { readonly send: Send; close(): Promise<void> };

/** A cookie as `Storage.setCookies` (and Playwright's `addCookies`) takes it: `url`, or `domain` and `path`. */
export type CdpCookie = {
  readonly name: string;
  readonly value: string;
  readonly url?: string;
  readonly domain?: string;
  readonly path?: string;
  readonly httpOnly?: boolean;
  readonly sameSite?: 'Strict' | 'Lax' | 'None';
};

const PLATFORM_ARGS = [
  '--headless',
  '--hide-scrollbars',
  '--mute-audio',
  // A tab opened behind another (the measured tab is always in front) is not throttled.
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--remote-debugging-pipe',
];

type Pending = { resolve: (result: unknown) => void; reject: (error: Error) => void };

export class CdpBrowser {
  private lastId = 0;
  private readonly pending = new Map<number, Pending>();
  private readonly child: ChildProcess;
  private readonly input: Writable;
  private readonly profile: string;

  private constructor(child: ChildProcess, input: Writable, profile: string) {
    this.child = child;
    this.input = input;
    this.profile = profile;
    let buffered = '';
    (child.stdio[4] as Readable).on('data', (chunk: Buffer) => {
      const parts = (buffered + chunk.toString('utf8')).split('\0');
      buffered = parts.pop() ?? '';
      for (const part of parts) this.receive(JSON.parse(part));
    });
    child.once('exit', () => {
      for (const { reject } of this.pending.values()) reject(new Error('Chromium exited'));
      this.pending.clear();
    });
  }

  /** Chromium (CHROMIUM_PATH, else /usr/bin/chromium) with `args` and a throwaway profile. */
  static async launch(args: readonly string[]): Promise<CdpBrowser> {
    const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
    if (!existsSync(path)) throw new Error(`No Chromium at ${path} (set CHROMIUM_PATH)`);
    const profile = await mkdtemp(join(tmpdir(), 'lp-bench-chromium-'));
    const child = spawn(path, [...args, ...PLATFORM_ARGS, `--user-data-dir=${profile}`, 'about:blank'], {
      // The protocol's pipe: Chromium reads commands on fd 3 and writes answers and events on fd 4.
      stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
    });
    const browser = new CdpBrowser(child, child.stdio[3] as Writable, profile);
    await browser.send('Browser.getVersion');
    return browser;
  }

  private receive(message: { id?: number; result?: unknown; error?: { message: string } }): void {
    // Events carry no id: nothing here listens to any.
    const call = message.id === undefined ? undefined : this.pending.get(message.id);
    if (!call || message.id === undefined) return;
    this.pending.delete(message.id);
    if (message.error) call.reject(new Error(message.error.message));
    else call.resolve(message.result);
  }

  private call(method: string, params: object | undefined, sessionId?: string): Promise<unknown> {
    const id = ++this.lastId;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.input.write(`${JSON.stringify({ id, method, params: params ?? {}, sessionId })}\0`);
    });
  }

  /** A command to the browser itself. */
  readonly send = ((method: string, params?: object) => this.call(method, params)) as Send;

  /** A browser context of its own (cookies and storage) holding `cookies`, whose tabs run `scripts` at document start. */
  async newContext(cookies: readonly CdpCookie[], scripts: readonly string[]): Promise<CdpContext> {
    const { browserContextId } = await this.send('Target.createBrowserContext', {});
    if (cookies.length > 0)
      await this.send('Storage.setCookies', { browserContextId, cookies: [...cookies] });
    return { browser: this, id: browserContextId, scripts };
  }

  /** A blank tab in `context` with `device`'s viewport, its session attached. */
  async newTab(context: CdpContext, device: Device): Promise<CdpTab> {
    const { targetId } = await this.send('Target.createTarget', {
      url: 'about:blank',
      browserContextId: context.id,
    });
    const { sessionId } = await this.send('Target.attachToTarget', { targetId, flatten: true });
    const send = ((method: string, params?: object) => this.call(method, params, sessionId)) as Send;
    const { viewport, isMobile = false, hasTouch = false, deviceScaleFactor = 1 } = device;
    await send('Emulation.setDeviceMetricsOverride', { ...viewport, deviceScaleFactor, mobile: isMobile });
    if (hasTouch) await send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
    // As Playwright does: the tab counts as focused although no window of a headless browser is.
    await send('Emulation.setFocusEmulationEnabled', { enabled: true });
    return {
      send,
      close: async () => {
        await this.send('Target.closeTarget', { targetId });
      },
    };
  }

  async close(): Promise<void> {
    const exited = new Promise((resolve) =>
      this.child.exitCode !== null ? resolve(null) : this.child.once('exit', resolve),
    );
    await this.send('Browser.close').catch(() => this.child.kill());
    await exited;
    await rm(this.profile, { recursive: true, force: true });
  }
}

/**
 * Opens `url` in a fresh tab of `context`, cold cache, the CPU slowed `cpuThrottling` times, the
 * context's scripts run at document start; answers once the navigation is sent.
 */
export async function openTab(
  context: CdpContext,
  device: Device,
  url: string,
  cpuThrottling: number,
): Promise<CdpTab> {
  const tab = await context.browser.newTab(context, device);
  await tab.send('Network.enable');
  await tab.send('Network.setCacheDisabled', { cacheDisabled: true });
  await tab.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottling });
  await tab.send('Page.enable');
  for (const source of context.scripts) await tab.send('Page.addScriptToEvaluateOnNewDocument', { source });
  await tab.send('Page.navigate', { url });
  return tab;
}

/** The cookies of `context` now (the app rotates the refresh cookie on every open). */
export async function contextCookies(context: CdpContext) {
  return (await context.browser.send('Storage.getCookies', { browserContextId: context.id })).cookies;
}

/** The value of `expression` in the tab's page (returned by value); throws what the page threw. */
export async function evaluate(send: Send, expression: string): Promise<unknown> {
  const { result, exceptionDetails } = await send('Runtime.evaluate', { expression, returnByValue: true });
  if (exceptionDetails)
    throw new Error(`${expression}: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
  return result.value;
}

/**
 * Waits until `expression` (evaluated in the page's main world) is a number, and answers it.
 *
 * Polled with `Runtime.evaluate` of one expression (1-2 ms of the page's main thread each), not
 * with Playwright's `page.waitForFunction`: that one first injects Playwright's own script into
 * the page, whose compile and run (34-237 ms of main-thread CPU at 4x in five traces of the
 * overview, 80-990 ms of wall time under load) landed in the middle of the measured boot. The
 * figure itself is read in the page (the probe's performance.now()), so the polling interval adds
 * nothing to it.
 */
export async function waitForPageNumber(
  send: Send,
  expression: string,
  { timeout = 120_000, interval = 100 } = {},
): Promise<number> {
  const deadline = Date.now() + timeout;
  let last: unknown;
  for (;;) {
    // A poll that lands while the document is replaced finds no context: the next one will.
    last = await evaluate(send, expression).catch((error: unknown) => error);
    if (typeof last === 'number') return last;
    if (Date.now() > deadline)
      throw new Error(`${expression} was not a number after ${timeout} ms (${String(last)})`);
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}
