// What the main thread's long tasks of one Lighthouse run were doing, read from the run's trace.
// Lighthouse's own `long-tasks` audit names a task by the script it blames, and calls most of them
// "Unattributable": a page's style and layout, or a script's compile, carry no URL. A CI run that
// failed on TBT then said nothing about what to change (2026-12-07: /authorization, three runs at
// 290-327 ms, its longest task "Unattributable 269 ms"). The trace says it: a layout forced inside
// React's commit, a module graph evaluated in one go, a page's first layout after a navigation.

/** The fields of a Chrome trace event that this reads. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { documentLoaderURL?: string; url?: string; functionName?: string } };
}

/** Lighthouse counts a task toward TBT past this long, on its simulated CPU. */
const LONG_TASK_MS = 50;

const SCRIPT = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'RunMicrotasks',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'v8.compile',
  'v8.compileModule',
]);
const STYLE_AND_LAYOUT = new Set(['UpdateLayoutTree', 'Layout']);
const PAINT = new Set(['PrePaint', 'Paint', 'Layerize', 'Commit']);
const PARSE_HTML = new Set(['ParseHTML']);
const GC = new Set(['MinorGC', 'MajorGC']);

const ms = (micros: number) => (micros / 1000).toFixed(1);

/** A script's file name without its origin and folders (`boot-BpL8eBUa.js`), or the document's path. */
function scriptName(url: string): string {
  const path = url.replace(/^https?:\/\/[^/]+/, '');
  return path.startsWith('/assets/') ? path.slice('/assets/'.length) : path;
}

/** Sum of durations of `events` that lie inside [start, end], leaving out any inside another counted one. */
function outermostTotal(events: TraceEvent[], start: number, end: number): number {
  let total = 0;
  let coveredUntil = start;
  for (const event of events) {
    const eventEnd = event.ts + (event.dur ?? 0);
    if (event.ts < start || eventEnd > end || event.ts < coveredUntil) continue;
    total += event.dur ?? 0;
    coveredUntil = eventEnd;
  }
  return total;
}

/**
 * The page's main-thread tasks from its first contentful paint on that Lighthouse counts as long
 * (over 50 ms once scaled by the run's `cpuSlowdown`, its `cpuSlowdownMultiplier`: 4 for mobile),
 * longest first, at most `limit`, each as one line: when it started after navigation, how long it
 * ran on the host and on the simulated CPU, and what it spent that on.
 * Script time names its largest scripts; style and layout that ran inside script were forced by it
 * (a read of a size or a position after a change); time in no recorded event is given when it is a
 * quarter of the task or more. Empty when the trace holds no navigation.
 */
export function blockingTasks(events: readonly TraceEvent[], cpuSlowdown: number, limit = 6): string[] {
  const navigation = events.find(
    (event) => event.name === 'navigationStart' && /^https?:/.test(event.args?.data?.documentLoaderURL ?? ''),
  );
  if (!navigation) return [];
  const { pid, tid } = navigation;
  const paint = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === pid);
  const from = paint?.ts ?? navigation.ts;
  const main = events
    .filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X' && event.ts >= navigation.ts)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks = main
    .filter(
      (event) => event.name === 'RunTask' && event.ts >= from && (event.dur ?? 0) * cpuSlowdown > LONG_TASK_MS * 1000,
    )
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
    .slice(0, limit);
  return tasks.map((task) => {
    const start = task.ts;
    const end = task.ts + (task.dur ?? 0);
    const inside = main.filter((event) => event !== task && event.ts >= start && event.ts + (event.dur ?? 0) <= end);
    const of = (names: Set<string>) => inside.filter((event) => names.has(event.name));
    const script = of(SCRIPT);
    const scriptTotal = outermostTotal(script, start, end);
    const layout = of(STYLE_AND_LAYOUT);
    const forced = layout.filter((event) =>
      script.some((outer) => outer.ts <= event.ts && event.ts + (event.dur ?? 0) <= outer.ts + (outer.dur ?? 0)),
    );
    const layoutTotal = outermostTotal(layout, start, end);
    const forcedTotal = outermostTotal(forced, start, end);
    const byScript = new Map<string, number>();
    for (const event of script) {
      const url = event.args?.data?.url;
      if (url) byScript.set(scriptName(url), (byScript.get(scriptName(url)) ?? 0) + (event.dur ?? 0));
    }
    const named = [...byScript]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 2)
      .map(([name]) => name);
    const others = (
      [
        ['paint', PAINT],
        ['HTML parsing', PARSE_HTML],
        ['garbage collection', GC],
      ] as const
    ).map(([label, names]) => [label, outermostTotal(of(names), start, end)] as const);
    const parts = [
      scriptTotal > 0 ? `script ${ms(scriptTotal)}${named.length ? ` (${named.join(', ')})` : ''}` : '',
      layoutTotal > 0
        ? `style and layout ${ms(layoutTotal)}${forcedTotal > 0 ? `, ${ms(forcedTotal)} of it forced by script` : ''}`
        : '',
      ...others.map(([label, total]) => (total > 0 ? `${label} ${ms(total)}` : '')),
    ].filter(Boolean);
    const duration = task.dur ?? 0;
    // Time in no event the trace records (for one, module linking and the finishing of compiled
    // code): said when it is a quarter of the task or more, so a short list does not mislead.
    const unnamed =
      duration - scriptTotal - (layoutTotal - forcedTotal) - others.reduce((sum, [, total]) => sum + total, 0);
    if (unnamed >= duration / 4) parts.push(`${ms(unnamed)} in nothing the trace names`);
    return `at ${String(Math.round((start - navigation.ts) / 1000))} ms: ${ms(duration)} ms (${(
      (duration * cpuSlowdown) /
      1000
    ).toFixed(0)} simulated): ${parts.join('; ')}`;
  });
}
