import { afterEach, describe, expect, it, vi } from 'vitest';
import { PURCHASE_ATTEMPTS_KEY, purchaseAttempts } from './purchase-attempts';

const APP = 2710;
const EDITION = '271001';
const STONES = '2710000000000000500';

afterEach(() => {
  vi.restoreAllMocks();
  purchaseAttempts.finish(APP, EDITION);
  purchaseAttempts.finish(APP, STONES);
  sessionStorage.clear();
});

describe('purchaseAttempts: the Idempotency-Key of a purchase in progress', () => {
  it('gives every try of one purchase the same key, and the next purchase of it a new one', () => {
    const first = purchaseAttempts.keyFor(APP, EDITION);
    expect(purchaseAttempts.keyFor(APP, EDITION)).toBe(first);
    purchaseAttempts.finish(APP, EDITION);
    expect(purchaseAttempts.keyFor(APP, EDITION)).not.toBe(first);
  });

  it('keeps a key per product: an unfinished purchase does not lend its key to another product', () => {
    const edition = purchaseAttempts.keyFor(APP, EDITION);
    const stones = purchaseAttempts.keyFor(APP, STONES);
    expect(stones).not.toBe(edition);
    purchaseAttempts.finish(APP, STONES);
    expect(purchaseAttempts.keyFor(APP, EDITION)).toBe(edition);
  });

  it('keeps the key in the tab’s session storage, so a reload during payment sends it again', async () => {
    const key = purchaseAttempts.keyFor(APP, EDITION);
    vi.resetModules();
    const reloaded = await import('./purchase-attempts');
    expect(reloaded.purchaseAttempts.keyFor(APP, EDITION)).toBe(key);
    expect(sessionStorage.getItem(PURCHASE_ATTEMPTS_KEY)).toContain(key);
  });

  it('still gives a retry the same key where storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const key = purchaseAttempts.keyFor(APP, STONES);
    expect(purchaseAttempts.keyFor(APP, STONES)).toBe(key);
  });

  it('starts afresh from a stored record that is not its own shape', () => {
    for (const stored of ['[1,2]', 'not json', '{"2710/271001":42}']) {
      sessionStorage.setItem(PURCHASE_ATTEMPTS_KEY, stored);
      const key = purchaseAttempts.keyFor(APP, EDITION);
      expect(key, stored).toMatch(/^[0-9a-f-]{36}$/);
      purchaseAttempts.finish(APP, EDITION);
    }
  });
});
