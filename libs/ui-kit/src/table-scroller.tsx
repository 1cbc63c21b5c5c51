import type { ReactNode } from 'react';
import './table-scroller.css';

export interface TableScrollerProps {
  /** The id of what names the table (its caption): the region is announced by that name. */
  labelledBy: string;
  /** The table. */
  children: ReactNode;
  /**
   * Stack the table where it has less than 36rem of room: each row a block headed by its row
   * header, each cell beside its column's name, which every `<td>` carries in `data-label` (the
   * column header's text).
   */
  stack?: boolean;
  className?: string;
}

/**
 * The box of a table that may be wider than a phone's screen: it scrolls sideways on its own, so
 * the page never does (WCAG 1.4.10), and it is a named region in the tab order, so a keyboard can
 * scroll it too (WCAG 2.1.1; axe `scrollable-region-focusable`). A table of prose (`stack`) is
 * laid out in blocks instead where the room is narrow.
 */
export function TableScroller({ labelledBy, children, stack = false, className }: TableScrollerProps) {
  const classes = ['table-scroller', stack && 'table-scroller--stack', className].filter(Boolean).join(' ');
  return (
    <div
      className={classes}
      role="region"
      aria-labelledby={labelledBy}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to be scrolled by keyboard
      tabIndex={0}
    >
      {children}
    </div>
  );
}
