import { describe, expect, it } from 'vitest';
import { prerenderedMode } from './mount';

function html(attributes: { lang: string; prerendered?: string }): HTMLElement {
  const element = document.createElement('html');
  element.lang = attributes.lang;
  if (attributes.prerendered) element.dataset['prerendered'] = attributes.prerendered;
  return element;
}

describe('how the app starts on the HTML in hand', () => {
  it('hydrates a prerendered page in the visitor language whose route loaded', () => {
    expect(prerenderedMode(html({ lang: 'de', prerendered: 'page' }), 'de', true)).toBe('hydrate');
  });

  it('renders over a frame, and over a page whose route failed to load (the error page replaces it)', () => {
    expect(prerenderedMode(html({ lang: 'de', prerendered: 'frame' }), 'de', true)).toBe('render-over');
    expect(prerenderedMode(html({ lang: 'de', prerendered: 'page' }), 'de', false)).toBe('render-over');
  });

  it('clears a page prerendered in another language, or marked stale by the pre-paint script', () => {
    expect(prerenderedMode(html({ lang: 'en', prerendered: 'page' }), 'de', true)).toBe('render-clean');
    expect(prerenderedMode(html({ lang: 'de', prerendered: 'stale' }), 'de', true)).toBe('render-clean');
  });

  it('renders into the plain index.html', () => {
    expect(prerenderedMode(html({ lang: 'en' }), 'ja', true)).toBe('render');
  });
});
