import { describe, expect, it } from 'vitest';
import { failedTaskReports } from './failed-tasks.mjs';

// The shape of a static-style `nx run-many` log: a task's block when it ends, colours included.
const LOG = [
  '',
  '> nx run news:test',
  '',
  '> vitest --run=true',
  '',
  '\x1b[41m FAIL \x1b[49m src/share.spec.tsx > copies nothing',
  'AssertionError: expected "spy" to not be called',
  '',
  '> nx run api:test',
  '',
  ' Test Files  25 passed (25)',
  '',
  '> nx run ui-kit:lint',
  '',
  'ui-kit/src/a.ts 3:1 error no-console',
  '',
  '\x1b[31m NX \x1b[39m  Running targets lint, test for 3 projects failed',
  '',
  '\x1b[2mFailed tasks:\x1b[22m',
  '',
  '\x1b[2m-\x1b[22m news:test',
  '\x1b[2m-\x1b[22m ui-kit:lint',
  '',
  '  Run duration:      6m 31s',
].join('\n');

/** The report `failedTaskReports` gives for `task` in `log`. */
function reportOf(log: string, task: string, maxLines: number): string | undefined {
  return failedTaskReports(log, maxLines).find((failed) => failed.task === task)?.report;
}

describe('failed task digest', () => {
  it('lists the tasks Nx names as failed, and no others', () => {
    expect(failedTaskReports(LOG, 100).map((failed) => failed.task)).toEqual(['news:test', 'ui-kit:lint']);
    expect(failedTaskReports(LOG.replace(/Failed tasks:[\s\S]*/, ''), 100)).toEqual([]);
  });

  it("gives a failed task's own output, without the colours or the next task's", () => {
    const news = reportOf(LOG, 'news:test', 100);
    expect(news).toContain('AssertionError: expected "spy" to not be called');
    expect(news).not.toContain('\x1b[');
    expect(news).not.toContain('Test Files');
    expect(reportOf(LOG, 'ui-kit:lint', 100)).toMatch(/no-console$/);
  });

  it('starts at the first failure and keeps at most the lines asked for, saying how many it left', () => {
    expect(reportOf(LOG, 'news:test', 1)?.split('\n')).toEqual([
      ' FAIL  src/share.spec.tsx > copies nothing',
      "[1 more lines in the task's output further up]",
    ]);
    expect(reportOf(LOG, 'news:test', 2)?.split('\n')).toEqual([
      ' FAIL  src/share.spec.tsx > copies nothing',
      'AssertionError: expected "spy" to not be called',
    ]);
  });

  it('finds a task run with extra arguments, and nothing for one that never printed', () => {
    expect(reportOf(LOG.replace('> nx run news:test', '> nx run news:test --coverage'), 'news:test', 5)).toContain(
      'AssertionError',
    );
    expect(reportOf(LOG.replace('\x1b[22m ui-kit:lint', '\x1b[22m shop:test'), 'shop:test', 5)).toBe('');
  });
});
