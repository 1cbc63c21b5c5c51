import type { Page } from '@playwright/test';
import { catalogue, text, type Catalogue } from './support/catalogues';
import {
  BLOCKED_INLINE_HANDLER,
  expect,
  expectAccessible,
  expectNoRawKeys,
  recordLayoutShifts,
  test,
} from './support/fixtures';

const LANGUAGES = { en: 'EN', de: 'DE' } as const;
type Tag = keyof typeof LANGUAGES;

function catalogues(folder: string): Record<Tag, Catalogue> {
  return { en: catalogue(`${folder}/en.json`), de: catalogue(`${folder}/de.json`) };
}

const content = catalogues('libs/content/src/locales');
const errors = catalogues('libs/i18n-locales/src/errors/locales');
const news = catalogues('libs/news/src/locales');

async function useLanguage(page: Page, tag: Tag): Promise<void> {
  await page.addInitScript((code) => {
    localStorage.setItem('language', code);
  }, LANGUAGES[tag]);
}

/**
 * Each content page, with the heading that proves its own text arrived (not only the shell's):
 * `[namespace folder, key of a section heading]`. Keys without {{placeholders}}.
 */
const CONTENT_PAGES: { path: string; titleKey: string | null; folder: string; headingKey: string }[] = [
  { path: '/home', titleKey: null, folder: 'libs/content/src/locales', headingKey: 'home.features.heading' },
  {
    path: '/play',
    titleKey: 'pages.play.title',
    folder: 'libs/content/src/play/locales',
    headingKey: 'requirements.heading',
  },
  {
    path: '/twitch-drops',
    titleKey: 'pages.twitchDrops.title',
    folder: 'libs/content/src/events/locales',
    headingKey: 'steps.heading',
  },
  {
    path: '/winter-holiday-event',
    titleKey: 'pages.winterHolidayEvent.title',
    folder: 'libs/content/src/events/locales',
    headingKey: 'rewards.heading',
  },
  {
    path: '/careers',
    titleKey: 'pages.careers.title',
    folder: 'libs/content/src/careers/locales',
    headingKey: 'rolesHeading',
  },
  {
    path: '/legal',
    titleKey: 'pages.legal.title',
    folder: 'libs/content/src/legal/locales/index',
    headingKey: 'sections.company.title',
  },
  {
    path: '/legal/privacy-policy',
    titleKey: 'pages.legalPrivacy.title',
    folder: 'libs/content/src/legal/locales/privacy',
    headingKey: 'sections.your-rights.title',
  },
  {
    path: '/legal/cookie-policy',
    titleKey: 'pages.legalCookie.title',
    folder: 'libs/content/src/legal/locales/cookie',
    headingKey: 'sections.what-we-store.title',
  },
  {
    path: '/legal/launcher-policy',
    titleKey: 'pages.legalLauncher.title',
    folder: 'libs/content/src/legal/locales/launcher',
    headingKey: 'sections.updates.title',
  },
  {
    path: '/legal/code-of-conduct',
    titleKey: 'pages.legalCodeOfConduct.title',
    folder: 'libs/content/src/legal/locales/code-of-conduct',
    headingKey: 'sections.enforcement.title',
  },
  {
    path: '/legal/game-policy',
    titleKey: 'pages.legalGame.title',
    folder: 'libs/content/src/legal/locales/game',
    headingKey: 'sections.virtual-items.title',
  },
  {
    path: '/legal/payment-policy',
    titleKey: 'pages.legalPayment.title',
    folder: 'libs/content/src/legal/locales/payment',
    headingKey: 'sections.refunds.title',
  },
];

/** Below this much text a page is a placeholder, not content. */
const REAL_CONTENT_CHARACTERS = 400;

test.describe('content pages show real content', () => {
  for (const { path, titleKey, folder, headingKey } of CONTENT_PAGES) {
    for (const tag of ['en', 'de'] as const) {
      test(`${path} in ${tag}`, async ({ page }) => {
        const own = catalogue(`${folder}/${tag}.json`);
        await useLanguage(page, tag);
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', tag);
        const h1 = page.getByRole('heading', { level: 1 });
        if (titleKey) await expect(h1).toHaveText(text(content[tag], titleKey));
        else await expect(h1).toBeVisible();
        await expect(page.getByRole('heading', { name: text(own, headingKey), exact: true })).toBeVisible();
        expect((await page.getByRole('main').innerText()).length).toBeGreaterThan(REAL_CONTENT_CHARACTERS);
        await expectNoRawKeys(page);
      });
    }
  }

  test('/play offers the launcher download for the visitor’s platform', async ({ page }) => {
    const layoutShift = await recordLayoutShifts(page);
    await page.goto('/play');
    const play = catalogue('libs/content/src/play/locales/en.json');
    // The visitor's platform is known before the first paint: one block shows, led by its
    // launcher, and nothing moves when the app starts (it moved the page by 0.06 on a phone).
    const downloads = page.getByRole('region', { name: text(play, 'download.heading') });
    await expect(downloads.getByRole('heading', { level: 3 })).toHaveCount(1);
    await expect(downloads.locator('.button--primary:visible')).toHaveCount(1);
    await page.waitForFunction(() => document.documentElement.dataset['app'] === 'ready');
    expect(await layoutShift()).toBeLessThan(0.005);
    // Playwright's desktop Chrome reports Windows.
    const download = page.getByRole('link', { name: text(play, 'download.for', { platform: 'Windows' }) });
    await expect(download).toBeVisible();
    const headerDownload = await page
      .getByRole('banner')
      .getByRole('link', { name: /launcher/i })
      .first()
      .getAttribute('href');
    await expect(download).toHaveAttribute('href', headerDownload ?? '');
  });

  test('a legal page’s contents link scrolls to its section', async ({ page }) => {
    const privacy = catalogue('libs/content/src/legal/locales/privacy/en.json');
    await page.goto('/legal/privacy-policy');
    const heading = page.getByRole('heading', { name: text(privacy, 'sections.contact.title'), exact: true });
    await expect(heading).not.toBeInViewport();
    await page
      .getByRole('navigation', { name: 'On this page' })
      .getByRole('link', { name: text(privacy, 'sections.contact.title') })
      .click();
    await expect(page).toHaveURL('/legal/privacy-policy#contact');
    await expect(heading).toBeInViewport();
  });
});

/** The newest articles as the server lists them (titles only), for comparing with the screens. */
async function newestTitles(page: Page, lang: Tag, limit: number): Promise<string[]> {
  const answer = (await (await page.request.get(`/api/news?lang=${lang}&limit=${String(limit)}`)).json()) as {
    items: { title: string }[];
  };
  return answer.items.map((item) => item.title);
}

test.describe('news', () => {
  test('the list loads more until the end, then opens an article', async ({ page }) => {
    const titles = await newestTitles(page, 'en', 24);
    expect(titles.length).toBeGreaterThan(9);
    await page.goto('/news/all');
    await expect(page.getByRole('heading', { level: 1, name: text(news.en, 'list.heading') })).toBeVisible();
    const cards = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(cards).toHaveText(titles.slice(0, 9));
    await expectAccessible(page);

    await page.getByRole('button', { name: text(news.en, 'list.loadMore') }).click();
    await expect(cards).toHaveText(titles);
    // Focus moves to the first new card, so a keyboard user carries on from there.
    await expect(page.getByRole('link', { name: titles[9] })).toBeFocused();
    await expect(page.getByRole('button', { name: text(news.en, 'list.loadMore') })).toHaveCount(0);

    await page.getByRole('link', { name: titles[9] }).click();
    await expect(page.getByRole('heading', { level: 1, name: titles[9] })).toBeVisible();
    await expect(page.getByRole('navigation', { name: text(news.en, 'article.neighbours') })).toBeVisible();
    await expectAccessible(page);
  });

  test('an article renders its formatting but never the script pasted into it', async ({ page, problems }) => {
    problems.allow.push(BLOCKED_INLINE_HANDLER);
    await page.goto('/news/9');
    const article = page.getByRole('article');
    await expect(page.getByRole('heading', { level: 1, name: 'Patch 1.2: Deeper floors' })).toBeVisible();
    await expect(article.locator('strong')).toHaveText('Drowned King');
    await expect(article.getByRole('listitem')).toHaveCount(3);
    await expect(article.locator('script, iframe, [onload], [onerror]')).toHaveCount(0);
    await expect(page).not.toHaveTitle('embed ran');
  });

  test('the list and an article in German', async ({ page }) => {
    await useLanguage(page, 'de');
    const titles = await newestTitles(page, 'de', 9);
    await page.goto('/news/all');
    await expect(page.getByRole('heading', { level: 1, name: text(news.de, 'list.heading') })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(titles);
    await page.goto('/news/9');
    await expect(page.getByRole('heading', { level: 1, name: 'Patch 1.2: Tiefere Ebenen' })).toBeVisible();
    // The tab and the history list name the article, not the page kind.
    await expect(page).toHaveTitle('Patch 1.2: Tiefere Ebenen | Emberdeep');
    await expect(page.getByRole('article').locator('strong')).toHaveText('Ertrunkenen König');
    await expectNoRawKeys(page);
  });

  test('a feed reader follows the news in German from the link the news page ends with, or the one its head names', async ({
    page,
    baseURL,
  }) => {
    // A returning German visitor: the page comes prerendered in German.
    await useLanguage(page, 'de');
    await page.context().addCookies([{ name: 'language', value: LANGUAGES.de, url: String(baseURL) }]);
    const titles = await newestTitles(page, 'de', 3);
    await page.goto('/news/all');
    const link = page.getByRole('link', { name: text(news.de, 'list.feed') });
    const href = (await link.getAttribute('href')) ?? '';
    // The page's <head> names the same feed, for readers that find it from the page's address.
    await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('href', href);
    const feed = await page.request.get(href);
    expect(feed.headers()['content-type']).toContain('application/atom+xml');
    const xml = await feed.text();
    expect(xml).toContain(`<title>${text(news.de, 'pages.newsAll.title')} | Emberdeep</title>`);
    const entryTitles = [...xml.matchAll(/<entry>.*?<title>([^<]*)<\/title>/g)].map(([, title = '']) =>
      title.replace(/&#(\d+);/g, (_entity, code: string) => String.fromCharCode(Number(code))),
    );
    expect(entryTitles.slice(0, 3)).toEqual(titles);
    // The icon a reader shows beside the feed is there.
    const icon = new URL(/<icon>([^<]*)<\/icon>/.exec(xml)?.[1] ?? '').pathname;
    expect((await page.request.get(icon)).headers()['content-type']).toBe('image/png');
  });

  test("the news pages, its feed link included, load none of the forms' validation code", async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/news/all');
    await expect(page.getByRole('link', { name: text(news.en, 'list.feed') })).toBeVisible();
    const first = page.getByRole('main').getByRole('heading', { level: 2 }).first();
    const title = (await first.textContent()) ?? '';
    await first.getByRole('link').click();
    await expect(page).toHaveURL(/\/news\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // The zod schemas are the forms' (about 24 kB compressed): a page that shows news has no use for them.
    expect(scripts.filter((path) => /\/schemas-[\w-]+\.js$/.test(path))).toEqual([]);
    expect(scripts.length).toBeGreaterThan(3);
  });

  test('home shows the recent news, newest first, linking to the articles', async ({ page }) => {
    const titles = await newestTitles(page, 'en', 3);
    await page.goto('/home');
    const recent = page.getByRole('region', { name: text(content.en, 'home.slots.news.heading') });
    await expect(recent.getByRole('heading', { level: 3 })).toHaveText(titles);
    await recent.getByRole('link', { name: titles[0] }).click();
    await expect(page.getByRole('heading', { level: 1, name: titles[0] })).toBeVisible();
    await expect(page).toHaveTitle(`${titles[0] ?? ''} | Emberdeep`);
    // Back on the home page, its own title again.
    await page.goBack();
    await expect(page).toHaveTitle(`${text(content.en, 'pages.home.title')} | Emberdeep`);
  });
});

test.describe('news faults', () => {
  test('a failing list shows news_3 with a retry, for a server error, a dropped connection and bad JSON', async ({
    page,
    problems,
  }) => {
    problems.allow.push(/\/api\/news\?/, /Failed to load resource/);
    await useLanguage(page, 'de');
    let failures: ('500' | 'abort' | 'json')[] = ['500'];
    await page.route('**/api/news?*', async (route) => {
      const failure = failures.shift();
      if (failure === '500') await route.fulfill({ status: 500, body: '' });
      else if (failure === 'abort') await route.abort('failed');
      else if (failure === 'json')
        await route.fulfill({ status: 200, contentType: 'application/json', body: '{"items":[' });
      else await route.continue();
    });
    await page.goto('/news/all');
    const retry = page.getByRole('button', { name: text(news.de, 'retry') });
    await expect(page.getByRole('alert')).toHaveText(text(errors.de, 'news_3'));
    failures = ['abort'];
    await retry.click();
    await expect(page.getByRole('alert')).toHaveText(text(errors.de, 'news_3'));
    failures = ['json'];
    await retry.click();
    await expect(page.getByRole('alert')).toHaveText(text(errors.de, 'news_3'));
    await retry.click();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(9);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a failing "load more" shows news_4, keeps the loaded cards and retries', async ({ page, problems }) => {
    problems.allow.push(/\/api\/news\?/, /Failed to load resource/);
    let failNext = false;
    await page.route('**/api/news?*', async (route) => {
      if (failNext && new URL(route.request().url()).searchParams.has('cursor')) {
        failNext = false;
        await route.fulfill({ status: 500, body: '' });
      } else await route.continue();
    });
    await page.goto('/news/all');
    const cards = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(cards).toHaveCount(9);
    failNext = true;
    await page.getByRole('button', { name: text(news.en, 'list.loadMore') }).click();
    await expect(page.getByRole('alert')).toHaveText(text(errors.en, 'news_4'));
    await expect(cards).toHaveCount(9);
    await page.getByRole('button', { name: text(news.en, 'retry') }).click();
    await expect(cards).toHaveCount(12);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('an article that fails to load after Previous shows the error, not the article left behind', async ({
    page,
    problems,
  }) => {
    problems.allow.push(/\/api\/news\/7/, /Failed to load resource/, BLOCKED_INLINE_HANDLER);
    let fail = true;
    await page.route('**/api/news/7?*', async (route) => {
      if (fail) await route.fulfill({ status: 500, body: '' });
      else await route.continue();
    });
    await page.goto('/news/9');
    await expect(page.getByRole('heading', { level: 1, name: 'Patch 1.2: Deeper floors' })).toBeVisible();
    await page.getByRole('link', { name: /Previous article/ }).click();
    await expect(page).toHaveURL('/news/7');
    await expect(page.getByRole('alert')).toHaveText(text(errors.en, 'defaultError_10'));
    await expect(page.getByRole('heading', { name: 'Patch 1.2: Deeper floors' })).toHaveCount(0);
    fail = false;
    await page.getByRole('button', { name: text(news.en, 'retry') }).click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Patch 1.2: Deeper floors');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a failing recent-news call on home shows news_2 with a retry', async ({ page, problems }) => {
    problems.allow.push(/\/api\/news\/recent/, /Failed to load resource/);
    let fail = true;
    await page.route('**/api/news/recent?*', async (route) => {
      if (fail) await route.fulfill({ status: 500, body: '' });
      else await route.continue();
    });
    await page.goto('/home');
    const recent = page.getByRole('region', { name: text(content.en, 'home.slots.news.heading') });
    await expect(recent.getByRole('alert')).toHaveText(text(errors.en, 'news_2'));
    fail = false;
    await recent.getByRole('button', { name: text(news.en, 'retry') }).click();
    await expect(recent.getByRole('heading', { level: 3 })).toHaveCount(3);
  });
});
