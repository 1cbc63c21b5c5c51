import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Reveal, REVEAL_ROOT_MARGIN, REVEAL_THRESHOLD } from './reveal';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

/** A controllable IntersectionObserver: the test decides when the section crosses the threshold. */
class FakeObserver {
  static last: FakeObserver | null = null;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: Callback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(intersectionRatio: number) {
    act(() => {
      this.callback([{ isIntersecting: intersectionRatio > 0, intersectionRatio }]);
    });
  }
}

function reducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
  }));
}

/** jsdom lays nothing out; put every element below the fold, or on screen. */
function placeElements(top: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);
}

function renderSection() {
  render(
    <Reveal>
      <section aria-label="Features">Six classes</section>
    </Reveal>,
  );
  return screen.getByRole('region', { name: 'Features' }).parentElement as HTMLElement;
}

beforeEach(() => {
  FakeObserver.last = null;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  reducedMotion(false);
  placeElements(window.innerHeight + 200);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Reveal (SPEC §9 scroll-in animation)', () => {
  it('hides a section below the fold and shows it once 35% of it is visible, with 80px of top margin', () => {
    const wrapper = renderSection();
    expect(wrapper).toHaveAttribute('data-reveal', 'hidden');
    expect(FakeObserver.last?.options).toEqual({ threshold: REVEAL_THRESHOLD, rootMargin: REVEAL_ROOT_MARGIN });
    expect(REVEAL_THRESHOLD).toBe(0.35);
    expect(REVEAL_ROOT_MARGIN).toBe('80px 0px 0px 0px');
    expect(FakeObserver.last?.observed).toEqual([wrapper]);

    FakeObserver.last?.report(0.1);
    expect(wrapper).toHaveAttribute('data-reveal', 'hidden');

    FakeObserver.last?.report(0.35);
    expect(wrapper).toHaveAttribute('data-reveal', 'shown');
    expect(FakeObserver.last?.disconnected).toBe(true);
  });

  it('leaves the content plain and visible when IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const wrapper = renderSection();
    expect(wrapper).not.toHaveAttribute('data-reveal');
    expect(screen.getByText('Six classes')).toBeVisible();
  });

  it('does not animate at all under prefers-reduced-motion: reduce', () => {
    reducedMotion(true);
    const wrapper = renderSection();
    expect(wrapper).not.toHaveAttribute('data-reveal');
    expect(FakeObserver.last).toBeNull();
  });

  it('does not hide a section that is already on screen at first paint', () => {
    placeElements(100);
    const wrapper = renderSection();
    expect(wrapper).not.toHaveAttribute('data-reveal');
    expect(FakeObserver.last).toBeNull();
  });
});
