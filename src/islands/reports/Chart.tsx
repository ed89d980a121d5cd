import { useEffect, useRef, useState } from 'react';
import 'uplot/dist/uPlot.min.css';

export interface Series {
  label: string;
  values: (number | null)[];
  /** A colour with at least 3:1 contrast on white (the lines are graphics, WCAG 1.4.11). */
  color: string;
}

/**
 * A line chart drawn by uPlot, loaded when the chart is first shown (the reports screen's start-up
 * JavaScript stays small). The numbers are always in the table beside it, so the chart itself is
 * hidden from screen readers and named by `label` for everyone else.
 */
export function Chart({ label, labels, series }: { label: string; labels: string[]; series: Series[] }) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element || labels.length === 0) return;
    let plot: { destroy(): void; setSize(size: { width: number; height: number }): void } | undefined;
    let cancelled = false;
    let observer: ResizeObserver | undefined;
    import('uplot')
      .then(({ default: UPlot }) => {
        if (cancelled) return;
        const width = Math.max(element.clientWidth, 280);
        plot = new UPlot(
          {
            width,
            height: 240,
            scales: { x: { time: false } },
            axes: [
              { values: (_u: unknown, ticks: number[]) => ticks.map((t) => labels[Math.round(t)] ?? ''), stroke: '#334155' },
              { stroke: '#334155' },
            ],
            series: [{}, ...series.map((s) => ({ label: s.label, stroke: s.color, width: 2, points: { show: labels.length < 40 } }))],
            legend: { show: true },
          },
          [labels.map((_, i) => i), ...series.map((s) => s.values)],
          element,
        );
        observer = new ResizeObserver(() => plot?.setSize({ width: Math.max(element.clientWidth, 280), height: 240 }));
        observer.observe(element);
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      observer?.disconnect();
      plot?.destroy();
    };
  }, [labels, series]);

  if (failed) return <p className="text-sm text-slate-600">The chart could not be loaded; the table below has the same numbers.</p>;
  return (
    <figure className="m-0">
      <div ref={box} aria-hidden="true" className="min-h-[240px] w-full" data-testid="chart" />
      <figcaption className="mt-1 text-sm text-slate-600">{label} (the numbers are in the table below)</figcaption>
    </figure>
  );
}
