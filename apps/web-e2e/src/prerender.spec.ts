import type { Page } from '@playwright/test';
import { catalogue, GAME, text } from './support/catalogues';
import { expect, test } from './support/fixtures';

/*
 * Issue 10 (performance): public pages arrive as finished HTML in the visitor's language, which the
 * app then hydrates (apps/web README "Prerendered pages"). The journeys of every other spec run on
 * these pages too; this one checks what a visitor gets before the app runs.
 */

const content = {
  en: catalogue('libs/content/src/locales/en.json'),
  de: catalogue('libs/content/src/locales/de.json'),
};
const cookies = {
  en: catalogue('libs/cookies-consent/src/locales/en.json'),
  de: catalogue('libs/cookies-consent/src/locales/de.json'),
};
const chromeEn = catalogue('libs/site-chrome/src/locales/en.json');
const common = { de: catalogue('libs/i18n-locales/src/locales/de.json') };
const meta = {
  en: catalogue('libs/i18n-locales/src/page-meta/locales/en.json'),
  de: catalogue('libs/i18n-locales/src/page-meta/locales/de.json'),
};
/** The `<meta name="description">` of a served page (the build escapes nothing these texts hold). */
const descriptionTag = (tag: 'en' | 'de') =>
  `<meta name="description" content="${text(meta[tag], 'description', { game: GAME })}" />`;
const newsEn = catalogue('libs/news/src/locales/en.json');
const shopDe = catalogue('libs/shop/src/locales/de.json');
const heroTitle = (tag: 'en' | 'de') => text(content[tag], 'home.hero.title', { game: GAME });

/** Text as the server escapes it into an attribute. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${String(character.charCodeAt(0))};`);

/** The markup of `#root` in a served page (the consent picture beside it has checkboxes of its own). */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<div id="consent-preview"', start);
  return html.slice(start, end);
}

/** The picture of the cookie dialog that a prerendered page carries (its wrapper has no box of its own). */
const dialogPicture = (page: Page) => page.locator('#consent-preview dialog');

/** Loads a page with the app's code refused: what a visitor sees before it arrives. */
async function beforeTheApp(page: Page, path: string, problems: { allow: RegExp[] }): Promise<void> {
  problems.allow.push(/request failed: .*\/assets\/.*\.js/, /^console: Failed to load resource: net::ERR_FAILED/);
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForLoadState('load');
}

test.describe('prerendered pages (issue 10)', () => {
  test('the server sends /home as finished HTML, in the language of the language cookie', async ({ request }) => {
    const english = await (await request.get('/home')).text();
    expect(english).toContain('<html lang="en" data-prerendered="page">');
    expect(rootOf(english)).toContain(heroTitle('en'));
    expect(english).toContain(text(cookies.en, 'dialog.title'));
    expect(english).toContain(descriptionTag('en'));

    const german = await request.get('/home', { headers: { cookie: 'language=DE' } });
    expect(german.headers()['content-language']).toBe('de');
    const germanHtml = await german.text();
    expect(rootOf(germanHtml)).toContain(heroTitle('de'));
    // What a search result or a shared link shows under the title, in German too.
    expect(germanHtml).toContain(descriptionTag('de'));
    // index.html (a query string, or no prerendered file) gets the English one from the build.
    expect(await (await request.get('/home?from=mail')).text()).toContain(descriptionTag('en'));
  });

  test('a shared link shows the page in the language of the cookie: Open Graph title, text, site, language', async ({
    request,
  }) => {
    const german = await (await request.get('/shop', { headers: { cookie: 'language=DE' } })).text();
    const head = german.slice(0, german.indexOf('</head>'));
    const title = `${text(shopDe, 'pages.shop.title')} | ${GAME}`;
    expect(head).toContain(`<title>${title}</title>`);
    expect(head).toContain(`<meta property="og:title" content="${title}" />`);
    expect(head).toContain(
      `<meta property="og:description" content="${text(meta.de, 'description', { game: GAME })}" />`,
    );
    expect(head).toContain(`<meta property="og:site_name" content="${GAME}" />`);
    expect(head).toContain('<meta property="og:locale" content="de_DE" />');
    // A news article's link shows the article: the server knows it, the build did not.
    const news = (await (await request.get('/api/news?lang=fr&limit=1')).json()) as {
      items: { id: number; title: string; summary: string }[];
    };
    const [latest] = news.items;
    expect(latest).toBeDefined();
    const article = await (
      await request.get(`/news/${String(latest?.id)}`, { headers: { cookie: 'language=FR' } })
    ).text();
    expect(article).toContain(`<meta property="og:title" content="${escapeHtml(latest?.title ?? '')} | ${GAME}" />`);
    expect(article).toContain(`<meta property="og:description" content="${escapeHtml(latest?.summary ?? '')}" />`);
    expect(article).toContain('<meta property="og:type" content="article" />');
    // A link with a query string gets index.html: the site in English, still previewed.
    const plain = await (await request.get('/shop?utm_source=chat')).text();
    expect(plain).toContain(`<meta property="og:title" content="${GAME}" />`);
    expect(plain).toContain('<meta property="og:locale" content="en_US" />');
  });

  test('crawlers find every page they may read in the sitemap robots.txt names, and every one of them answers', async ({
    request,
    baseURL,
  }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`\nSitemap: ${String(baseURL)}/sitemap.xml\n`);
    const disallowed = [...robots.matchAll(/^Disallow: (\S+)$/gm)].map(([, prefix = '']) => prefix);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const paths = [...(await sitemap.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map(
      ([, loc = '']) => new URL(loc).pathname,
    );
    expect(paths).toEqual(expect.arrayContaining(['/home', '/shop', '/news/all', '/play', '/legal/privacy-policy']));
    expect(paths.some((path) => /^\/news\/\d+$/.test(path))).toBe(true);
    expect(paths.some((path) => /^\/support\/search\/\d+$/.test(path))).toBe(true);
    for (const path of paths) {
      expect(
        disallowed.filter((prefix) => path.startsWith(prefix)),
        path,
      ).toEqual([]);
      // A page the app knows: the server neither redirects it (unknown path) nor answers 404.
      const page = await request.get(path, { maxRedirects: 0 });
      expect(page.status(), path).toBe(200);
      expect(page.headers()['content-type'], path).toContain('text/html');
    }
  });

  test('pages with form fields, and pages of a signed-in player, come as a frame without them', async ({ request }) => {
    for (const path of ['/user/login', '/user/register', '/support/search', '/user/dashboard', '/news/12']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('data-prerendered="frame"');
      expect(rootOf(html), path).not.toMatch(/<(form|input|textarea|select)[\s>]/);
    }
  });

  test('without JavaScript a visitor reads the page and follows its links', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: heroTitle('en') })).toBeVisible();
    // Nothing to consent to without JavaScript: the dialog's picture stays hidden.
    await expect(dialogPicture(page)).toBeHidden();
    await page
      .getByRole('banner')
      .getByRole('link', { name: text(chromeEn, 'header.news') })
      .click();
    await expect(page).toHaveURL('/news/all');
    await expect(page.getByRole('heading', { level: 1, name: text(newsEn, 'list.heading') })).toBeVisible();
    await context.close();
  });

  test.describe('a first visit', () => {
    test.use({ consent: 'first-visit' });

    test('shows the cookie dialog from the first paint, and the live dialog takes its place', async ({
      page,
      problems,
    }) => {
      await beforeTheApp(page, '/home', problems);
      await expect(dialogPicture(page)).toBeVisible();
      await expect(dialogPicture(page).getByRole('heading', { name: text(cookies.en, 'dialog.title') })).toBeVisible();

      await page.unrouteAll();
      await page.goto('/home');
      await expect(page.getByRole('dialog', { name: text(cookies.en, 'dialog.title') })).toBeVisible();
      await expect(page.locator('#consent-preview')).toHaveCount(0);
    });

    test('never shows the picture half-read: a page that stops inside the dialog shows none of it', async ({
      page,
      problems,
    }) => {
      // What the browser may paint while its parser is still inside the dialog: the page up to there.
      const html = await (await page.request.get('/home')).text();
      const start = html.indexOf('<div id="consent-preview"');
      const cut = html.slice(0, Math.round((start + html.indexOf('</dialog>', start)) / 2));
      expect(cut).toContain('<dialog');
      await page.route('**/home', (route) => route.fulfill({ contentType: 'text/html', body: cut }));
      await beforeTheApp(page, '/home', problems);
      await expect(page.getByRole('heading', { level: 1, name: heroTitle('en') })).toBeVisible();
      await expect(dialogPicture(page)).toBeHidden();
    });
  });

  test('when the app cannot be loaded, the page says so in its language and reloads on request', async ({
    page,
    context,
    baseURL,
    problems,
  }) => {
    problems.allow.push(/request failed: .*\/assets\/boot-/, /^console: Failed to load resource: net::ERR_FAILED/);
    // A German visitor: the cookie picks the page the server sends, local storage the app's language.
    await context.addCookies([{ name: 'language', value: 'DE', url: baseURL ?? '' }]);
    await page.addInitScript(() => {
      localStorage.setItem('language', 'DE');
    });
    await page.route('**/assets/boot-*.js', (route) => route.abort());
    await page.goto('/news/12', { waitUntil: 'commit' });
    const notice = page.getByRole('region', { name: text(common.de, 'routeError.title') });
    await expect(notice).toBeVisible();
    await expect(notice).toBeFocused();
    await expect(notice).toContainText(text(common.de, 'routeError.body'));

    await page.unrouteAll();
    await notice.getByRole('button', { name: text(common.de, 'routeError.retry') }).click();
    await expect(page.locator('html[data-app="ready"]')).toBeAttached();
    await expect(notice).toBeHidden();
  });

  test('a returning visitor never sees the first-visit dialog, even before the app runs', async ({
    page,
    problems,
  }) => {
    await beforeTheApp(page, '/home', problems);
    await expect(page.getByRole('heading', { level: 1, name: heroTitle('en') })).toBeVisible();
    await expect(dialogPicture(page)).toBeHidden();
  });

  test('a language stored before its cookie existed: the page shows in it, and the next one is served in it', async ({
    page,
    context,
  }) => {
    await page.addInitScript(() => {
      localStorage.setItem('language', 'DE');
    });
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: heroTitle('de') })).toBeVisible();
    expect((await context.cookies()).find((cookie) => cookie.name === 'language')?.value).toBe('DE');
    const next = await page.request.get('/shop');
    expect(next.headers()['content-language']).toBe('de');
  });
});
