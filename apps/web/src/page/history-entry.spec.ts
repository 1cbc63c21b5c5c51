import { createBrowserRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { numberHistoryEntry } from './history-entry';

describe('numberHistoryEntry', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, '');
  });

  it("numbers a fresh page's entry 0 and keeps what else its state holds", () => {
    window.history.replaceState({ usr: { from: 'mail' } }, '');
    numberHistoryEntry();
    expect(window.history.state).toEqual({ usr: { from: 'mail' }, idx: 0 });
  });

  it('leaves an entry that already has its position (a reload, back or forward) untouched', () => {
    window.history.replaceState({ idx: 3, key: 'k3' }, '');
    const write = vi.spyOn(window.history, 'replaceState');
    numberHistoryEntry();
    expect(write).not.toHaveBeenCalled();
    expect(window.history.state).toEqual({ idx: 3, key: 'k3' });
  });

  it('spares the router its own history write on creation (fails if React Router stops reading `idx`)', () => {
    numberHistoryEntry();
    const write = vi.spyOn(window.history, 'replaceState');
    const router = createBrowserRouter([{ path: '/', element: null }]);
    expect(write).not.toHaveBeenCalled();
    router.dispose();
  });

  it('is what the router would write itself on a fresh entry', () => {
    const router = createBrowserRouter([{ path: '/', element: null }]);
    const routersOwn: unknown = window.history.state;
    router.dispose();
    window.history.replaceState(null, '');
    numberHistoryEntry();
    expect(window.history.state).toEqual(routersOwn);
  });
});
