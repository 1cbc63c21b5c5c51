import { describe, expect, it } from 'vitest';
import { acceptedEncoding, withPreview } from './page-preview';

/** The head of a frame as the build writes it (apps/web `fillTemplate`, `withSharingMeta`). */
const FRAME = `<!doctype html><html lang="de"><head>
<meta name="description" content="Emberdeep: ein kostenloser Online-Dungeon-Crawler." />
<title>Newsartikel | Emberdeep</title>
<meta property="og:type" content="website" />
<meta property="og:site_name" content="Emberdeep" />
<meta property="og:title" content="Newsartikel | Emberdeep" />
<meta property="og:description" content="Emberdeep: ein kostenloser Online-Dungeon-Crawler." />
<meta property="og:locale" content="de_DE" />
</head><body><div id="root"></div></body></html>`;

describe('withPreview', () => {
  it("puts the page's own title and text in the title, the description and the Open Graph tags", () => {
    const html = withPreview(FRAME, {
      title: 'Patch 1.2',
      description: 'Neue Tiefen und ein Händler.',
      type: 'article',
    });
    expect(html).toContain('<title>Patch 1.2 | Emberdeep</title>');
    expect(html).toContain('<meta name="description" content="Neue Tiefen und ein Händler." />');
    expect(html).toContain('<meta property="og:title" content="Patch 1.2 | Emberdeep" />');
    expect(html).toContain('<meta property="og:description" content="Neue Tiefen und ein Händler." />');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain('<meta property="og:locale" content="de_DE" />');
    expect(html).not.toContain('Newsartikel');
    expect(html).toContain('<body><div id="root"></div></body>');
  });

  it('escapes what it writes, and reads no replacement pattern in the text', () => {
    const html = withPreview(FRAME, { title: '</title><script>x()</script>', description: 'cost: $& "$1"' }) ?? '';
    expect(html).not.toContain('<script>x()');
    expect(html).toContain('<title>&#60;/title&#62;&#60;script&#62;x()&#60;/script&#62; | Emberdeep</title>');
    expect(html).toContain('<meta name="description" content="cost: $&#38; &#34;$1&#34;" />');
  });

  it('leaves a page without the tags to be served as built', () => {
    expect(withPreview('<title>Emberdeep</title>', { title: 'Patch 1.2', description: '' })).toBeNull();
    expect(
      withPreview(FRAME.replace(/<meta property="og:title"[^>]*>/, ''), { title: 'Patch 1.2', description: '' }),
    ).toBeNull();
  });
});

describe('acceptedEncoding', () => {
  it('prefers Brotli, then gzip, and honours a refusal (q=0)', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip;q=0.8, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });
});
