import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import './disclosure-menu.css';

export interface DisclosureMenuProps {
  /** Content of the toggle button; its text is the button's accessible name. */
  label: ReactNode;
  /** The `<li>` items of the list: links, or a button for an action. */
  children: ReactNode;
  /** Any change of this value closes the menu (pass the location key to close on navigation). */
  closeKey?: unknown;
  /** Which edge of the button the list lines up with. */
  align?: 'start' | 'end';
  /** The player is on one of the menu's pages: the button says so (`aria-current="true"`). */
  current?: boolean;
  className?: string;
}

/**
 * APG disclosure navigation's optional arrow keys: Down/Up from the toggle or an item move to the
 * next/previous item (no wrap), Home/End to the first/last item while focus is in the list.
 */
function itemToFocus(key: string, list: HTMLUListElement, from: EventTarget | null): HTMLElement | null {
  const items = [...list.querySelectorAll<HTMLElement>(':scope > li > a, :scope > li > button')];
  const index = from instanceof HTMLElement ? items.indexOf(from) : -1;
  switch (key) {
    case 'ArrowDown':
      return items[index + 1] ?? null;
    case 'ArrowUp':
      return index > 0 ? (items[index - 1] ?? null) : null;
    case 'Home':
      return index >= 0 ? (items[0] ?? null) : null;
    case 'End':
      return index >= 0 ? (items.at(-1) ?? null) : null;
    default:
      return null;
  }
}

/**
 * A navigation dropdown (WAI-ARIA disclosure navigation pattern): a button with `aria-expanded`
 * that shows and hides a list of links. Not an ARIA menu, so links keep their native keys; Down/Up
 * arrows also move through the items (Home/End to the ends). Closes on Escape (focus back to the
 * button), on a click outside or on focus leaving it, when one of its links or buttons is used
 * (focus back on the toggle after a button, which may open a dialog that later returns focus
 * there), and when `closeKey` changes.
 */
export function DisclosureMenu({
  label,
  children,
  closeKey,
  align = 'start',
  current,
  className,
}: DisclosureMenuProps) {
  const [open, setOpen] = useState(false);
  const [seenCloseKey, setSeenCloseKey] = useState(closeKey);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const listId = useId();

  if (seenCloseKey !== closeKey) {
    setSeenCloseKey(closeKey);
    setOpen(false);
  }

  useEffect(() => {
    const root = rootRef.current;
    const list = listRef.current;
    if (!open || !root || !list) return;
    // In a scrolling panel (the mobile menu) a list opened near the bottom would end below the
    // screen: bring it into view. Not otherwise, so a page under a sticky header never jumps.
    if (list.getBoundingClientRect().bottom > window.innerHeight) list.scrollIntoView({ block: 'nearest' });
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.contains(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        setOpen(false);
        buttonRef.current?.focus();
        return;
      }
      const target = itemToFocus(event.key, list, event.target);
      if (!target) return;
      event.preventDefault();
      target.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !root.contains(event.relatedTarget)) setOpen(false);
    };
    // Event delegation: using any link or button of the list ends the menu's job. A link navigates;
    // after an action button (which may open a dialog) focus goes back to the toggle, which stays.
    const onListClick = (event: MouseEvent) => {
      const used = event.target instanceof Element ? event.target.closest('a, button') : null;
      if (!used) return;
      setOpen(false);
      if (used instanceof HTMLButtonElement) buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    root.addEventListener('keydown', onKeyDown);
    root.addEventListener('focusout', onFocusOut);
    list.addEventListener('click', onListClick);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      root.removeEventListener('keydown', onKeyDown);
      root.removeEventListener('focusout', onFocusOut);
      list.removeEventListener('click', onListClick);
    };
  }, [open]);

  return (
    <div ref={rootRef} className={className ? `disclosure-menu ${className}` : 'disclosure-menu'}>
      <button
        ref={buttonRef}
        type="button"
        className="disclosure-menu__button"
        aria-expanded={open}
        aria-controls={listId}
        aria-current={current ? 'true' : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <span className="disclosure-menu__chevron" aria-hidden="true" />
      </button>
      <ul ref={listRef} id={listId} hidden={!open} className={`disclosure-menu__list disclosure-menu__list--${align}`}>
        {children}
      </ul>
    </div>
  );
}
