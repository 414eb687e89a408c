import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
// uPlot's own stylesheet (1.5 KB) comes with this screen's chunk like its other styles: imported
// on its own with import(), Astro inlined it into the shell and deleted the file Vite's preload
// still asked for (a 404 and an uncaught "Unable to preload CSS" on every chart).
import 'uplot/dist/uPlot.min.css';
import { $dark } from '#app/stores/dark.ts';
import type { InsightsData } from '#core/contracts/insights.ts';

type Props = {
  readonly data: InsightsData;
  /** Series names, in the screen's language. */
  readonly names: { readonly views: string; readonly visitors: string; readonly clicks: string };
  readonly label: string;
};

/**
 * Visits, unique visitors and clicks over the range, drawn by uPlot (a maintained canvas chart
 * library, ~20 KB brotli) loaded only when this screen shows a chart; the same figures are in the
 * table beside it for screen readers and copying.
 */
export function TimeSeriesChart({ data, names, label }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const dark = useStore($dark);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `dark` redraws the chart in the theme's colours (read from CSS variables).
  useEffect(() => {
    let chart: uPlot | undefined;
    let observer: ResizeObserver | undefined;
    let live = true;
    void import('uplot').then(({ default: UPlot }) => {
      const element = box.current;
      if (!live || !element) return;
      const style = getComputedStyle(element);
      const ink = style.getPropertyValue('--text-muted').trim() || '#556073';
      const grid = style.getPropertyValue('--border').trim() || '#e0e4ec';
      const labels = data.series.map((point) => point.label);
      const hourly = data.range === 'today';
      const axis = { stroke: ink, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
      const line = (name: string, stroke: string) => ({
        label: name,
        stroke,
        width: 2,
        points: { show: labels.length <= 31 },
      });
      chart = new UPlot(
        {
          width: Math.max(280, element.clientWidth),
          height: 220,
          legend: { show: true },
          cursor: { points: { show: true } },
          scales: { x: { time: false } },
          axes: [
            {
              ...axis,
              values: (_self, ticks) => ticks.map((tick) => labels[tick]?.replace(/^\d{4}-/, '') ?? ''),
            },
            { ...axis, size: 40 },
          ],
          // Hours have no unique visitors (counted per day): today shows visits and clicks.
          series: [
            { label: '', value: (_self, index) => labels[index] ?? '' },
            line(names.views, '#2563eb'),
            ...(hourly ? [] : [line(names.visitors, '#059669')]),
            line(names.clicks, '#d97706'),
          ],
        },
        [
          labels.map((_, index) => index),
          data.series.map((point) => point.views),
          ...(hourly ? [] : [data.series.map((point) => point.visitors)]),
          data.series.map((point) => point.clicks),
        ],
        element,
      );
      observer = new ResizeObserver(() =>
        chart?.setSize({ width: Math.max(280, element.clientWidth), height: 220 }),
      );
      observer.observe(element);
    });
    return () => {
      live = false;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [data, names, dark]);

  return <div ref={box} className="in-chart" role="img" aria-label={label} data-testid="insights-chart" />;
}
