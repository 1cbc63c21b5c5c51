/**
 * jsdom knows <dialog> and its `open` attribute but not showModal()/close(). This stands in with
 * the browser behaviour our specs rely on: showModal opens and focuses the first control, close
 * fires `close`, and Escape fires a cancelable `cancel` at the open modal, then closes it.
 */
const FOCUSABLE = '[autofocus], button:not([disabled]), [href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

function onEscape(event: KeyboardEvent) {
  if (event.key !== 'Escape') return;
  const dialog = document.querySelector<HTMLDialogElement>('dialog[open][data-modal]');
  if (!dialog) return;
  const cancel = new Event('cancel', { cancelable: true });
  if (dialog.dispatchEvent(cancel)) dialog.close();
}

export function installNativeDialog(): () => void {
  const proto = HTMLDialogElement.prototype;
  // eslint-disable-next-line @typescript-eslint/unbound-method -- put back onto the same prototype
  const original = { showModal: proto.showModal, close: proto.close };
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.setAttribute('data-modal', '');
    this.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.removeAttribute('data-modal');
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', onEscape);
  return () => {
    proto.showModal = original.showModal;
    proto.close = original.close;
    document.removeEventListener('keydown', onEscape);
  };
}
