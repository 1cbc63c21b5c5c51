import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RELEASE_RELOAD_GUARD_MS, reloadIntoNewRelease } from './route-error';

const CHROMIUM = new TypeError('Failed to fetch dynamically imported module: https://x.example/assets/shop-Ab12.js');
const SAFARI = new TypeError('Importing a module script failed.');
const NOW = 1_800_000_000_000;

describe('reloadIntoNewRelease (a chunk a new release replaced)', () => {
  let serverAnswers: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    window.history.replaceState({ idx: 3, key: 'k1' }, '');
    serverAnswers = vi.fn(() => Promise.resolve(new Response(null, { status: 200 })));
    vi.stubGlobal('fetch', serverAnswers);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('loads the page again once when a module could not be fetched and the server answers', async () => {
    const reload = vi.fn();
    expect(await reloadIntoNewRelease(CHROMIUM, reload, NOW)).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    expect(serverAnswers).toHaveBeenCalledWith(window.location.href, { method: 'HEAD', cache: 'no-store' });
    // The router's own state is kept beside the mark.
    expect(window.history.state).toEqual({ idx: 3, key: 'k1', releaseReloadAt: NOW });
    expect(await reloadIntoNewRelease(SAFARI, reload, NOW + RELEASE_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
    // Long after, a later release may have replaced it again.
    expect(await reloadIntoNewRelease(SAFARI, reload, NOW + RELEASE_RELOAD_GUARD_MS)).toBe(true);
  });

  it('stays on the error page offline, or when the server does not answer the page', async () => {
    const reload = vi.fn();
    serverAnswers.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await reloadIntoNewRelease(CHROMIUM, reload, NOW)).toBe(false);
    serverAnswers.mockResolvedValueOnce(new Response(null, { status: 503 }));
    expect(await reloadIntoNewRelease(CHROMIUM, reload, NOW)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(window.history.state).toEqual({ idx: 3, key: 'k1' });
  });

  it('leaves any other error to the error page, without asking the server', async () => {
    const reload = vi.fn();
    expect(await reloadIntoNewRelease(new TypeError("Cannot read properties of undefined (reading 'x')"), reload)).toBe(
      false,
    );
    expect(serverAnswers).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });
});
