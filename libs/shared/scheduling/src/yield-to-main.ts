/**
 * Lets the browser handle input and paint before the next step of start-up, so the start-up runs
 * as several short tasks instead of one long one (Lighthouse's Total Blocking Time counts every
 * task over 50 ms). `scheduler.yield()` where the browser has it: the rest of the start-up then
 * goes ahead of other queued tasks.
 */
export function yieldToMain(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}
