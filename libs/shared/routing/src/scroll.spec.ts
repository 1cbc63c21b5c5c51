import { act, render } from '@testing-library/react';
import { createElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEEP_SCROLL_STATE, scrollForLocation, useScrollOnNavigation } from './scroll';

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

  it('takes a hash that does not percent-decode as written, instead of throwing (a link to #100%)', () => {
    mockReducedMotion(false);
    document.body.innerHTML = '<h2 id="100%">Full refund</h2>';
    const target = document.getElementById('100%')!;
    target.scrollIntoView = vi.fn();
    scrollForLocation({ hash: '#100%' });
    expect(document.activeElement).toBe(target);

    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    scrollForLocation({ hash: '#%zz' });
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'auto' });
  });

  it('scrolls to the top when the hash names no element', () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    scrollForLocation({ hash: '#missing' });
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});

describe('useScrollOnNavigation', () => {
  function renderAt(path: string) {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const router = createMemoryRouter(
      [
        {
          path: '*',
          Component: () => {
            useScrollOnNavigation();
            return null;
          },
        },
      ],
      { initialEntries: [path] },
    );
    render(createElement(RouterProvider, { router }));
    scrollTo.mockClear();
    return { router, scrollTo };
  }

  it('scrolls to the top when only the query changes', async () => {
    const { router, scrollTo } = renderAt('/news/all');
    await act(() => router.navigate('/news/all?page=2'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('keeps the place for a navigation that asks to, and when that query is removed again', async () => {
    const { router, scrollTo } = renderAt('/legal');
    await act(() => router.navigate('/legal?settings', { state: KEEP_SCROLL_STATE }));
    await act(() => router.navigate('/legal', { replace: true, state: router.state.location.state as unknown }));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
