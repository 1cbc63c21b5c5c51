import type { ReactNode } from 'react';
import './table-scroller.css';

export interface TableScrollerProps {
  /** The id of what names the table (its caption): the region is announced by that name. */
  labelledBy: string;
  /** The table. */
  children: ReactNode;
  className?: string;
}

/**
 * The box of a table that may be wider than a phone's screen: it scrolls sideways on its own, so
 * the page never does (WCAG 1.4.10), and it is a named region in the tab order, so a keyboard can
 * scroll it too (WCAG 2.1.1; axe `scrollable-region-focusable`).
 */
export function TableScroller({ labelledBy, children, className }: TableScrollerProps) {
  return (
    <div
      className={className ? `table-scroller ${className}` : 'table-scroller'}
      role="region"
      aria-labelledby={labelledBy}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to be scrolled by keyboard
      tabIndex={0}
    >
      {children}
    </div>
  );
}
