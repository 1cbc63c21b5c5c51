import { vi } from 'vitest';

/**
 * jsdom has `<dialog>` but neither `showModal()` nor `close()` nor the Escape close request.
 * This adds the parts our dialogs rely on, following the HTML spec closely enough for tests:
 * `showModal()` opens and focuses the first focusable element (or the `autofocus` one), `close()`
 * fires `close`, and Escape fires a cancelable `cancel` at the topmost modal dialog, closing it
 * unless prevented. Call once per test file (`beforeAll(installDialogPolyfill)`).
 */
export function installDialogPolyfill(): void {
  const prototype = HTMLDialogElement.prototype as HTMLDialogElement & { polyfilled?: boolean };
  if (prototype.polyfilled || typeof (prototype as Partial<HTMLDialogElement>).showModal === 'function') return;
  const modals: HTMLDialogElement[] = [];
  const focusable =
    'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

  Object.defineProperty(prototype, 'polyfilled', { value: true });
  prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    if (!this.isConnected) throw new DOMException('The dialog is not connected.', 'InvalidStateError');
    this.setAttribute('open', '');
    modals.push(this);
    const target = this.querySelector<HTMLElement>('[autofocus]') ?? this.querySelector<HTMLElement>(focusable);
    target?.focus();
  };
  prototype.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  prototype.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    this.removeAttribute('open');
    if (returnValue !== undefined) this.returnValue = returnValue;
    const index = modals.indexOf(this);
    if (index >= 0) modals.splice(index, 1);
    this.dispatchEvent(new Event('close'));
  };
  window.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const top = modals.filter((dialog) => dialog.isConnected).at(-1);
    if (top && top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}

/** The stand-in `installFakeResizeObserver` puts in place of ResizeObserver. */
export interface FakeResizeObservers {
  /** What the browser does after a layout: every observer still connected gets a notification. */
  report: () => void;
}

/**
 * jsdom has no ResizeObserver, so code that measures on its notifications measures nothing in
 * tests. This one notifies only when the test says the browser would (`report`), so a test can
 * tell a measurement taken at mount (a forced layout) from one taken on the browser's notice.
 * Stubbed with `vi.stubGlobal`: the shared config's `unstubGlobals` takes it away after the test.
 */
export function installFakeResizeObserver(): FakeResizeObservers {
  const live = new Set<FakeResizeObserver>();
  class FakeResizeObserver {
    private readonly targets = new Set<Element>();
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      this.targets.add(target);
      live.add(this);
    }
    unobserve(target: Element) {
      this.targets.delete(target);
    }
    disconnect() {
      this.targets.clear();
      live.delete(this);
    }
    notify() {
      const entries = [...this.targets].map((target) => ({ target }) as ResizeObserverEntry);
      if (entries.length) this.callback(entries, this);
    }
  }
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  return {
    report: () => {
      for (const observer of [...live]) observer.notify();
    },
  };
}
