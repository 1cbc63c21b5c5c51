// The parts of @mdn/mdn-http-observatory 1.4.8 the gate imports (the package ships JavaScript with
// JSDoc, no declarations, and no "exports" field, so its src/*.js files are importable by path).

declare module '@mdn/mdn-http-observatory/src/retriever/retriever.js' {
  export interface RetrievedResponse {
    status: number;
    headers: Record<string, string | undefined>;
  }

  /** What the tests read: every response, redirect chain and page text the retriever gathered. */
  export interface Requests {
    hostname: string;
    responses: { auto: RetrievedResponse | null };
  }

  /** Fetches http:// and https:// `hostname` (on the given ports, 80 and 443 if absent), following redirects. */
  export function retrieve(hostname: string, options?: { httpPort?: number; httpsPort?: number }): Promise<Requests>;
}

declare module '@mdn/mdn-http-observatory/src/constants.js' {
  import type { Requests } from '@mdn/mdn-http-observatory/src/retriever/retriever.js';

  /** One test's verdict; its class carries the test's `name` and `title`. */
  export interface TestOutput {
    /** The expectation the result is compared with. */
    expectation: string;
    /** An `Expectation` value, null when the test did not run. */
    result: string | null;
    pass: boolean | null;
  }

  export type ObservatoryTest = (requests: Requests) => TestOutput;

  /** Every scored test, in the order the Observatory reports them. */
  export const ALL_TESTS: ObservatoryTest[];
}

declare module '@mdn/mdn-http-observatory/src/grader/grader.js' {
  /** The grade of a score: rounded down to a multiple of 5 (100 and over is A+), negative counted as 0. */
  export function getGradeForScore(score: number): { score: number; grade: string };
  /** Points an `Expectation` adds or takes away (0 if unknown). */
  export function getScoreModifier(expectation: string): number;
  /** One sentence on what an `Expectation` means for the site. */
  export function getScoreDescription(expectation: string): string;
}

declare module '@mdn/mdn-http-observatory/src/grader/charts.js' {
  /** Bonus points count only when the score without them reaches this. */
  export const MINIMUM_SCORE_FOR_EXTRA_CREDIT: number;
}
