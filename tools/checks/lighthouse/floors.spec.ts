import { describe, expect, it } from 'vitest';
import { floorAfter, floorMisses, lenientOf, missesOf, type FloorBudget } from './floors';

const BUDGET: FloorBudget = {
  floor: { mainScore: 90, publicScore: 85, cls: 0.02, tbtMs: 240 },
  slowMemoryFloor: { mainScore: 70, publicScore: 70, cls: 0.02, tbtMs: 1600 },
  yardstick: { bareScore: 98, pointsPerBarePoint: 3, bareTbtMs: 80, bareTbtMsPerPoint: 10 },
  maxLcpOverBareMs: 500,
};

/** The bare page at its best: no lowering, no scaling. */
const BARE_AT_PAR = { score: 98, lcpMs: 1800, tbtMs: 80, cls: 0 };
const ORDINARY_HOST = false;
const SLOW_MEMORY_HOST = true;

describe('floorAfter', () => {
  it('keeps the ordinary floors on an ordinary host with the bare page at par', () => {
    expect(floorAfter(BUDGET, BARE_AT_PAR, ORDINARY_HOST)).toEqual({
      mainScore: 90,
      publicScore: 85,
      cls: 0.02,
      tbtMs: 240,
      lcpMs: 2300,
    });
  });

  it('takes the slow-memory floors on a host where fresh memory is dear', () => {
    expect(floorAfter(BUDGET, BARE_AT_PAR, SLOW_MEMORY_HOST)).toMatchObject({
      mainScore: 70,
      publicScore: 70,
      tbtMs: 1600,
    });
  });

  it("lowers the score floors by three points for each point of the bare page's shortfall, and scales TBT by its excess", () => {
    const floor = floorAfter(BUDGET, { score: 95, lcpMs: 2000, tbtMs: 160, cls: 0 }, ORDINARY_HOST);
    expect(floor).toMatchObject({ mainScore: 81, publicScore: 76, tbtMs: 480, lcpMs: 2500 });
  });

  it("lowers the score floors by a point for each 10 ms of the bare page's TBT over par when its score hardly moves", () => {
    const floor = floorAfter(BUDGET, { score: 98, lcpMs: 1800, tbtMs: 150, cls: 0 }, ORDINARY_HOST);
    expect(floor).toMatchObject({ mainScore: 83, publicScore: 78, tbtMs: 450 });
  });

  it("takes the larger lowering when the bare page's score and TBT both fall short", () => {
    expect(floorAfter(BUDGET, { score: 97, lcpMs: 1800, tbtMs: 200, cls: 0 }, ORDINARY_HOST)).toMatchObject({
      mainScore: 78,
    });
    expect(floorAfter(BUDGET, { score: 94, lcpMs: 1800, tbtMs: 100, cls: 0 }, ORDINARY_HOST)).toMatchObject({
      mainScore: 78,
    });
  });

  it('never relaxes CLS, whatever the machine', () => {
    const floor = floorAfter(BUDGET, { score: 80, lcpMs: 3000, tbtMs: 900, cls: 0.3 }, SLOW_MEMORY_HOST);
    expect(floor.cls).toBe(0.02);
  });
});

describe('missesOf', () => {
  const floor = floorAfter(BUDGET, BARE_AT_PAR, ORDINARY_HOST);

  it('finds nothing to say about a route within every limit', () => {
    expect(missesOf('main', { score: 100, lcpMs: 1400, tbtMs: 40, cls: 0 }, floor)).toEqual([]);
  });

  it('holds a main route to the main score and a public one to the public score', () => {
    const figures = { score: 88, lcpMs: 1400, tbtMs: 40, cls: 0 };
    expect(missesOf('main', figures, floor)).toEqual(['performance 88 < 90']);
    expect(missesOf('public', figures, floor)).toEqual([]);
  });

  it("fails a page whose first paint trails the bare page's by more than the margin", () => {
    expect(missesOf('public', { score: 99, lcpMs: 2400, tbtMs: 40, cls: 0 }, floor)).toEqual([
      "LCP 2.40 s > 2.30 s (the bare page's and a margin)",
    ]);
  });

  it('names every limit a route misses', () => {
    expect(missesOf('main', { score: 60, lcpMs: 3100, tbtMs: 900, cls: 0.05 }, floor)).toHaveLength(4);
  });
});

describe('floorMisses', () => {
  const floor = floorAfter(BUDGET, BARE_AT_PAR, ORDINARY_HOST);
  const run = (score: number, tbtMs: number) => ({ score, lcpMs: 1400, tbtMs, cls: 0 });

  it('holds a main route to its median score, whatever its best run', () => {
    expect(floorMisses('main', [run(85, 100), run(88, 120), run(99, 40)], floor)).toEqual(['performance 88 < 90']);
  });

  it("passes a main route's TBT when one run clears it: a busy moment spoils some runs, a collapse every one", () => {
    expect(floorMisses('main', [run(95, 254), run(95, 258), run(94, 279), run(99, 140), run(100, 83)], floor)).toEqual(
      [],
    );
    expect(floorMisses('main', [run(95, 254), run(95, 258), run(94, 279)], floor)).toEqual(['TBT 254 ms > 240 ms']);
  });

  it('holds each extra run of a main route to the floor the bare page run before it set', () => {
    // 2026-11-28: /news/all read 90, 82, 84, 84 and 95 against a floor of 85 set minutes before.
    const runs = [run(90, 100), run(82, 100), run(84, 100), run(84, 100), run(95, 100)];
    const at85 = { ...floor, mainScore: 85 };
    expect(floorMisses('main', runs, at85)).toEqual(['performance 84 < 85']);
    // The bare page read the machine busier before the fourth and fifth runs: 84 clears its 83.
    const busier = { ...floor, mainScore: 83 };
    expect(floorMisses('main', runs, [at85, at85, at85, busier, busier])).toEqual([]);
    // A collapse misses whatever the retries' floors: most runs stay under their own.
    expect(
      floorMisses(
        'main',
        [run(70, 100), run(72, 100), run(71, 100), run(75, 100), run(74, 100)],
        [at85, at85, at85, busier, busier],
      ),
    ).toEqual(['performance under its own floor in most runs (70/85 72/85 71/85 75/83 74/83)']);
  });

  it("judges a main route's TBT by the run with most room under its own floor", () => {
    const busier = floorAfter(BUDGET, { ...BARE_AT_PAR, tbtMs: 160 }, ORDINARY_HOST);
    const runs = [run(95, 300), run(95, 310), run(95, 290), run(95, 400)];
    expect(floorMisses('main', runs, floor)).toEqual(['TBT 290 ms > 240 ms']);
    expect(floorMisses('main', runs, [floor, floor, floor, busier])).toEqual([]);
  });

  it("fails a public route only when every run misses, with the last run's misses", () => {
    expect(floorMisses('public', [run(80, 300), run(99, 60)], floor)).toEqual([]);
    expect(floorMisses('public', [run(80, 100), run(84, 300)], floor)).toEqual([
      'performance 84 < 85',
      'TBT 300 ms > 240 ms',
    ]);
  });

  it('holds each retry of a public route to its own floor, the one the bare page run before it set', () => {
    const busier = floorAfter(BUDGET, { ...BARE_AT_PAR, tbtMs: 160 }, ORDINARY_HOST);
    const runs = [run(90, 367), run(86, 410)];
    expect(floorMisses('public', runs, floor)).toEqual(['TBT 410 ms > 240 ms']);
    expect(floorMisses('public', runs, [floor, busier])).toEqual([]);
    // Each run is held to the floor at its own place in the list, the last run's misses reported.
    expect(floorMisses('public', [run(90, 367), run(90, 500), run(90, 470)], [floor, busier, busier])).toEqual([]);
    expect(floorMisses('public', [run(90, 367), run(90, 500), run(90, 490)], [floor, floor, busier])).toEqual([
      'TBT 490 ms > 480 ms',
    ]);
    // A list that does not match the runs is the runner's mistake, not a verdict.
    expect(() => floorMisses('public', runs, [floor])).toThrow(/1 floors for 2 runs/);
  });

  it('judges a single run as it is', () => {
    expect(floorMisses('main', [run(99, 241)], floor)).toEqual(['TBT 241 ms > 240 ms']);
    expect(floorMisses('public', [run(84, 40)], floor)).toEqual(['performance 84 < 85']);
  });
});

describe('lenientOf', () => {
  it('takes the lower scores and the higher TBT, LCP and CLS of two floors', () => {
    const ordinary = floorAfter(BUDGET, BARE_AT_PAR, ORDINARY_HOST);
    const busy = floorAfter(BUDGET, { score: 95, lcpMs: 2100, tbtMs: 160, cls: 0 }, ORDINARY_HOST);
    const quiet = floorAfter(BUDGET, { score: 100, lcpMs: 1500, tbtMs: 40, cls: 0 }, ORDINARY_HOST);
    expect(lenientOf(ordinary, busy)).toEqual(busy);
    expect(lenientOf(ordinary, quiet)).toEqual(ordinary);
    expect(lenientOf(quiet, ordinary)).toEqual(lenientOf(ordinary, quiet));
  });
});
