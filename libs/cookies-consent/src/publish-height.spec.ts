import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeResizeObserver, type FakeResizeObservers } from '@dungeon/ui-kit/testing';
import { publishHeight } from './publish-height';

const PROPERTY = '--bar-height';

describe('publishHeight', () => {
  let observers: FakeResizeObservers;
  let barHeight: number;
  let heightReads: ReturnType<typeof vi.spyOn>;
  const bar = document.createElement('div');
  const target = document.createElement('div');
  const published = () => target.style.getPropertyValue(PROPERTY);

  // The spy and the fake go by the shared config's restoreMocks and unstubGlobals.
  beforeEach(() => {
    observers = installFakeResizeObserver();
    barHeight = 120;
    heightReads = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(() => barHeight);
  });

  it("reads the bar's height when the browser reports its size, not at mount, where the read would force a layout", () => {
    publishHeight(bar, target, PROPERTY);
    expect(heightReads).not.toHaveBeenCalled();
    observers.report();
    expect(published()).toBe('120px');
  });

  it('follows the bar as it grows, and takes the property back on cleanup', () => {
    const cleanup = publishHeight(bar, target, PROPERTY);
    observers.report();
    barHeight = 197;
    observers.report();
    expect(published()).toBe('197px');
    cleanup();
    expect(published()).toBe('');
    barHeight = 240;
    observers.report();
    expect(published()).toBe('');
  });

  it('publishes at once where there is no ResizeObserver to report', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    publishHeight(bar, target, PROPERTY);
    expect(published()).toBe('120px');
  });
});
