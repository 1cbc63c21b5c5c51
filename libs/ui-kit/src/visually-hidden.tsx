import type { HTMLAttributes } from 'react';
import './visually-hidden.css';

/**
 * Text for assistive technology only (read by screen readers, not drawn). Its attributes go on the
 * span, so it can be a live region that says something without showing it.
 */
export function VisuallyHidden(props: Omit<HTMLAttributes<HTMLSpanElement>, 'className'>) {
  return <span {...props} className="visually-hidden" />;
}
