import { describe, expect, it } from 'vitest';
import { blockingTasks, type TraceEvent } from './blocking-tasks';

const PAGE = { pid: 7, tid: 1 };
const NAV_TS = 1_000_000;

/** A complete event on the page's main thread, `at` and `ms` in milliseconds after navigation. */
function span(name: string, at: number, ms: number, data?: TraceEvent['args']): TraceEvent {
  return { name, ph: 'X', ts: NAV_TS + at * 1000, dur: ms * 1000, ...PAGE, ...(data ? { args: data } : {}) };
}

function trace(...events: TraceEvent[]): TraceEvent[] {
  return [
    {
      name: 'navigationStart',
      ph: 'R',
      ts: NAV_TS,
      ...PAGE,
      args: { data: { documentLoaderURL: 'http://127.0.0.1:4317/home' } },
    },
    { name: 'firstContentfulPaint', ph: 'R', ts: NAV_TS + 200_000, ...PAGE },
    ...events,
  ];
}

/** Lighthouse's mobile CPU slowdown (its cpuSlowdownMultiplier). */
const MOBILE = 4;
const tasksOf = (events: TraceEvent[]) => blockingTasks(events, MOBILE);

const script = (at: number, ms: number, file = 'boot-abc.js') =>
  span('FunctionCall', at, ms, { data: { url: `http://127.0.0.1:4317/assets/${file}`, functionName: 'D' } });

describe('blockingTasks', () => {
  it('names the style and layout a script forced inside its task, and the script', () => {
    const lines = tasksOf(
      trace(span('RunTask', 1000, 40), script(1000, 39), span('UpdateLayoutTree', 1010, 9), span('Layout', 1019, 20)),
    );
    expect(lines).toEqual([
      'at 1000 ms: 40.0 ms (160 simulated): script 39.0 (boot-abc.js); style and layout 29.0, 29.0 of it forced by script',
    ]);
  });

  it("tells a rendering task's own layout and paint from forced layout", () => {
    const lines = tasksOf(
      trace(
        span('RunTask', 1100, 55),
        span('UpdateLayoutTree', 1100, 15),
        span('Layout', 1115, 25),
        span('Paint', 1141, 8),
      ),
    );
    expect(lines).toEqual(['at 1100 ms: 55.0 ms (220 simulated): style and layout 40.0; paint 8.0']);
  });

  it('leaves out short tasks, tasks before the first contentful paint and other threads, longest first', () => {
    const lines = tasksOf(
      trace(
        span('RunTask', 100, 80), // before the first paint: not in TBT
        span('RunTask', 500, 12), // 48 ms simulated: not long
        { ...span('RunTask', 600, 90), tid: 2 }, // a worker
        span('RunTask', 700, 20),
        script(700, 20, 'home.route-x.js'),
        span('RunTask', 900, 30),
        span('v8.evaluateModule', 900, 29),
      ),
    );
    expect(lines).toEqual([
      'at 900 ms: 30.0 ms (120 simulated): script 29.0',
      'at 700 ms: 20.0 ms (80 simulated): script 20.0 (home.route-x.js)',
    ]);
  });

  it('counts nested script once, and gives the time no recorded event covers', () => {
    const lines = tasksOf(
      trace(span('RunTask', 1000, 30), span('RunMicrotasks', 1000, 28), script(1001, 25), span('RunTask', 2000, 20)),
    );
    expect(lines).toEqual([
      'at 1000 ms: 30.0 ms (120 simulated): script 28.0 (boot-abc.js)',
      'at 2000 ms: 20.0 ms (80 simulated): 20.0 in nothing the trace names',
    ]);
  });

  it('says how much of a task no recorded event covers, once that is a quarter of it or more', () => {
    const lines = tasksOf(
      trace(span('RunTask', 480, 28), span('v8.evaluateModule', 480, 3), span('RunTask', 600, 24), script(600, 20)),
    );
    expect(lines).toEqual([
      'at 480 ms: 28.0 ms (112 simulated): script 3.0; 25.0 in nothing the trace names',
      'at 600 ms: 24.0 ms (96 simulated): script 20.0 (boot-abc.js)',
    ]);
  });

  it("judges a task long by the run's own slowdown", () => {
    const events = trace(span('RunTask', 700, 20), script(700, 20));
    expect(blockingTasks(events, MOBILE)).toEqual(['at 700 ms: 20.0 ms (80 simulated): script 20.0 (boot-abc.js)']);
    expect(blockingTasks(events, 2)).toEqual([]);
  });

  it('gives nothing for a trace without a navigation', () => {
    expect(tasksOf([span('RunTask', 1000, 40)])).toEqual([]);
  });
});
