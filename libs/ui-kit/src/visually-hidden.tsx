import type { ReactNode } from 'react';
import './visually-hidden.css';

/** Text for assistive technology only (read by screen readers, not drawn). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="visually-hidden">{children}</span>;
}
