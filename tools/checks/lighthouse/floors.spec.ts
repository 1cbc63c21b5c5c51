import { describe, expect, it } from 'vitest';
import { floorAfter, missesOf, type FloorBudget } from './floors';

const BUDGET: FloorBudget = {
  floor: { mainScore: 90, publicScore: 85, cls: 0.02, tbtMs: 240 },
  slowMemoryFloor: { mainScore: 70, publicScore: 70, cls: 0.02, tbtMs: 1600 },
  yardstick: { bareScore: 98, pointsPerBarePoint: 3, bareTbtMs: 80 },
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
