// How dear fresh memory is on this machine, read by the gates whose figures it moves (the
// Lighthouse gate and the codec benchmark), so each can judge by the set of limits made for it.
import { spawnSync } from 'node:child_process';
import { median } from './stats';

const PAGE_BYTES = 4096;
const PROBE_BYTES = 64 * 1024 * 1024;

/**
 * Over this many microseconds for the first write to a fresh page, a host is a slow-memory host.
 * An ordinary machine, virtual or not, pays well under 1 us; the two-core CI machine of 2026-11-26
 * (a virtual machine that hands freed pages back to its host) paid 13-21 us.
 */
export const SLOW_MEMORY_PAGE_MICROS = 4;

// Run in a fresh process, so the pages are new to it: the fill makes the kernel supply each one.
const PROBE = `
const buffer = Buffer.allocUnsafeSlow(${String(PROBE_BYTES)});
const started = process.hrtime.bigint();
buffer.fill(1);
process.stdout.write(String(Number(process.hrtime.bigint() - started)));
`;

/**
 * Microseconds the first write to a fresh 4 KiB page of memory takes here, the median of three
 * fresh processes; NaN when the probe could not run. Every new renderer process, every heap that
 * grows and every large string (a big-number codec's rewritten text) pays it per page.
 */
export function freshPageMicros(): number {
  const readings: number[] = [];
  for (let run = 0; run < 3; run += 1) {
    const { stdout, status } = spawnSync(process.execPath, ['-e', PROBE], { encoding: 'utf8' });
    const nanoseconds = Number(stdout);
    if (status === 0 && nanoseconds > 0) readings.push(nanoseconds / 1000 / (PROBE_BYTES / PAGE_BYTES));
  }
  return median(readings);
}

/** False when the reading is missing (NaN): the ordinary limits apply. */
export function isSlowMemoryHost(pageMicros: number): boolean {
  return pageMicros > SLOW_MEMORY_PAGE_MICROS;
}

/** One line for a gate's output: the reading and which limits it chose. */
export function hostMemoryLine(pageMicros: number, slowLimits: string): string {
  const verdict = isSlowMemoryHost(pageMicros)
    ? `over ${String(SLOW_MEMORY_PAGE_MICROS)} us: ${slowLimits}`
    : `${String(SLOW_MEMORY_PAGE_MICROS)} us or less: the ordinary limits`;
  return `host memory: first write to a fresh 4 KiB page ${pageMicros.toFixed(1)} us (${verdict})`;
}
