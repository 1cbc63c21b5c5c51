// What fails the Lighthouse gate, worked out from `lighthouse` in tools/checks/budgets/budgets.json
// once the machine has been read: how dear its fresh memory is (../host-memory.ts) and how the bare
// page of the same stack scored in the same run.

export interface Limits {
  mainScore: number;
  publicScore: number;
  cls: number;
  /** Optional: TBT scales with the machine's load more than any other figure. */
  tbtMs?: number;
  /** The LCP a route may reach: the bare page's median LCP plus `maxLcpOverBareMs`. */
  lcpMs?: number;
}

/** One route's figures (a run, or the medians of several). */
export interface Figures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export interface FloorBudget {
  floor: Limits;
  /** The floors on a slow-memory host (../host-memory.ts). */
  slowMemoryFloor: Limits;
  yardstick: { bareScore: number; pointsPerBarePoint: number; bareTbtMs: number };
  /** How far a route's LCP may trail the bare page's, on any host. */
  maxLcpOverBareMs: number;
}

/**
 * The floor in force:
 * - the host's own set: `slowMemoryFloor` where fresh memory is dear, else `floor`;
 * - each point the bare page's median falls short of `bareScore` (a busy machine) lowers both score
 *   floors by `pointsPerBarePoint`, since the site does several times the bare page's script work
 *   and loses points faster;
 * - the bare page's TBT over `bareTbtMs` scales the TBT floor in proportion;
 * - LCP may trail the bare page's by `maxLcpOverBareMs`: a page that is painted before its script
 *   runs stays ahead of one that is not, on any machine.
 * CLS is never relaxed.
 */
export function floorAfter(budget: FloorBudget, bare: Figures, slowMemoryHost: boolean): Limits {
  const base = slowMemoryHost ? budget.slowMemoryFloor : budget.floor;
  const { bareScore, pointsPerBarePoint, bareTbtMs } = budget.yardstick;
  const lower = Math.max(0, bareScore - bare.score) * pointsPerBarePoint;
  return {
    ...base,
    mainScore: base.mainScore - lower,
    publicScore: base.publicScore - lower,
    ...(base.tbtMs === undefined ? {} : { tbtMs: Math.round(base.tbtMs * Math.max(1, bare.tbtMs / bareTbtMs)) }),
    lcpMs: Math.round(bare.lcpMs + budget.maxLcpOverBareMs),
  };
}

/** What a main or public route's figures miss of `limits`, in words; empty when they hold. */
export function missesOf(gate: 'main' | 'public', figures: Figures, limits: Limits): string[] {
  const { score, tbtMs, cls, lcpMs } = figures;
  const minimum = gate === 'main' ? limits.mainScore : limits.publicScore;
  return [
    ...(score < minimum ? [`performance ${String(score)} < ${String(minimum)}`] : []),
    ...(cls > limits.cls ? [`CLS ${cls.toFixed(3)} > ${String(limits.cls)}`] : []),
    ...(limits.tbtMs !== undefined && tbtMs > limits.tbtMs
      ? [`TBT ${tbtMs.toFixed(0)} ms > ${String(limits.tbtMs)} ms`]
      : []),
    ...(limits.lcpMs !== undefined && lcpMs > limits.lcpMs
      ? [`LCP ${(lcpMs / 1000).toFixed(2)} s > ${(limits.lcpMs / 1000).toFixed(2)} s (the bare page's and a margin)`]
      : []),
  ];
}
