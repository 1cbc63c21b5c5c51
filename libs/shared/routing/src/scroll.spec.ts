import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollForLocation } from './scroll';

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }));
}

describe('scrollForLocation (SPEC §2 navigation scroll)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('scrolls to the top when there is no hash', () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    scrollForLocation({ hash: '' });
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'auto' });
  });

  it('scrolls smoothly to the hash target and moves focus to it', () => {
    mockReducedMotion(false);
    document.body.innerHTML = '<h2 id="refunds">Refunds</h2>';
    const target = document.getElementById('refunds')!;
    const scrollIntoView = vi.fn();
    target.scrollIntoView = scrollIntoView;
    scrollForLocation({ hash: '#refunds' });
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(document.activeElement).toBe(target);
  });

  it('jumps without animation when the visitor prefers reduced motion', () => {
    mockReducedMotion(true);
    document.body.innerHTML = '<h2 id="refunds">Refunds</h2>';
    const target = document.getElementById('refunds')!;
    const scrollIntoView = vi.fn();
    target.scrollIntoView = scrollIntoView;
    scrollForLocation({ hash: '#refunds' });
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });

  it('scrolls to the top when the hash names no element', () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    scrollForLocation({ hash: '#missing' });
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
