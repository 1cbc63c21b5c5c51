import type { FastifyInstance } from 'fastify';

/**
 * Security headers for the API's own answers when it runs without the site (no API_WEB_DIST:
 * `npx nx start api` behind Vite's proxy, or any deployment of the API alone). JSON is no page:
 * it may load nothing, be framed by nothing and be read by no other origin's `<script>` or `<img>`;
 * no type sniffing turns it into HTML. When the site is served, `static-site.ts` sends the site's
 * headers on every answer instead, except the router's own refusals (`frameworkErrors` in
 * `app.ts`), which skip the hooks and carry this set in both modes.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/**
 * How an answer may be cached when its route does not say (ASVS 8.2.1): by no cache at all. Every
 * personal answer (purchases, balance, tickets, devices, attachments), every refusal and every
 * error takes it; only the public answers that set their own (news, FAQ, prices, the catalogue,
 * pictures) and the site's pages and assets (`static-site.ts`) are cached.
 */
export const DEFAULT_CACHING: Readonly<Record<string, string>> = { 'Cache-Control': 'no-store' };

/**
 * Adds each of `headers` to every answer that has not set it itself: a route's own stricter
 * header (the sandboxed CSP of a news picture or an attachment download) is kept. Used for the
 * API alone (API_SECURITY_HEADERS) and for the served site (its own set, `static-site.ts`).
 */
export function addMissingHeaders(app: FastifyInstance, headers: Readonly<Record<string, string>>): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(headers)) if (!reply.hasHeader(name)) reply.header(name, value);
    return payload;
  });
}
