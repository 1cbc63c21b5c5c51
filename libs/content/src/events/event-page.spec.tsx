import { act, screen } from '@testing-library/react';
import i18next from 'i18next';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { initI18n } from '@dungeon/i18n-locales';
import { siteConfig } from '@dungeon/site-config';
import { buildSiteConfig } from '@dungeon/site-config';
import { CONTENT_NS } from '../content-namespace';
import { formatInstant } from '../dates';
import { renderPage } from '../testing/render-page';
import { EventPage } from './event-page';
import { eventStatus, WINTER_HOLIDAY_EVENT_WINDOW } from './event-window';
import { EVENTS_NS } from './events-namespace';

const twitchWindow = buildSiteConfig({}).twitchDrops;

describe('event dates', () => {
  it('formats the twitch-drops window in German for a visitor in Berlin', async () => {
    await renderPage(
      <EventPage
        event="twitchDrops"
        window={twitchWindow}
        now={new Date('2025-09-30T12:00:00Z')}
        timeZone="Europe/Berlin"
      />,
      {
        code: 'DE',
        namespaces: [EVENTS_NS],
      },
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Twitch Drops');
    expect(screen.getByText('26. September 2025 um 02:00 MESZ')).toHaveAttribute('datetime', '2025-09-26T00:00:00Z');
    expect(screen.getByText('6. Oktober 2025 um 02:00 MESZ')).toHaveAttribute('datetime', '2025-10-06T00:00:00Z');
    expect(screen.getByText('Jetzt live')).toBeInTheDocument();
  });

  it('formats the winter event window in Japanese for a visitor in Tokyo', async () => {
    await renderPage(
      <EventPage
        event="winterHolidayEvent"
        window={WINTER_HOLIDAY_EVENT_WINDOW}
        now={new Date('2026-11-01T00:00:00Z')}
        timeZone="Asia/Tokyo"
      />,
      { code: 'JP', namespaces: [EVENTS_NS] },
    );
    expect(screen.getByText('2026年12月15日 9:00 JST')).toBeInTheDocument();
    expect(screen.getByText('2027年1月8日 9:00 JST')).toBeInTheDocument();
  });
});

describe('eventStatus', () => {
  it('hydrates times the build worded otherwise without a mismatch, then words them as the browser does', async () => {
    const instance = await initI18n('KR', i18next.createInstance());
    await instance.loadNamespaces([CONTENT_NS, EVENTS_NS]);
    const page = (
      <I18nextProvider i18n={instance}>
        <MemoryRouter>
          <EventPage
            event="winterHolidayEvent"
            window={WINTER_HOLIDAY_EVENT_WINDOW}
            now={new Date(siteConfig.builtAt)}
          />
        </MemoryRouter>
      </I18nextProvider>
    );
    const browserWords = formatInstant(WINTER_HOLIDAY_EVENT_WINDOW.startsAt, 'ko', 'UTC');
    // What the build's ICU may write instead (Node 20 with ICU 78 says "AM" where Chromium says "오전").
    const buildWords = 'build ICU wording';
    const html = renderToString(page);
    expect(html).toContain(browserWords);
    const container = document.createElement('div');
    container.innerHTML = html.replace(browserWords, buildWords);
    document.body.append(container);
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError });
      await Promise.resolve();
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.querySelector(`time[datetime="${WINTER_HOLIDAY_EVENT_WINDOW.startsAt}"]`)).toHaveTextContent(
      formatInstant(WINTER_HOLIDAY_EVENT_WINDOW.startsAt, 'ko'),
    );
    expect(container.textContent).not.toContain(buildWords);
    container.remove();
  });

  it('is upcoming before the start, live from the start, ended from the exclusive end', () => {
    expect(eventStatus(new Date('2026-12-14T23:59:59Z'), WINTER_HOLIDAY_EVENT_WINDOW)).toBe('upcoming');
    expect(eventStatus(new Date('2026-12-15T00:00:00Z'), WINTER_HOLIDAY_EVENT_WINDOW)).toBe('live');
    expect(eventStatus(new Date('2027-01-08T00:00:00Z'), WINTER_HOLIDAY_EVENT_WINDOW)).toBe('ended');
  });
});
