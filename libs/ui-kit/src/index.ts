export { Dialog, type DialogProps } from './dialog';
export { DisclosureMenu, type DisclosureMenuProps } from './disclosure-menu';
export { ExternalLink } from './external-link';
export { PlaceholderPage } from './placeholder-page';
export { Reveal, REVEAL_ROOT_MARGIN, REVEAL_THRESHOLD, useRevealOnScroll } from './reveal';
export { sanitizeArticleHtml } from './sanitize-html';
export { Tabs, type TabItem, type TabsProps } from './tabs';
export { useClientValue } from './use-client-value';
export { VisuallyHidden } from './visually-hidden';
