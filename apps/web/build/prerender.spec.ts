import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  assertNoFormFields,
  fillTemplate,
  SHARE_CARD,
  shareCardAt,
  withAppName,
  withDescription,
  withSharingMeta,
  withTitle,
} from './prerender';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Emberdeep: a free-to-play online dungeon crawler." />
    <title>Emberdeep</title>
    <link rel="alternate" type="application/atom+xml" href="/api/news/feed" />
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/boot-2.js">
    <link rel="stylesheet" crossorigin href="/assets/style-3.css">
    <script>prePaint()</script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const page = {
  tag: 'de',
  mode: 'page',
  title: 'Startseite | Emberdeep',
  description: 'Emberdeep: ein kostenloser Online-Dungeon-Crawler.',
  siteName: 'Emberdeep',
  ogLocale: 'de_DE',
  body: '<h1>Hallo</h1>',
  besideRoot: '<div id="consent-preview"></div>',
};

describe('a prerendered page made from the built index.html', () => {
  it('carries the language, the mode, the title, the description, the page and the consent picture', () => {
    const html = fillTemplate(TEMPLATE, page);
    expect(html).toContain('<html lang="de" data-prerendered="page">');
    expect(html).toContain('<title>Startseite | Emberdeep</title>');
    expect(html).toContain('<meta name="description" content="Emberdeep: ein kostenloser Online-Dungeon-Crawler." />');
    expect(html).not.toContain('free-to-play');
    expect(html).toContain('<div id="root"><h1>Hallo</h1></div><div id="consent-preview"></div>');
    expect(html).toContain('<script>prePaint()</script>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/style-3.css">');
  });

  it('tells link previews the title, the description, the site and the language, in <head>', () => {
    const html = fillTemplate(TEMPLATE, page);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<meta property="og:title" content="Startseite | Emberdeep" />');
    expect(head).toContain(
      '<meta property="og:description" content="Emberdeep: ein kostenloser Online-Dungeon-Crawler." />',
    );
    expect(head).toContain('<meta property="og:site_name" content="Emberdeep" />');
    expect(head).toContain('<meta property="og:locale" content="de_DE" />');
    expect(head).toContain('<meta property="og:type" content="website" />');
    expect(head).toContain('<meta name="twitter:card" content="summary" />');
  });

  it('escapes what link previews read too', () => {
    const html = withSharingMeta(TEMPLATE, { ...page, title: '"><script>x()</script>', siteName: 'A & B' });
    expect(html).not.toContain('<script>x()');
    expect(html).toContain('<meta property="og:title" content="&#34;&#62;&#60;script&#62;x()&#60;/script&#62;" />');
    expect(html).toContain('<meta property="og:site_name" content="A &#38; B" />');
  });

  it('escapes the title and the description, which come from translations', () => {
    expect(fillTemplate(TEMPLATE, { ...page, title: '</title><script>x()</script>' })).toContain(
      '<title>&#60;/title&#62;&#60;script&#62;x()&#60;/script&#62;</title>',
    );
    expect(fillTemplate(TEMPLATE, { ...page, description: '"><script>x()</script>' })).toContain(
      '<meta name="description" content="&#34;&#62;&#60;script&#62;x()&#60;/script&#62;" />',
    );
  });

  it('leaves the app’s code out of the first paint: its entry at low priority, no preloads', () => {
    const html = fillTemplate(TEMPLATE, page);
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js">');
    expect(html).not.toContain('modulepreload');
  });

  it("previews with the share card at the deployment's origin, described by the site's name, when the build knows the origin", () => {
    const card = shareCardAt('https://emberdeep.example/');
    expect(card).toEqual({ url: 'https://emberdeep.example/share-card.jpg', width: 1200, height: 630 });
    const html = fillTemplate(TEMPLATE, page, card);
    expect(html).toContain('<meta property="og:image" content="https://emberdeep.example/share-card.jpg" />');
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    expect(html).toContain('<meta property="og:image:height" content="630" />');
    expect(html).toContain('<meta property="og:image:alt" content="Emberdeep" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    // Without an origin (a local build, CI): no picture, the text card.
    expect(shareCardAt(undefined)).toBeUndefined();
    expect(shareCardAt(' ')).toBeUndefined();
    const plain = fillTemplate(TEMPLATE, page, shareCardAt(undefined));
    expect(plain).not.toContain('og:image');
    expect(plain).toContain('<meta name="twitter:card" content="summary" />');
  });

  it('ships the share card at the size the tags say', () => {
    const jpeg = readFileSync(join(import.meta.dirname, '../public', SHARE_CARD.path));
    // A baseline or progressive JPEG's frame header (SOF0/SOF2): height, then width.
    let at = 2;
    while (at < jpeg.length && !(jpeg[at] === 0xff && (jpeg[at + 1] === 0xc0 || jpeg[at + 1] === 0xc2))) {
      at += 2 + jpeg.readUInt16BE(at + 2);
    }
    expect([jpeg.readUInt16BE(at + 7), jpeg.readUInt16BE(at + 5)]).toEqual([SHARE_CARD.width, SHARE_CARD.height]);
  });

  it('fails the build on a site origin that is not one, rather than put a broken address in every page', () => {
    for (const bad of [
      'emberdeep.example',
      'ftp://emberdeep.example',
      'https://emberdeep.example/news',
      'https://x.example/?a=1',
    ]) {
      expect(() => shareCardAt(bad), bad).toThrow(/VITE_SITE_ORIGIN/);
    }
  });

  it("links the news feed in the page's language", () => {
    expect(fillTemplate(TEMPLATE, page)).toContain(
      '<link rel="alternate" type="application/atom+xml" href="/api/news/feed?lang=de" />',
    );
    expect(fillTemplate(TEMPLATE, { ...page, tag: 'zh-Hant' })).toContain('href="/api/news/feed?lang=zh-Hant"');
    expect(() => fillTemplate(TEMPLATE.replace(/<link rel="alternate"[^>]*>/, ''), page)).toThrow(/\/api\/news\/feed/);
  });

  it('refuses a template it cannot fill, rather than write a page without its content', () => {
    expect(() => fillTemplate(TEMPLATE.replace('<div id="root"></div>', '<main></main>'), page)).toThrow(/index.html/);
    // Without its title or description, a page would go out with none, or the English one.
    expect(() => fillTemplate(TEMPLATE.replace('<title>Emberdeep</title>', ''), page)).toThrow(/title/);
    expect(() => fillTemplate(TEMPLATE.replace(/<meta name="description"[^>]*>/, ''), page)).toThrow(/description/);
  });

  it('gives index.html itself a description, escaped', () => {
    const html = withDescription(TEMPLATE, 'Emberdeep: "free" <dungeons>');
    expect(html).toContain('<meta name="description" content="Emberdeep: &#34;free&#34; &#60;dungeons&#62;" />');
    expect(html).toContain('<div id="root"></div>');
  });

  it("gives index.html the game's name as its title, from an empty one, escaped", () => {
    const html = withTitle(TEMPLATE.replace('<title>Emberdeep</title>', '<title></title>'), 'Ash & Ember');
    expect(html).toContain('<title>Ash &#38; Ember</title>');
  });

  it("names the installed app after the deployment's game, keeping the rest of the manifest", () => {
    const source = readFileSync(join(import.meta.dirname, '../public/manifest.webmanifest'), 'utf8');
    const manifest = JSON.parse(withAppName(source, 'Ashfall')) as Record<string, unknown>;
    expect(manifest).toEqual({ ...(JSON.parse(source) as object), name: 'Ashfall', short_name: 'Ashfall' });
    expect(manifest['icons']).toHaveLength(4);
  });

  it('finds the description wrapped over lines, as Prettier writes index.html', () => {
    const wrapped = TEMPLATE.replace(
      '<meta name="description" content=',
      '<meta\n      name="description"\n      content=',
    );
    expect(fillTemplate(wrapped, page)).toContain('<meta name="description" content="Emberdeep: ein kostenloser');
  });
});

describe('form fields in prerendered pages', () => {
  it('fail the build for a whole page, naming the route', () => {
    for (const field of ['<form action="">', '<input type="email">', '<textarea>', '<select name="x">']) {
      expect(() => assertNoFormFields('/user/login', 'page', `<main>${field}</main>`), field).toThrow(/\/user\/login/);
    }
  });

  it('are allowed in a frame (its page renders in the browser) and words like "input" are no field', () => {
    expect(() => assertNoFormFields('/user/login', 'frame', '<form></form>')).not.toThrow();
    expect(() => assertNoFormFields('/home', 'page', '<p>inputs, forms and selections</p><formula-x>')).not.toThrow();
  });
});
