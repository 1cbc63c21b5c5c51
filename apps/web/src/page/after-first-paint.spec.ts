import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstContentfulPaint, FIRST_PAINT_WAIT_MS } from './after-first-paint';

/** A stand-in for the browser's PerformanceObserver: the test delivers paint entries itself. */
class FakePaintObserver {
  static supportedEntryTypes = ['paint'];
  static current: FakePaintObserver | undefined;
  disconnected = false;
  constructor(private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
    FakePaintObserver.current = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  deliver(...names: string[]) {
    this.callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) });
  }
}

function settled(promise: Promise<void>): () => boolean {
  let done = false;
  void promise.then(() => (done = true));
  return () => done;
}

describe('afterFirstContentfulPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakePaintObserver.current = undefined;
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits past the first paint for the first contentful one, then stops observing', async () => {
    const isDone = settled(afterFirstContentfulPaint());
    FakePaintObserver.current?.deliver('first-paint');
    await vi.advanceTimersByTimeAsync(0);
    expect(isDone()).toBe(false);

    FakePaintObserver.current?.deliver('first-contentful-paint');
    await vi.advanceTimersByTimeAsync(0);
    expect(isDone()).toBe(true);
    expect(FakePaintObserver.current?.disconnected).toBe(true);
  });

  it('gives up waiting for a paint that does not come (a background tab)', async () => {
    const isDone = settled(afterFirstContentfulPaint());
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_WAIT_MS - 1);
    expect(isDone()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(isDone()).toBe(true);
  });

  it('waits one frame where the browser reports no paints', async () => {
    FakePaintObserver.supportedEntryTypes = [];
    try {
      const isDone = settled(afterFirstContentfulPaint());
      await vi.advanceTimersByTimeAsync(0);
      expect(isDone()).toBe(false);
      await vi.advanceTimersByTimeAsync(50);
      expect(isDone()).toBe(true);
      expect(FakePaintObserver.current).toBeUndefined();
    } finally {
      FakePaintObserver.supportedEntryTypes = ['paint'];
    }
  });
});
