import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from './sanitize-html';

function parse(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = sanitizeArticleHtml(html);
  return host;
}

describe('sanitizeArticleHtml', () => {
  it('removes script elements and keeps the text around them', () => {
    const host = parse('<p>Before</p><script>window.hacked = true</script><p>After</p>');
    expect(host.querySelector('script')).toBeNull();
    expect(host.textContent).toBe('BeforeAfter');
  });

  it('removes event handler attributes such as onerror and onclick', () => {
    const host = parse(
      '<img src="/api/news/images/a.svg" width="640" height="360" onerror="alert(1)"><p onclick="alert(2)">x</p>',
    );
    expect(host.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(host.querySelector('p')?.getAttribute('onclick')).toBeNull();
  });

  it('removes javascript: and data: link URLs but keeps site paths', () => {
    const host = parse(
      '<a href="javascript:alert(1)">bad</a><a href=" JaVaScRiPt:alert(1)">bad2</a><a href="data:text/html,<script>alert(1)</script>">bad3</a><a href="/play">good</a>',
    );
    const links = [...host.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([null, null, null, '/play']);
  });

  it('drops embeds, forms and styles', () => {
    const host = parse(
      '<iframe src="https://evil.example"></iframe><form><input></form><style>p{}</style><p style="color:red">x</p>',
    );
    expect(host.querySelector('iframe, form, input, style')).toBeNull();
    expect(host.querySelector('p')?.getAttribute('style')).toBeNull();
  });

  it('drops data and ARIA attributes, which scripts and styles on the page might act on', () => {
    const host = parse('<p data-action="delete" aria-hidden="true" title="kept">x</p>');
    const paragraph = host.querySelector('p');
    expect(paragraph?.getAttributeNames()).toEqual(['title']);
  });

  it('keeps a sized image and opens an off-site link apart, without opener or referrer', () => {
    const host = parse(
      '<img src="/api/news/images/map.svg" width="640" height="360" alt="Map"><a href="https://example.org/x">out</a>',
    );
    const image = host.querySelector('img');
    expect(image?.getAttribute('width')).toBe('640');
    expect(image?.getAttribute('height')).toBe('360');
    expect(image?.getAttribute('alt')).toBe('Map');
    const link = host.querySelector('a');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('loads images when they near the screen, off the main thread, and marks one without alt text as decoration', () => {
    const host = parse('<img src="/api/news/images/a.svg" width="640" height="360"><img src="/b.svg" alt="Boss room">');
    const [plain, described] = [...host.querySelectorAll('img')];
    // Without an alt, a screen reader reads the file name out instead (axe image-alt, WCAG 1.1.1).
    expect(plain?.getAttribute('alt')).toBe('');
    expect(described?.getAttribute('alt')).toBe('Boss room');
    for (const image of [plain, described]) {
      expect(image?.getAttribute('loading')).toBe('lazy');
      expect(image?.getAttribute('decoding')).toBe('async');
    }
  });
});
