import type { ReactNode } from 'react';
import { VisuallyHidden } from './visually-hidden';
import './external-link.css';

interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  /** Read after the link text, e.g. "(opens in a new tab)". */
  newTabHint: string;
  className?: string;
}

/**
 * A link to another site that opens in a new tab: no access to this window from there
 * (`noopener`), no referrer sent, and the new tab announced in the link's name, after a space so
 * it reads as its own words ("Forum (opens in a new tab)").
 */
export function ExternalLink({ href, children, newTabHint, className }: ExternalLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="external-link__icon" aria-hidden="true" /> <VisuallyHidden>{newTabHint}</VisuallyHidden>
    </a>
  );
}
