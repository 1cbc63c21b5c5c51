import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { CloseButton } from './close-button';
import './dialog.css';

export interface DialogProps {
  open: boolean;
  /** Asked to close: close button, Escape, a click on the backdrop. The owner sets `open` false. */
  onClose: () => void;
  /** Heading of the dialog; it labels the dialog. */
  title: ReactNode;
  /**
   * Accessible name of the close button (it shows only a cross). Leave it out only when the
   * content has its own way to close (such as a Cancel button).
   */
  closeLabel?: string;
  /** Text that describes the dialog (aria-describedby), shown under the title. */
  description?: ReactNode;
  /** `alertdialog` for a confirmation that interrupts the user. */
  role?: 'dialog' | 'alertdialog';
  /** Focused when the dialog opens; otherwise the browser focuses the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
  children?: ReactNode;
}

/** Gives focus back to whatever opened the dialog, unless focus has already moved somewhere else on purpose. */
function restoreFocus(dialog: HTMLDialogElement, opener: HTMLElement | null): void {
  const active = document.activeElement;
  const focusIsLost = active === null || active === document.body || dialog.contains(active);
  if (opener?.isConnected && focusIsLost) opener.focus();
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * APG modal dialog: Tab from the last focusable element goes to the first, Shift+Tab from the
 * first to the last. A native modal `<dialog>` makes the page inert but lets Tab leave for the
 * browser's own controls, so the wrap is ours. Returns the element to focus, or null to let Tab be.
 */
function wrapTarget(dialog: HTMLDialogElement, backwards: boolean): HTMLElement | null {
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[hidden]'),
  );
  const first = focusable[0];
  const last = focusable.at(-1);
  const active = document.activeElement;
  if (backwards) return active === first || active === dialog ? (last ?? null) : null;
  return active === last ? (first ?? null) : null;
}

/**
 * A modal dialog (WAI-ARIA dialog (modal) pattern) on the native `<dialog>` and `showModal()`, so
 * the browser makes the rest of the page inert and draws the backdrop; Tab wraps inside it.
 * Closes on Escape (the `cancel` event), its close button and a single click on the backdrop; focus
 * returns to the element that opened it. The content is rendered only while open.
 */
export function Dialog({
  open,
  onClose,
  title,
  closeLabel,
  description,
  role = 'dialog',
  initialFocusRef,
  className,
  children,
}: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const closedByOwner = useRef(false);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closedByOwner.current = false;
    if (!dialog.open) dialog.showModal();
    initialFocusRef?.current?.focus();
    return () => {
      closedByOwner.current = true;
      if (dialog.open) dialog.close();
      restoreFocus(dialog, opener);
    };
  }, [open, initialFocusRef]);

  return (
    // The backdrop click is a pointer shortcut; Escape and the close button are its keyboard equivalents.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      className={className ? `ui-dialog ${className}` : 'ui-dialog'}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        // Closed by the browser itself (e.g. a form with method="dialog"): keep the owner in step.
        if (!closedByOwner.current) onClose();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Tab') return;
        const target = wrapTarget(event.currentTarget, event.shiftKey);
        if (!target) return;
        event.preventDefault();
        target.focus();
      }}
      onMouseDown={(event) => {
        pressStartedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // The frame fills the dialog box, so only the ::backdrop reports the dialog itself as target.
        // Only a single click: the second click of a double click on a button near the edge lands
        // on the backdrop when the first one shrank the dialog (a sent form drops its error notice),
        // and closed it before its answer was shown.
        if (event.target === event.currentTarget && pressStartedOnBackdrop.current && event.detail <= 1) onClose();
      }}
    >
      {open && (
        <div className="ui-dialog__frame">
          <div className="ui-dialog__header">
            <h2 id={titleId} className="ui-dialog__title">
              {title}
            </h2>
            {closeLabel !== undefined && <CloseButton label={closeLabel} onClick={onClose} />}
          </div>
          {description && (
            <p id={descriptionId} className="ui-dialog__description">
              {description}
            </p>
          )}
          {children}
        </div>
      )}
    </dialog>
  );
}
