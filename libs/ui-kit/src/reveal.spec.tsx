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
  /** What the browser reports: the share visible and where the element sits against a 800px-tall root. */
  report(intersectionRatio: number, top = intersectionRatio > 0 ? 600 : 1000) {
    act(() => {
      this.callback([
        {
          isIntersecting: intersectionRatio > 0,
          intersectionRatio,
          boundingClientRect: { top } as DOMRectReadOnly,
          rootBounds: { top: -80, bottom: 800 } as DOMRectReadOnly,
        },
      ]);
    });
  }
}

function reducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
  }));
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
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Reveal (SPEC §9 scroll-in animation)', () => {
  it('hides a section below the fold and shows it once 35% of it is visible, with 80px of top margin', () => {
    const wrapper = renderSection();
    // Plain until the browser's first report places it.
    expect(wrapper).not.toHaveAttribute('data-reveal');
    FakeObserver.last?.report(0);
    expect(wrapper).toHaveAttribute('data-reveal', 'hidden');
    expect(FakeObserver.last?.options).toEqual({ threshold: REVEAL_THRESHOLD, rootMargin: REVEAL_ROOT_MARGIN });
    expect(REVEAL_THRESHOLD).toBe(0.35);
    expect(REVEAL_ROOT_MARGIN).toBe('80px 0px 0px 0px');
    expect(FakeObserver.last?.observed).toEqual([wrapper]);

    FakeObserver.last?.report(0.1);
    expect(wrapper).toHaveAttribute('data-reveal', 'hidden');

    // The browser's float error: 0.3499... counts as the threshold crossed.
    FakeObserver.last?.report(0.3499);
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

  it('does not hide a section that is already on screen at first paint, even a sliver of it', () => {
    const wrapper = renderSection();
    FakeObserver.last?.report(0.1);
    expect(wrapper).not.toHaveAttribute('data-reveal');
    expect(FakeObserver.last?.disconnected).toBe(true);
  });

  it('leaves a section plain that is well on screen at first paint (nothing to fade in)', () => {
    const wrapper = renderSection();
    FakeObserver.last?.report(0.6);
    expect(wrapper).not.toHaveAttribute('data-reveal');
    expect(FakeObserver.last?.disconnected).toBe(true);
  });

  it('places a section against the window when the browser gives no root box (in a frame of another site)', () => {
    const wrapper = renderSection();
    act(() => {
      FakeObserver.last?.callback([
        {
          isIntersecting: false,
          intersectionRatio: 0,
          boundingClientRect: { top: window.innerHeight + 200 } as DOMRectReadOnly,
          rootBounds: null,
        },
      ]);
    });
    expect(wrapper).toHaveAttribute('data-reveal', 'hidden');
  });

  it('does not hide a section above the viewport (the page was opened scrolled down)', () => {
    const wrapper = renderSection();
    FakeObserver.last?.report(0, -900);
    expect(wrapper).not.toHaveAttribute('data-reveal');
    expect(FakeObserver.last?.disconnected).toBe(true);
  });

  it('never measures layout itself: placing the section is left to the observer', () => {
    const measure = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    renderSection();
    FakeObserver.last?.report(0);
    expect(measure).not.toHaveBeenCalled();
  });
});
