/** Id of the prerendered notice a page shows when the app's code cannot be loaded (app/load-failure-notice.tsx). */
export const LOAD_FAILURE_ID = 'app-load-failure';

/**
 * The app's code could not be fetched (network gone, a deployment replaced it): marks
 * `<html data-app="failed">`, which shows the notice a prerendered page carries (in its own
 * language) in place of a loading status that would never end, makes its button load the page
 * again, and moves focus to it so a screen reader says so. The plain index.html has no notice.
 */
export function showLoadFailure(doc: Document = document, reload = () => doc.location.reload()): void {
  doc.documentElement.dataset['app'] = 'failed';
  const notice = doc.getElementById(LOAD_FAILURE_ID);
  notice?.querySelector('button')?.addEventListener('click', reload);
  notice?.focus();
}
