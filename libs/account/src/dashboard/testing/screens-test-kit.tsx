import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { Suspense, type ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import type { AccountOverview, ActiveSession, CurrencyHistoryAnswer, LedgerEntry } from '@dungeon/contract';
import { ERRORS_NS, initI18n, type LocaleCode } from '@dungeon/i18n-locales';
import { sessionState } from '@dungeon/session-auth/testing';
import { makeTestStore } from '@dungeon/store/testing';
import { ACCOUNT_NS } from '../../account-namespace';
import { ACCOUNT_SCREENS_NS } from '../../screens-namespace';

/** Test helpers of the account screens (imported by specs only). */

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export interface Call {
  method: string;
  url: URL;
  /** The raw request body as sent (before any parsing), '' for none. */
  body: string;
  headers: Headers;
}

/** Stubs `fetch`: each call goes to `handler`; the returned list records what was asked. */
export function answerCalls(handler: (call: Call) => Response | Promise<Response>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: Request) => {
    const call = {
      method: input.method,
      url: new URL(input.url),
      body: await input.clone().text(),
      headers: input.headers,
    };
    calls.push(call);
    return handler(call);
  });
  return calls;
}

export function overview(overrides: Partial<AccountOverview> = {}): AccountOverview {
  return {
    username: 'ash_veteran',
    email: 'veteran@emberdeep.example',
    createdAt: '2025-10-01T08:00:00.000Z',
    apps: [
      {
        appid: 2710,
        productid: '271002',
        key: 'founder',
        name: 'Emberdeep Founder Edition',
        status: 'complete',
        count: 1,
        gifted: false,
        acquiredAt: '2026-01-15T10:00:00.000Z',
      },
    ],
    dlcs: [
      {
        appid: 2710,
        productid: '271012',
        key: 'dlc_seasonal_pack',
        name: 'Seasonal Pack',
        status: 'complete',
        count: 2,
        gifted: false,
        acquiredAt: '2026-03-01T10:00:00.000Z',
      },
    ],
    gifts: [{ code: 'EMBR-BETA-2025-THNX', name: 'Closed Beta Thank-You', redeemedAt: '2025-11-02T10:00:00.000Z' }],
    currencyCount: '12345678901234567890',
    withdrawalDate: null,
    migration: null,
    ...overrides,
  };
}

/** Two signed-in devices of the account: this browser (Windows) and a phone seen earlier. */
export function devices(): ActiveSession[] {
  return [
    {
      id: 'thisBrowserSession0001',
      device: 'Chrome · Windows',
      createdAt: '2026-11-20T08:00:00.000Z',
      lastSeenAt: '2026-11-22T12:00:00.000Z',
      current: true,
    },
    {
      id: 'phoneSessionId00000002',
      device: 'Safari · iOS',
      createdAt: '2026-11-01T18:30:00.000Z',
      lastSeenAt: '2026-11-21T21:15:00.000Z',
      current: false,
    },
  ];
}

/** Answers the signed-in devices call with `devices()`, every other call with `handler`. */
export function withDevices(handler: (call: Call) => Response | Promise<Response>) {
  return (call: Call) => (call.url.pathname.endsWith('/auth/sessions') ? json({ sessions: devices() }) : handler(call));
}

/** Ledger entries with ids `ids` (newest first); entry n changed the balance by n. */
export function historyPage(ids: number[], nextCursor: string | null): CurrencyHistoryAnswer {
  const items: LedgerEntry[] = ids.map((id) => ({
    id,
    delta: id % 2 ? `-${String(id)}` : String(id),
    balanceAfter: String(1000 + id),
    reason: id % 2 ? 'spend' : 'gift',
    reference: null,
    createdAt: new Date(Date.UTC(2026, 0, id, 12)).toISOString(),
  }));
  return { items, nextCursor };
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

/** Renders account screens at `url` with a signed-in session, a real store, router and i18n. */
export async function renderScreens(
  url: string,
  screens: Record<string, ComponentType>,
  { language = 'EN' }: { language?: LocaleCode } = {},
) {
  const i18n = await initI18n(language, i18next.createInstance());
  await i18n.loadNamespaces([ACCOUNT_SCREENS_NS, ACCOUNT_NS, ERRORS_NS]);
  const { store, wrapper: StoreProvider } = makeTestStore(sessionState('signedIn'));
  const router = createMemoryRouter(
    [...Object.entries(screens).map(([path, Component]) => ({ path, Component })), { path: '*', Component: Where }],
    { initialEntries: [url] },
  );
  const view = render(
    <StoreProvider>
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </I18nextProvider>
    </StoreProvider>,
  );
  return {
    ...view,
    store,
    router,
    i18n,
    text: (key: string, options?: Record<string, unknown>) => i18n.t(`${ACCOUNT_SCREENS_NS}:${key}`, options ?? {}),
    /** A string of the sign-in pages (login, registration, password reset). */
    pageText: (key: string) => i18n.t(`${ACCOUNT_NS}:${key}`),
    message: (key: string) => i18n.t(`${ERRORS_NS}:${key}`),
    /** The path the router moved to once the screen let go of it; null while the screen shows. */
    where: () => screen.queryByTestId('where')?.textContent ?? null,
  };
}
