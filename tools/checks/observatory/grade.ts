// The MDN HTTP Observatory's score and grade of a set of test results, from its own score table and
// grade chart (the CLI's scan() does the same, but only for ports 80 and 443).
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from '@mdn/mdn-http-observatory/src/grader/charts.js';
import {
  getGradeForScore,
  getScoreDescription,
  getScoreModifier,
} from '@mdn/mdn-http-observatory/src/grader/grader.js';

/** Every test starts from this score. */
const BASE_SCORE = 100;

/** One Observatory test's verdict, as the scan reports it. */
export interface TestVerdict {
  /** The test's id, such as `content-security-policy`. */
  name: string;
  title: string;
  /** The `Expectation` the site met, null when the test did not run. */
  result: string | null;
  pass: boolean;
}

export interface GradedTest extends TestVerdict {
  /** Points the result adds (a bonus) or takes away (a penalty). */
  scoreModifier: number;
  /** The score table's explanation of the result, as plain text. */
  description: string;
}

export interface ScanGrade {
  tests: GradedTest[];
  testsPassed: number;
  /** Penalties and, when they leave an A, bonuses; never below 0. */
  score: number;
  grade: string;
}

/** The score table's descriptions are HTML fragments for the Observatory's web page. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Scores as the Observatory does: every penalty counts, bonuses only when the score after the
 * penalties is already an A (MINIMUM_SCORE_FOR_EXTRA_CREDIT), so extra credit cannot lift a
 * failing site.
 */
export function gradeScan(verdicts: readonly TestVerdict[]): ScanGrade {
  const tests = verdicts.map((verdict) => ({
    ...verdict,
    scoreModifier: verdict.result ? getScoreModifier(verdict.result) : 0,
    description: verdict.result ? plainText(getScoreDescription(verdict.result)) : '',
  }));
  const modifiers = tests.map((test) => test.scoreModifier);
  const afterPenalties = BASE_SCORE + modifiers.filter((m) => m < 0).reduce((sum, m) => sum + m, 0);
  const bonuses = modifiers.filter((m) => m > 0).reduce((sum, m) => sum + m, 0);
  const { score, grade } = getGradeForScore(
    afterPenalties >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? afterPenalties + bonuses : afterPenalties,
  );
  return { tests, testsPassed: tests.filter((test) => test.pass).length, score, grade };
}
