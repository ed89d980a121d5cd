// Small helpers the benchmark scripts share.
import { performance } from 'node:perf_hooks';

/** Median and p90 of a list of milliseconds, formatted. */
export function summary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { n: sorted.length, median: at(0.5), p90: at(0.9), max: sorted.at(-1) };
}

export const ms = (value) => `${value.toFixed(1)} ms`;

/** Runs `fn` `times` times, one after another, and returns each run's milliseconds. */
export async function timeEach(times, fn) {
  const out = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await fn(i);
    out.push(performance.now() - start);
  }
  return out;
}
