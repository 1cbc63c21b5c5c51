/**
 * Gives the page's history entry the position React Router's browser history keeps in
 * `history.state` (`idx`, 0 on a fresh load), as the router itself would when it is created. Done
 * by the page script before the app's start-up, that write no longer lands in the router's
 * creation, the longest task of the start-up: under Lighthouse (DevTools attached) a history write
 * there cost 5-17 ms more. An entry that already has a position (a reload, back or forward) is left
 * as it is.
 */
export function numberHistoryEntry(history: History = window.history): void {
  try {
    const state: unknown = history.state;
    if (typeof state === 'object' && state !== null && 'idx' in state && state.idx != null) return;
    history.replaceState({ ...(typeof state === 'object' ? state : null), idx: 0 }, '');
  } catch {
    // A browser that refuses the write (too many in a row) leaves it to the router, as before.
  }
}
