export interface SecurityHeaderOptions {
  production: boolean;
  /**
   * CSP hash sources (`sha256-<base64>`) of the inline scripts the site's HTML carries: the
   * pre-paint script, which must run before the first paint without a round trip of its own.
   * The server reads them off the built index.html; nothing else inline may run.
   */
  scriptHashes?: readonly string[];
}

const HASH_SOURCE = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/;

/**
 * Response headers for every page and asset of the site, wherever it is served (the reference
 * back end, or a CDN in production), aiming at A+ on the MDN HTTP Observatory. The CSP allows no
 * inline style and no inline script but the ones named by hash (`scriptHashes`); React sets
 * style through the CSSOM, which CSP does not govern.
 */
export function contentSecurityPolicy({ production, scriptHashes = [] }: SecurityHeaderOptions): string {
  for (const hash of scriptHashes) {
    if (!HASH_SOURCE.test(hash)) throw new Error(`Not a CSP hash source: ${hash}`);
  }
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
    'style-src': ["'self'"],
    'img-src': ["'self'"],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'media-src': ["'self'"],
    'frame-src': ['https://www.youtube-nocookie.com'],
    // The captcha's proof-of-work runs in a worker built from a blob.
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  };
  const policy = Object.entries(directives).map(([name, sources]) => `${name} ${sources.join(' ')}`);
  if (production) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    // Browsers ignore HSTS over plain http, so sending it locally is harmless and keeps one code path.
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': 'geolocation=(self), camera=(), microphone=(), payment=(), usb=()',
  };
}
