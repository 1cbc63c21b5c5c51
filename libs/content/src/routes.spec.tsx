import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { initI18n } from '@dungeon/i18n-locales';
import { routerReady } from '@dungeon/routing';
import { createContentRoutes } from './routes';

async function renderHome(routes: ReturnType<typeof createContentRoutes>) {
  await initI18n('EN', i18next);
  const router = createMemoryRouter(routes, { initialEntries: ['/home'] });
  // As the shell does: the page is drawn once its lazy route has loaded.
  await routerReady(router);
  render(
    <I18nextProvider i18n={i18next}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return screen.findByRole('heading', { level: 1, name: 'Descend into Emberdeep' });
}

describe('content routes', () => {
  it('renders the slots the shell passes inside the home sections', async () => {
    const routes = createContentRoutes({
      homeSlots: {
        recentNews: () => <p>news from the news lib</p>,
        shopHighlights: () => <p>offers from the shop lib</p>,
      },
    });
    await renderHome(routes);
    expect(screen.getByRole('region', { name: 'Latest news' })).toHaveTextContent('news from the news lib');
    expect(screen.getByRole('region', { name: 'From the shop' })).toHaveTextContent('offers from the shop lib');
    expect(screen.getByRole('link', { name: 'Play Free' })).toHaveAttribute('href', '/play');
    expect(screen.getByRole('link', { name: 'Download the launcher' })).toHaveAttribute(
      'href',
      '/downloads/EmberdeepLauncherSetup.exe',
    );
  });

  it('without slots, home still links to the news and the shop', async () => {
    const { contentRoutes } = await import('./routes');
    await renderHome(contentRoutes);
    expect(screen.getByRole('link', { name: 'All news' })).toHaveAttribute('href', '/news/all');
    expect(screen.getByRole('link', { name: 'Visit the shop' })).toHaveAttribute('href', '/shop');
  });

  it('keeps every route handle: a title key for each page', () => {
    const handles = createContentRoutes()
      .filter((route) => route.path !== '/')
      .map((route) => [route.path, (route.handle as { titleKey: string }).titleKey]);
    expect(handles).toHaveLength(12);
    expect(Object.fromEntries(handles)).toMatchObject({
      '/home': 'content:pages.home.title',
      '/legal/cookie-policy': 'content:pages.legalCookie.title',
      '/twitch-drops': 'content:pages.twitchDrops.title',
    });
  });
});
