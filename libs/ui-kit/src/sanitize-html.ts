import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';

/**
 * What the studio's article HTML (news posts, help articles) may contain: text structure, links and sized images. Everything else is
 * removed (its text kept), and DOMPurify drops event handlers (`onerror=`...) and script URLs
 * (`javascript:`, `data:` in links) on what remains (its default URL rule: a stricter custom one
 * must still let plain values such as `width="640"` through, which is easy to get wrong).
 */
const ARTICLE_HTML_CONFIG: Config = {
  ALLOWED_TAGS: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'a',
    'img',
    'figure',
    'figcaption',
    'blockquote',
    'hr',
  ],
  ALLOWED_ATTR: ['href', 'src', 'alt', 'width', 'height', 'title', 'lang'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

let purifier: Purifier | null = null;

function articleHtmlPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof HTMLAnchorElement && node.hasAttribute('href')) {
      // A link off the site opens apart from it and gets no window.opener or referrer.
      if (new URL(node.href, window.location.href).origin !== window.location.origin) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    }
    if (node instanceof HTMLImageElement) {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    }
  });
  purifier = instance;
  return instance;
}

/** The studio's article HTML (news, help centre) made safe to insert into the page. */
export function sanitizeArticleHtml(html: string): string {
  return articleHtmlPurifier().sanitize(html, ARTICLE_HTML_CONFIG);
}
