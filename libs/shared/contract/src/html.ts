/**
 * `text` safe inside HTML text and a double- or single-quoted attribute: `& < > " '` as numeric
 * references. The build writes titles and descriptions into prerendered pages with it, and a host
 * that fills a page's `<head>` (the reference back end's article previews) writes the same way.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${String(character.charCodeAt(0))};`);
}
