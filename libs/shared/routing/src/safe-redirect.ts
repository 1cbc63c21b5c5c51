/**
 * Accepts a post-login (or post-check) destination only when it is a path on this site.
 * Rejects absolute and protocol-relative URLs, backslash tricks, control characters and
 * anything that is not a plain path, falling back to `fallback` (ASVS 5.1.5, no open redirect).
 */
export function safeRedirectTarget(raw: string | null | undefined, fallback: string): string {
  if (!raw || raw.length > 2048) return fallback;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is rejected
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return fallback;
  const base = 'https://same-site.invalid';
  let parsed: URL;
  try {
    parsed = new URL(raw, base);
  } catch {
    return fallback;
  }
  if (parsed.origin !== base) return fallback;
  const target = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  // Dot segments can collapse into a protocol-relative path: `/.//evil` and `/a/..//evil` are `//evil`.
  return target.startsWith('//') ? fallback : target;
}

/** Path, query and hash of a location, as a redirect target. */
export function locationTarget(location: { pathname: string; search: string; hash: string }): string {
  return `${location.pathname}${location.search}${location.hash}`;
}
