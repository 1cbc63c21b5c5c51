import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { escapeHtml, titleWithSite } from '@dungeon/contract';

/**
 * What a page says of itself in its `<head>` when the server knows more than the build did: a
 * news article's own title and summary instead of the frame's "News article". Search results and
 * link previews (chats, social networks) read it; the page in the browser titles itself as before.
 */
export interface PagePreview {
  /** The page's own title, without the site's name. */
  title: string;
  description: string;
  /** Open Graph's kind of page: an article for news, else the built `website`. */
  type?: 'article';
}

/** The preview of a prerendered route's page in one language, or null to serve the file as built. */
export type PagePreviews = (page: {
  pattern: string;
  params: Record<string, string>;
  language: string;
}) => PagePreview | null;

/** The build writes the site's name here in the page's language, escaped (apps/web `withSharingMeta`). */
const SITE_NAME = /<meta property="og:site_name" content="([^"]*)" \/>/;

/**
 * The prerendered `html` with `preview` in its `<title>`, description and Open Graph tags, or null
 * when the file lacks one of them (a build from before they existed): it is then served as built.
 * Replacements are functions, so a `$&` in a title is text, not a pattern.
 */
export function withPreview(html: string, preview: PagePreview): string | null {
  const siteName = SITE_NAME.exec(html)?.[1];
  if (siteName === undefined) return null;
  const title = titleWithSite(escapeHtml(preview.title), siteName);
  const description = escapeHtml(preview.description);
  const tags: [RegExp, string][] = [
    [/<title>[^<]*<\/title>/, `<title>${title}</title>`],
    [/<meta\s+name="description"\s+content="[^"]*"\s*\/>/, `<meta name="description" content="${description}" />`],
    [/<meta property="og:title" content="[^"]*" \/>/, `<meta property="og:title" content="${title}" />`],
    [
      /<meta property="og:description" content="[^"]*" \/>/,
      `<meta property="og:description" content="${description}" />`,
    ],
    [
      /<meta property="og:type" content="[^"]*" \/>/,
      `<meta property="og:type" content="${preview.type ?? 'website'}" />`,
    ],
  ];
  let out = html;
  for (const [tag, replacement] of tags) {
    if (!tag.test(out)) return null;
    out = out.replace(tag, () => replacement);
  }
  return out;
}

/** The encodings a request accepts (`q=0` refuses one), in the server's order of preference. */
export function acceptedEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (q === undefined || Number(q) > 0) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * `html` compressed as the request accepts, as the build compresses its files (a page is sent on
 * every visit): Brotli at a quality that takes a millisecond for a page, else gzip, else as is.
 */
export function compressedPage(
  html: string,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding: 'br' | 'gzip' | null } {
  const raw = Buffer.from(html, 'utf8');
  const encoding = acceptedEncoding(acceptEncoding);
  if (encoding === 'br') {
    return { body: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding };
  }
  if (encoding === 'gzip') return { body: gzipSync(raw), encoding };
  return { body: raw, encoding };
}
