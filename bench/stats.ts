/** Percentiles, figure formatting and the machine line every benchmark prints. */
import os from 'node:os';
import type { BenchEngine } from './engine.js';

export interface BenchResult {
  engine: BenchEngine;
  name: string;
  figure: string;
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * p) - 1))] ?? 0;

export function summarize(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted[sorted.length - 1] ?? 0,
  };
}

export const ms = (n: number) => `${n.toFixed(1)} ms`;
export const count = (n: number) => Math.round(n).toLocaleString('en-US');

/** p50/p95/max of `runs` sequential calls, after one warm-up call. */
export async function timeCalls(runs: number, work: (i: number) => Promise<unknown>) {
  await work(-1);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work(i);
    times.push(performance.now() - started);
  }
  const t = summarize(times);
  return `p50 ${ms(t.p50)}, p95 ${ms(t.p95)}, max ${ms(t.max)}`;
}

/**
 * Times the service and the plain SQL of each case in turn (alternating, so both see the machine at the same
 * moment) and returns the table row: cases, service p50/p95, plain p50/p95, and the ratio of the p95s.
 */
export async function serviceBesidePlain<C>(
  label: string,
  cases: C[],
  service: (c: C) => Promise<unknown>,
  plain: (c: C) => Promise<unknown>,
) {
  const once = async (work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    return performance.now() - started;
  };
  const serviceTimes: number[] = [];
  const plainTimes: number[] = [];
  for (const c of cases) {
    serviceTimes.push(await once(() => service(c)));
    plainTimes.push(await once(() => plain(c)));
  }
  const s = summarize(serviceTimes);
  const h = summarize(plainTimes);
  return `| ${label} | ${cases.length} | p50 ${ms(s.p50)}, **p95 ${ms(s.p95)}** | p50 ${ms(h.p50)}, p95 ${ms(h.p95)} | ${(s.p95 / h.p95).toFixed(2)} |`;
}

export function machineLine() {
  const cpus = os.cpus();
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  return `Machine: ${cpus.length} × ${cpus[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${load}`;
}

export function printTable(results: BenchResult[]) {
  console.log('| engine | benchmark | figure |');
  console.log('|---|---|---|');
  for (const r of results) console.log(`| ${r.engine} | ${r.name} | ${r.figure} |`);
}
