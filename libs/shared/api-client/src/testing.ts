// Test-only helpers for the specs of the libraries that define endpoints (never imported by
// production code).
import { vi } from 'vitest';

/**
 * Stands in for the server behind `fetch` (restore it with `vi.unstubAllGlobals()`): answers each
 * "METHOD /path" of `answers` (the path without the API base, no query string) with its body as
 * JSON, or with what a function there makes of the request; anything else 404 `defaultError_12`.
 * Returns how many times each was called, to tell which calls a change made (the stub itself is
 * `vi.mocked(fetch)`, for a spec that reads the requests).
 */
export function fakeApi(answers: Record<string, unknown>): Record<string, number> {
  const calls: Record<string, number> = {};
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      const request = input instanceof Request ? input : new Request(input, init);
      const key = `${request.method} ${new URL(request.url).pathname.replace(/^\/api(?=\/)/, '')}`;
      calls[key] = (calls[key] ?? 0) + 1;
      const answer = answers[key];
      if (answer === undefined) return Promise.resolve(Response.json({ error: 'defaultError_12' }, { status: 404 }));
      if (typeof answer === 'function')
        return Promise.resolve((answer as (request: Request) => Response | Promise<Response>)(request));
      return Promise.resolve(Response.json(answer));
    }),
  );
  return calls;
}
