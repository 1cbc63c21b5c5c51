/**
 * Response headers for every page and asset of the site, wherever it is served (the reference
 * back end, `vite preview` in the e2e suite, or a CDN in production), aiming at A+ on the MDN
 * HTTP Observatory. The CSP allows no inline script or style: the build emits only external
 * files, and React sets style through the CSSOM, which CSP does not govern.
 */
export function contentSecurityPolicy({ production }: { production: boolean }): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:'],
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

export function securityHeaders({ production }: { production: boolean }): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy({ production }),
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
