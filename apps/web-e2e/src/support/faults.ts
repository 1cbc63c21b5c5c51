import { expect, type Page, type Route } from '@playwright/test';
import { escapeRegExp } from './catalogues';
import type { PageProblems } from './fixtures';

/** The ways a call to the server fails (issue 10), in the order the fault journeys walk them. */
export const FAULTS = ['HTTP 500', 'timeout', 'malformed JSON', 'network down'] as const;
export type Fault = (typeof FAULTS)[number];

/** libs/shared/api-client/src/base-api.ts `REQUEST_TIMEOUT_MS`: the app gives up on a call after it. */
const REQUEST_TIMEOUT_MS = 15_000;
/** libs/support/src/upload.ts `UPLOAD_TIMEOUT_MS`: the same for the support forms' uploads (XMLHttpRequest). */
const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * The catalogue key the app shows for each fault (`errorKeyOf`, libs/shared/api-client/src/error-keys.ts):
 * the server's own key in a 500's body, otherwise the key for what went wrong.
 */
export const FAULT_ERROR_KEYS: Record<Fault, string> = {
  'HTTP 500': 'defaultError_5',
  timeout: 'defaultError_13',
  'malformed JSON': 'defaultError_11',
  'network down': 'client.connection',
};

/**
 * Answers a route with a fault:
 * - HTTP 500 as the reference back end answers an unexpected failure (apps/api/src/app.ts);
 * - a timeout by never answering (the page gives up: `FaultyCall.failed` runs its timer out);
 * - malformed JSON as a cut-off body with a success status;
 * - network down as Chromium fails every request of an offline machine (`context.setOffline`
 *   gives the same ERR_INTERNET_DISCONNECTED), but for this call only, so the page itself stays up.
 */
async function answerWith(route: Route, fault: Fault): Promise<void> {
  if (fault === 'HTTP 500')
    return route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"defaultError_5"}' });
  if (fault === 'malformed JSON')
    return route.fulfill({ status: 200, contentType: 'application/json', body: '{"error": "defaultEr' });
  if (fault === 'network down') return route.abort('internetdisconnected');
  // A timeout: left unanswered, the request hangs until the page aborts it.
  return Promise.resolve();
}

/** Chromium's console lines for a failed resource, which carry no address to match on. */
const FAILED_RESOURCE =
  /^console: Failed to load resource: (the server responded with a status of 500|net::ERR_INTERNET_DISCONNECTED)/;

/**
 * Installs the page's fake clock (so a 15 s timeout passes at once) and a record of the
 * XMLHttpRequests in flight (whose timeout is the browser's own, not a timer the clock controls).
 * Call it before the first `goto`.
 */
export async function prepareForFaults(page: Page): Promise<void> {
  await page.clock.install();
  await page.addInitScript(() => {
    window.XMLHttpRequest = class extends XMLHttpRequest {
      override send(body?: Document | XMLHttpRequestBodyInit | null): void {
        (window as unknown as { lastUpload: XMLHttpRequest }).lastUpload = this;
        super.send(body);
      }
    };
  });
}

export interface FaultyCall {
  /**
   * Waits until the next call was failed (so a retry that sends nothing fails the test); after a
   * timeout, it has then run the app's own timer out.
   */
  failed(): Promise<void>;
  /** How many calls went on to the server once the faults were used up. */
  passed(): number;
}

/**
 * Fails the calls matching `call` (and `method`) with each of FAULTS, one per call, in that order;
 * later calls go on to the server. Only the failed requests' own errors are allowed in `problems`. `upload`
 * marks a call sent with XMLHttpRequest (the support forms), whose timeout is shortened instead.
 */
export async function failCalls(
  page: Page,
  problems: PageProblems,
  call: RegExp | ((url: URL) => boolean),
  { method, upload = false }: { method?: string; upload?: boolean } = {},
): Promise<FaultyCall> {
  const waiting = [...FAULTS];
  const served: Fault[] = [];
  let passed = 0;
  if (!problems.allow.includes(FAILED_RESOURCE)) problems.allow.push(FAILED_RESOURCE);
  await page.route(call, async (route) => {
    const request = route.request();
    if (method && request.method() !== method) return route.fallback();
    const fault = waiting.shift();
    if (!fault) {
      passed += 1;
      return route.fallback();
    }
    problems.allow.push(new RegExp(`^(HTTP 500|request failed): ${escapeRegExp(request.url())}( |$)`));
    served.push(fault);
    return answerWith(route, fault);
  });
  let seen = 0;
  return {
    async failed() {
      seen += 1;
      const count = seen;
      await expect
        .poll(() => served.length, { message: `call ${String(count)} to be sent and failed` })
        .toBeGreaterThanOrEqual(count);
      if (served[count - 1] !== 'timeout') return;
      if (!upload) {
        // The request is in flight, so its timer is set: the app gives up when the clock passes it.
        await page.clock.fastForward(REQUEST_TIMEOUT_MS + 1_000);
        return;
      }
      // XMLHttpRequest's timeout is the browser's own: proven to be the app's value, then shortened
      // to what has already passed, so the browser's own timeout fires now.
      const timeout = await page.evaluate(() => {
        const upload = (window as unknown as { lastUpload: XMLHttpRequest }).lastUpload;
        const set = upload.timeout;
        upload.timeout = 1;
        return set;
      });
      expect(timeout).toBe(UPLOAD_TIMEOUT_MS);
    },
    passed: () => passed,
  };
}
