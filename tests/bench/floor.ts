import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LAUNCH_ARGS, VIEWPORTS } from './builder.ts';
import { CdpBrowser } from './cdp-tab.ts';
import { painted, paintProbe } from './overview.ts';
import { type BenchRow, median } from './report.ts';

/**
 * Row 9's floor: what any page costs here before its first paint. A page holding one heading and
 * nothing else (no script, no stylesheet), from a bare node:http server, opened as row 9 opens the
 * builder (the same Chromium and flags, a fresh tab, cold cache, CPU throttled 4x), timed as row 13
 * times its headings (navigation start to the frame painted with it). When this alone takes longer
 * than row 9's 800 ms, no page (let alone an app that must boot) can open within it on this machine.
 */
const FLOOR_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title></head><body><h1>Hello</h1></body></html>';

export async function benchFloor(
  options = { runs: Number(process.env.BENCH_RUNS ?? 5) },
): Promise<BenchRow[]> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(FLOOR_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const browser = await CdpBrowser.launch(LAUNCH_ARGS);
  const figures = { desktop: [] as number[], phone: [] as number[] };
  try {
    const context = await browser.newContext([], [paintProbe('h1')]);
    // Warm-up: the browser's first tabs are not measured.
    await painted(context, url, VIEWPORTS.desktop);
    await painted(context, url, VIEWPORTS.phone);
    for (let run = 0; run < options.runs; run++) {
      figures.desktop.push(await painted(context, url, VIEWPORTS.desktop));
      figures.phone.push(await painted(context, url, VIEWPORTS.phone));
    }
  } finally {
    await browser.close();
    server.close();
  }
  return (['desktop', 'phone'] as const).map((device) => ({
    id: 9,
    metric: `Floor of row 9, ${device === 'desktop' ? 'desktop 1280x800' : 'phone 375x812'}: a page holding one heading (no script, no stylesheet), CPU 4x, cold cache: navigation to the heading painted`,
    unit: 'ms',
    samples: figures[device],
    target: 'below 800 ms, or row 9 cannot be met on this machine',
    pass: median(figures[device]) < 800,
  }));
}
