import { cookiePreferences, themePreference } from '@dungeon/browser-storage';
import { markPlatform } from '@dungeon/content/platform';
import { languageTagFor, readStoredLanguage, syncLanguageCookie } from '@dungeon/i18n-locales';

/**
 * What must happen before the first paint of any page: the pre-paint script runs it, inline in
 * `<head>` (the CSP allows it by its hash, nothing else inline), on the plain index.html and on
 * every prerendered page.
 * - The remembered theme goes on `<html data-theme>`, or the system one would flash first.
 * - Whether cookie preferences are saved goes on `<html data-consent>`: `pending` shows a
 *   prerendered page's picture of the first-visit dialog, `saved` keeps it hidden (as it stays
 *   where this script never runs: without JavaScript there is nothing to consent to).
 * - The `language` cookie follows local storage, so the next page comes in the right language.
 * - The visitor's desktop platform goes on `<html data-platform>`: /play shows its launcher first.
 * - A page prerendered in another language than the visitor's is marked
 *   `data-prerendered="stale"`: hidden, and rendered afresh by the app.
 */
export function prePaint(html: HTMLElement = document.documentElement, storage: Storage = localStorage): void {
  const theme = themePreference.read();
  if (theme) html.dataset['theme'] = theme;
  html.dataset['consent'] = cookiePreferences.exists() ? 'saved' : 'pending';
  syncLanguageCookie(storage, html.ownerDocument);
  markPlatform(html);
  const prerendered = html.dataset['prerendered'];
  if (prerendered !== undefined && html.lang !== languageTagFor(readStoredLanguage(storage))) {
    html.dataset['prerendered'] = 'stale';
  }
}
