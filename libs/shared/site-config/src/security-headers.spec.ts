import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './security-headers';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('security headers', () => {
  it('forbid inline script and style, plugins, base hijacking and framing', () => {
    const csp = directives(contentSecurityPolicy({ production: true }));
    for (const name of ['script-src', 'style-src', 'default-src']) {
      expect(csp.get(name)).not.toContain("'unsafe-inline'");
      expect(csp.get(name)).not.toContain("'unsafe-eval'");
    }
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
  });

  it('upgrades requests only in production (local http must keep working)', () => {
    expect(directives(contentSecurityPolicy({ production: false })).has('upgrade-insecure-requests')).toBe(false);
  });

  it('send HSTS, nosniff, referrer policy, COOP, CORP and frame denial', () => {
    const headers = securityHeaders({ production: true });
    expect(headers['Strict-Transport-Security']).toMatch(/max-age=\d{8,}/);
    // A subdomain left on http could set cookies for the site (cookie tossing).
    expect(headers['Strict-Transport-Security']).toMatch(/; includeSubDomains(;|$)/);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(headers['Cross-Origin-Resource-Policy']).toBe('same-origin');
  });

  it('load from and send to this site only, but for the two outside sources the site needs', () => {
    const csp = directives(contentSecurityPolicy({ production: true }));
    const outside = [...csp].flatMap(([name, sources]) =>
      sources.filter((source) => source !== "'self'" && source !== "'none'").map((source) => `${name} ${source}`),
    );
    // The trailer embed, and the captcha's proof-of-work worker (built from a blob).
    expect(outside.sort()).toEqual(['frame-src https://www.youtube-nocookie.com', 'worker-src blob:']);
    // form-action does not fall back to default-src: without it a form could post anywhere.
    expect(csp.get('form-action')).toEqual(["'self'"]);
  });

  it('let run only the inline scripts named by hash, and nothing else inline', () => {
    const hash = 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=';
    const csp = directives(contentSecurityPolicy({ production: true, scriptHashes: [hash] }));
    expect(csp.get('script-src')).toEqual(["'self'", `'${hash}'`]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
  });

  it('refuse anything but a hash source where a hash belongs (no header injection)', () => {
    for (const bad of ["'unsafe-inline'", 'sha256-abc; script-src *', 'https://evil.example', 'sha1-abc=']) {
      expect(() => contentSecurityPolicy({ production: true, scriptHashes: [bad] }), bad).toThrow();
    }
  });
});
