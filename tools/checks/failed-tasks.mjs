// Nx prints a task's output when the task ends, so a failed test's report can stand thousands of
// lines above the end of the log, and CI keeps only the end. This finds each failed task's own
// output again, so that `npm test` can repeat it last.
import { stripVTControlCharacters } from 'node:util';

/** The tasks Nx lists under "Failed tasks:" at the end of a run, as `project:target`. */
function failedTasks(lines) {
  const heading = lines.findLastIndex((line) => line.trim() === 'Failed tasks:');
  if (heading < 0) return [];
  const tasks = [];
  for (const line of lines.slice(heading + 1)) {
    const task = /^\s*-\s+(\S+:\S+)\s*$/.exec(line)?.[1];
    if (task) tasks.push(task);
    else if (tasks.length > 0 && line.trim() !== '') break;
  }
  return tasks;
}

/**
 * What `task` printed (from its `> nx run` heading to the next task's heading or Nx's closing
 * summary), from its first report of a failure (`FAIL`, `Error`, `error`) on, at most `maxLines`
 * lines: the first failures explain the later ones. Empty when the log has no such heading.
 */
function reportOf(lines, task, maxLines) {
  const start = lines.findLastIndex((line) => line === `> nx run ${task}` || line.startsWith(`> nx run ${task} `));
  if (start < 0) return '';
  let end = lines.findIndex(
    (line, index) => index > start && (line.startsWith('> nx run ') || line.startsWith(' NX ')),
  );
  if (end < 0) end = lines.length;
  const block = lines.slice(start, end);
  while (block.length > 0 && block.at(-1).trim() === '') block.pop();
  const from = Math.max(
    block.findIndex((line) => /\b(FAIL|Error|error)\b/.test(line)),
    0,
  );
  const shown = block.slice(from, from + maxLines);
  const left = block.length - from - shown.length;
  if (left > 0) shown.push(`[${String(left)} more lines in the task's output further up]`);
  return shown.join('\n');
}

/** Each task a static-style Nx log lists as failed, with its report (`reportOf`), colours removed. */
export function failedTaskReports(log, maxLines) {
  const lines = stripVTControlCharacters(log).split('\n');
  return failedTasks(lines).map((task) => ({ task, report: reportOf(lines, task, maxLines) }));
}
