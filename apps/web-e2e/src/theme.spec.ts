import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** --color-bg of each palette in apps/web/src/styles.css, as the browser reports it. */
const LIGHT_BG = 'rgb(250, 247, 242)';
const DARK_BG = 'rgb(20, 16, 24)';

const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
const dataTheme = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-theme'));
const storedTheme = (page: Page) => page.evaluate(() => localStorage.getItem('theme'));
const headerToggle = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Dark theme' });

test.describe('light and dark themes (issue 6)', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
  });

  test('the header toggle starts from the system setting, recolours the page and survives a reload', async ({
    page,
  }) => {
    await page.goto('/home');
    const toggle = headerToggle(page);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(await pageBackground(page)).toBe(LIGHT_BG);

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await dataTheme(page)).toBe('dark');
    expect(await pageBackground(page)).toBe(DARK_BG);
    expect(await storedTheme(page)).toBe('"dark"');

    await page.reload();
    await expect(headerToggle(page)).toHaveAttribute('aria-pressed', 'true');
    expect(await dataTheme(page)).toBe('dark');
    expect(await pageBackground(page)).toBe(DARK_BG);
  });

  test.describe('with functional cookies refused', () => {
    test.use({ consent: 'first-visit' });

    test('the choice applies to this page view only, and refusing deletes a remembered one', async ({ page }) => {
      await page.goto('/home');
      await page
        .getByRole('dialog', { name: 'Cookie Preferences' })
        .getByRole('button', { name: 'Confirm Preferences' })
        .click();
      await headerToggle(page).click();
      expect(await storedTheme(page)).toBe('"dark"');

      await page.goto('/home?settings');
      const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
      await expect(dialog).toBeVisible();
      expect(await dataTheme(page)).toBe('dark'); // remembered across the load
      await dialog.getByRole('tab', { name: 'Functional Cookies' }).click();
      await dialog.getByRole('switch', { name: 'Functional cookies' }).uncheck();
      await dialog.getByRole('button', { name: 'Confirm Preferences' }).click();
      await expect(dialog).toBeHidden();
      expect(await storedTheme(page)).toBeNull();

      const toggle = headerToggle(page);
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      expect(await pageBackground(page)).toBe(LIGHT_BG);
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      expect(await pageBackground(page)).toBe(DARK_BG);
      expect(await storedTheme(page)).toBeNull();

      await page.reload();
      await expect(headerToggle(page)).toHaveAttribute('aria-pressed', 'false');
      expect(await dataTheme(page)).toBeNull();
      expect(await pageBackground(page)).toBe(LIGHT_BG);
    });
  });
});

/** The scroll-in wrapper around a home section, and what it looks like now. */
const revealOf = (section: Locator) =>
  section.evaluate((element) => {
    const wrapper = element.closest('.reveal');
    const style = wrapper ? getComputedStyle(wrapper) : null;
    return {
      state: wrapper?.getAttribute('data-reveal') ?? null,
      opacity: style?.opacity,
      transition: style?.transitionProperty,
    };
  });

test.describe('scroll-in sections on the home page (SPEC §9)', () => {
  test('a section below the fold stays hidden until scrolled to, then shows', async ({ page }) => {
    await page.goto('/home');
    const news = page.getByRole('region', { name: 'Latest news' });
    await expect(news).not.toBeInViewport();
    expect(await revealOf(news)).toMatchObject({ state: 'hidden', opacity: '0' });

    await news.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await revealOf(news)).state).toBe('shown');
    await expect.poll(async () => (await revealOf(news)).opacity).toBe('1');
  });

  test('under reduced motion nothing is hidden and nothing transitions', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/home');
    const news = page.getByRole('region', { name: 'Latest news' });
    await expect(news).toBeAttached();
    await expect(news).not.toBeInViewport();
    const before = await revealOf(news);
    expect(before).toMatchObject({ state: null, opacity: '1' });
    expect(before.transition).not.toMatch(/opacity|transform/);
  });
});
