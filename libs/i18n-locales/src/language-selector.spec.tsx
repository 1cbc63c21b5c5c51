import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { initI18n } from './i18n';
import { LanguageSelector } from './language-selector';
import type { LocaleCode } from './locales';

async function renderSelector(code: LocaleCode) {
  const instance = await initI18n(code, i18next.createInstance());
  render(
    <I18nextProvider i18n={instance}>
      <LanguageSelector />
    </I18nextProvider>,
  );
  return userEvent.setup();
}

describe('LanguageSelector (SPEC §2, §4)', () => {
  it('names itself in the active language and lists the ten languages in their own names and lang', async () => {
    const user = await renderSelector('DE');
    const toggle = screen.getByRole('button', { name: 'Sprache Deutsch' });
    await user.click(toggle);
    const options = screen.getAllByRole('listitem').map((item) => item.firstElementChild);
    expect(options.map((option) => [option?.textContent, option?.getAttribute('lang')])).toEqual([
      ['English', 'en'],
      ['한국어', 'ko'],
      ['简体中文', 'zh-Hans'],
      ['繁體中文', 'zh-Hant'],
      ['Deutsch', 'de'],
      ['Español', 'es'],
      ['Français', 'fr'],
      ['日本語', 'ja'],
      ['Português', 'pt'],
      ['Русский', 'ru'],
    ]);
    expect(screen.getByRole('button', { name: 'Deutsch', current: true })).toBeVisible();
  });

  it('lets a keyboard user pass over languages with the arrows and choose one with Enter', async () => {
    const user = await renderSelector('EN');
    screen.getByRole('button', { name: 'Language English' }).focus();
    await user.keyboard('{Enter}{ArrowDown}{ArrowDown}{ArrowDown}');
    // Moving through the list changes nothing yet (a change reloads the page).
    expect(localStorage.getItem('language')).toBeNull();
    expect(screen.getByRole('button', { name: '简体中文' })).toHaveFocus();
    await user.keyboard('{End}{Enter}');
    expect(localStorage.getItem('language')).toBe('RU');
  });

  it('choosing the active language stores nothing and only closes the list', async () => {
    const user = await renderSelector('FR');
    const toggle = screen.getByRole('button', { name: /Français$/ });
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Français', current: true }));
    expect(localStorage.getItem('language')).toBeNull();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
