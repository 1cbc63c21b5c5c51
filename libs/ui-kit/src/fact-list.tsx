import type { HTMLAttributes } from 'react';
import './fact-list.css';

/**
 * Terms beside their values (a profile, a receipt, the ids of a game account), as a `<dl>` whose
 * children are `<dt>`/`<dd>` pairs, or `<div>`s each holding one (HTML allows both). Where the
 * viewport is a phone's, each term stands over its value: side by side, a long term or an
 * unbreakable value (an email address, a 19-digit id) was broken mid-word (WCAG 1.4.10 Reflow).
 * Spacing: `--facts-gap` on the list's own class (default `4px 16px`); its margin is the caller's.
 */
export function FactList({ className, ...props }: HTMLAttributes<HTMLDListElement>) {
  return <dl {...props} className={className ? `ui-facts ${className}` : 'ui-facts'} />;
}
