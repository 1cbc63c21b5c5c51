/**
 * jsdom has `<dialog>` but neither `showModal()` nor `close()` nor the Escape close request.
 * Same polyfill as `libs/ui-kit/src/testing.ts` (which has no path alias yet); both belong in the
 * shared test set-up (tools/vite/test-setup.ts). `showModal()` opens and focuses the first
 * focusable element, `close()` fires `close`, and Escape fires a cancelable `cancel` at the
 * topmost modal dialog, closing it unless prevented.
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
