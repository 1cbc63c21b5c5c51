import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpIntlOffMainThread } from './intl-warm-up';

describe('warmUpIntlOffMainThread', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("starts a module worker and hands it the page's language", () => {
    const started: { url: string; options?: WorkerOptions; posted: unknown[] }[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        readonly posted: unknown[] = [];
        constructor(url: URL | string, options?: WorkerOptions) {
          started.push({ url: String(url), options, posted: this.posted });
        }
        postMessage(message: unknown) {
          this.posted.push(message);
        }
      },
    );
    warmUpIntlOffMainThread('zh-Hant');
    expect(started).toHaveLength(1);
    expect(started[0]?.url).toMatch(/intl-warm-up\.worker/);
    expect(started[0]?.options?.type).toBe('module');
    expect(started[0]?.posted).toEqual(['zh-Hant']);
  });

  it('does nothing in a browser without workers, and survives one that refuses this one', () => {
    vi.stubGlobal('Worker', undefined);
    expect(() => warmUpIntlOffMainThread('en')).not.toThrow();
    vi.stubGlobal(
      'Worker',
      vi.fn(function refusingWorker() {
        throw new DOMException('blocked by policy', 'SecurityError');
      }),
    );
    expect(() => warmUpIntlOffMainThread('en')).not.toThrow();
  });
});
