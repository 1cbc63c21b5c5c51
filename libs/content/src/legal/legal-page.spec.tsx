import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@dungeon/contract';
import { Component as CodeOfConduct } from '../pages/legal-code-of-conduct.route';
import { Component as CookiePolicy } from '../pages/legal-cookie.route';
import { Component as GamePolicy } from '../pages/legal-game.route';
import { Component as LauncherPolicy } from '../pages/legal-launcher.route';
import { Component as PaymentPolicy } from '../pages/legal-payment.route';
import { Component as PrivacyPolicy } from '../pages/legal-privacy.route';
import { Component as LegalIndex } from '../pages/legal.route';
import { renderPage } from '../testing/render-page';
import {
  LEGAL_CODE_OF_CONDUCT,
  LEGAL_COOKIE,
  LEGAL_GAME,
  LEGAL_INDEX,
  LEGAL_LAUNCHER,
  LEGAL_PAYMENT,
  LEGAL_PRIVACY,
} from './legal-documents';

describe('legal pages', () => {
  it('lists every section in the table of contents, each link pointing at a section on the page', async () => {
    await renderPage(<PrivacyPolicy />, { path: LEGAL_PRIVACY.path, namespaces: [LEGAL_PRIVACY.namespace] });
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(toc).getAllByRole('link');
    expect(links).toHaveLength(LEGAL_PRIVACY.sections.length);
    for (const link of links) {
      const href = link.getAttribute('href') ?? '';
      expect(href).toMatch(/^\/legal\/privacy-policy#[a-z-]+$/);
      const target = document.getElementById(href.split('#')[1]!);
      expect(target?.tagName).toBe('SECTION');
      // the section is titled by the same words the contents link shows
      expect(within(target!).getByRole('heading', { level: 2 })).toHaveTextContent(link.textContent);
    }
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('September 1, 2025')).toHaveAttribute('datetime', '2025-09-01');
  });

  it('names the real storage keys in the cookie policy and links to the cookie settings', async () => {
    await renderPage(<CookiePolicy />, { path: LEGAL_COOKIE.path, namespaces: [LEGAL_COOKIE.namespace] });
    const table = screen.getByRole('table', { name: 'Cookies and browser storage used by this website' });
    const names = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    // The language is kept twice: in local storage, and in a cookie the server reads.
    expect(names).toEqual([
      'sid',
      'preferences',
      'language',
      'language',
      'keepMeLoggedIn',
      'cookieBannerHidden',
      'theme',
      'formDrafts',
      'logoutPending',
    ]);
    expect(screen.getByRole('link', { name: 'Open cookie settings' })).toHaveAttribute(
      'href',
      '/legal/cookie-policy?settings',
    );
  });

  it('shows the last-updated date in the active language', async () => {
    await renderPage(<PrivacyPolicy />, {
      code: 'DE',
      path: LEGAL_PRIVACY.path,
      namespaces: [LEGAL_PRIVACY.namespace],
    });
    expect(screen.getByText('1. September 2025')).toBeInTheDocument();
  });

  it('fills every placeholder of every legal page in every language (no "{{game}}" left in the text)', async () => {
    const pages = [
      [LEGAL_INDEX, LegalIndex],
      [LEGAL_PRIVACY, PrivacyPolicy],
      [LEGAL_COOKIE, CookiePolicy],
      [LEGAL_LAUNCHER, LauncherPolicy],
      [LEGAL_CODE_OF_CONDUCT, CodeOfConduct],
      [LEGAL_GAME, GamePolicy],
      [LEGAL_PAYMENT, PaymentPolicy],
    ] as const;
    const unfilled: string[] = [];
    for (const { code } of LOCALES) {
      for (const [document, Page] of pages) {
        const { container } = await renderPage(<Page />, {
          code,
          path: document.path,
          namespaces: [document.namespace],
        });
        await screen.findByRole('heading', { level: 1 });
        for (const match of container.textContent.match(/\{\{\s*\w+\s*\}\}/g) ?? []) {
          unfilled.push(`${code} ${document.path}: ${match}`);
        }
        cleanup();
      }
    }
    expect(unfilled).toEqual([]);
  });
});
