export { Dialog, type DialogProps } from './dialog';
export { DisclosureMenu, type DisclosureMenuProps } from './disclosure-menu';
export { ExternalLink } from './external-link';
export { PlaceholderPage } from './placeholder-page';
export { sanitizeArticleHtml } from './sanitize-html';
export { Tabs, type TabItem, type TabsProps } from './tabs';
export { VisuallyHidden } from './visually-hidden';
