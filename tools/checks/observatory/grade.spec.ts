import { describe, expect, it } from 'vitest';
import { gradeScan, type TestVerdict } from './grade';

/** A passing verdict for test `name` with the Observatory's `result`. */
function passed(name: string, result: string): TestVerdict {
  return { name, title: name, result, pass: true };
}

function failed(name: string, result: string): TestVerdict {
  return { name, title: name, result, pass: false };
}

/** Ten neutral results (modifier 0), one per Observatory test. */
const NEUTRAL: TestVerdict[] = [
  passed('content-security-policy', 'csp-implemented-with-unsafe-inline-in-style-src-only'),
  passed('cookies', 'cookies-not-found'),
  passed('cross-origin-resource-sharing', 'cross-origin-resource-sharing-not-implemented'),
  passed('redirection', 'redirection-to-https'),
  passed('referrer-policy', 'referrer-policy-not-implemented'),
  passed('strict-transport-security', 'hsts-implemented-max-age-at-least-six-months'),
  passed('subresource-integrity', 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin'),
  passed('x-content-type-options', 'x-content-type-options-nosniff'),
  passed('x-frame-options', 'x-frame-options-sameorigin-or-deny'),
  passed('cross-origin-resource-policy', 'corp-not-implemented'),
];

function replaced(verdicts: TestVerdict[], verdict: TestVerdict): TestVerdict[] {
  return verdicts.map((v) => (v.name === verdict.name ? verdict : v));
}

describe('gradeScan', () => {
  it('gives 100 and A+ when every result is neutral', () => {
    expect(gradeScan(NEUTRAL)).toMatchObject({ score: 100, grade: 'A+', testsPassed: 10 });
  });

  it("reads each result's modifier and plain-text description from the Observatory's score table", () => {
    const { tests } = gradeScan([
      passed('content-security-policy', 'csp-implemented-with-no-unsafe-default-src-none'),
      failed('strict-transport-security', 'hsts-not-implemented'),
    ]);
    expect(tests.map((test) => test.scoreModifier)).toEqual([10, -20]);
    expect(tests[1]?.description).toBe('Strict-Transport-Security header not implemented.');
  });

  it('adds bonuses on top of a score that stays an A after its penalties', () => {
    const verdicts = replaced(
      replaced(NEUTRAL, passed('cross-origin-resource-policy', 'corp-implemented-with-same-origin')),
      passed('referrer-policy', 'referrer-policy-unsafe'),
    );
    // 100 - 5 = 95 is an A, so the +10 counts: 105.
    expect(gradeScan(verdicts)).toMatchObject({ score: 105, grade: 'A+' });
  });

  it('drops the bonuses when the penalties leave less than an A', () => {
    const verdicts = replaced(
      replaced(NEUTRAL, passed('cross-origin-resource-policy', 'corp-implemented-with-same-origin')),
      failed('strict-transport-security', 'hsts-not-implemented'),
    );
    // 100 - 20 = 80 (B+): the +10 would make 90, an A, but extra credit needs an A first.
    expect(gradeScan(verdicts)).toMatchObject({ score: 80, grade: 'B+', testsPassed: 9 });
  });

  it('rounds the grade down to its band and never scores below 0', () => {
    const oneOff = replaced(NEUTRAL, failed('x-content-type-options', 'x-content-type-options-not-implemented'));
    expect(gradeScan(oneOff)).toMatchObject({ score: 95, grade: 'A' });
    const everythingWrong = [
      failed('content-security-policy', 'csp-not-implemented'),
      failed('cookies', 'cookies-session-without-secure-flag'),
      failed('cross-origin-resource-sharing', 'cross-origin-resource-sharing-implemented-with-universal-access'),
    ];
    expect(gradeScan(everythingWrong)).toMatchObject({ score: 0, grade: 'F' });
  });

  it('counts a test that did not run as neither penalty nor pass', () => {
    const notRun = replaced(NEUTRAL, { name: 'cookies', title: 'Cookies', result: null, pass: false });
    expect(gradeScan(notRun)).toMatchObject({ score: 100, testsPassed: 9 });
  });
});
