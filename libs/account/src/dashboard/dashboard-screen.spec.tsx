import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, type ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DashboardScreen } from './dashboard-screen';
import { withDashboardSlots, type NamedProduct } from './dashboard-slots';
import { answerCalls, historyPage, json, overview, renderScreens, withDevices } from './testing/screens-test-kit';

const routes = { '/user/dashboard': DashboardScreen, '/user/dashboard/:control': DashboardScreen };

afterEach(() => {
  vi.unstubAllGlobals();
});

function historyRows() {
  const table = screen.getByRole('table', { name: 'Red Stone history, newest first' });
  return within(table).getAllByRole('rowheader');
}

/** A stand-in for the shop's purchase history. */
function PurchasesSlot() {
  return (
    <section aria-labelledby="slot-heading">
      <h2 id="slot-heading">Purchases</h2>
    </section>
  );
}

/** A stand-in for the shop's product names: French words for the keys it knows. */
const frenchNames: Record<string, string> = { founder: 'Édition Fondateur', dlc_seasonal_pack: 'Pack saisonnier' };
function ProductNameSlot({ product }: { product: NamedProduct }) {
  return frenchNames[product.key] ?? product.name;
}

function ownedNames(region: string): string[] {
  const list = within(screen.getByRole('region', { name: region })).getByRole('list');
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.dashboard__owned-name')?.textContent ?? '');
}

describe('/user/dashboard', () => {
  it('shows the profile, owned games, DLC, gifts and the exact balance', async () => {
    answerCalls(
      withDevices(({ url }) =>
        url.pathname.endsWith('/account/overview') ? json(overview()) : json(historyPage([2, 1], null)),
      ),
    );
    await renderScreens('/user/dashboard', routes);

    expect(await screen.findByText('ash_veteran')).toBeInTheDocument();
    expect(screen.getByText('veteran@emberdeep.example')).toBeInTheDocument();
    const games = screen.getByRole('region', { name: 'Games' });
    expect(within(games).getByText('Emberdeep Founder Edition')).toBeInTheDocument();
    const dlcs = screen.getByRole('region', { name: 'Expansions' });
    expect(within(dlcs).getByText('Seasonal Pack')).toBeInTheDocument();
    expect(within(dlcs).getByText('Owned: 2')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Gifts' })).getByText('Closed Beta Thank-You'),
    ).toBeInTheDocument();
    // Twenty digits: every one survives (a JS number would end in ...0000).
    expect(screen.getByText('12,345,678,901,234,567,890 Red Stones')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Close your account' })).toHaveAttribute('href', '/user/withdraw');
    expect(screen.getAllByRole('link', { name: 'Migrate an old account' })[0]).toHaveAttribute(
      'href',
      '/user/chaf-migrate',
    );
    expect(screen.queryByText(/scheduled to close/)).toBeNull();
  });

  it('welcomes a player the registration just brought here, and no one else', async () => {
    answerCalls(
      withDevices(({ url }) =>
        url.pathname.endsWith('/account/overview') ? json(overview()) : json(historyPage([1], null)),
      ),
    );
    const { router } = await renderScreens('/user/dashboard', routes);
    await screen.findByText('ash_veteran');
    expect(screen.queryByText(/^Welcome to Emberdeep/)).toBeNull();
    await act(async () => {
      await router.navigate('/user/dashboard', { state: { welcome: true } });
    });
    expect(screen.getByText('Welcome to Emberdeep! Your account is ready.')).toHaveAttribute('role', 'status');
  });

  it('says the balance in the plural its number takes in Russian, even past 2^53', async () => {
    for (const [currencyCount, shown] of [
      ['1', '1 красный камень'],
      ['22', '22 красных камня'],
      ['650', '650 красных камней'],
      ['12345678901234567891', '12 345 678 901 234 567 891 красный камень'],
    ]) {
      answerCalls(
        withDevices(({ url }) =>
          url.pathname.endsWith('/account/overview')
            ? json({ ...overview(), currencyCount })
            : json(historyPage([1], null)),
        ),
      );
      const { unmount } = await renderScreens('/user/dashboard', routes, { language: 'RU' });
      const balance = await screen.findByText(
        (_, element) => element?.tagName === 'STRONG' && / камн| камен/.test(element.textContent),
      );
      expect(balance.textContent.replace(/\s/g, ' ')).toBe(shown);
      unmount();
    }
  });

  it('"Load more" appends the next history page, sends its cursor, and moves focus to the first new entry', async () => {
    const calls = answerCalls(
      withDevices(({ url }) => {
        if (url.pathname.endsWith('/account/overview')) return json(overview());
        return url.searchParams.get('cursor') === 'c2'
          ? json(historyPage([8, 7], null))
          : json(historyPage([12, 11, 10, 9], 'c2'));
      }),
    );
    await renderScreens('/user/dashboard', routes);
    await screen.findByRole('table', { name: 'Red Stone history, newest first' });
    expect(historyRows()).toHaveLength(4);
    expect(screen.getByText('Entries shown: 4')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));

    await waitFor(() => {
      expect(historyRows()).toHaveLength(6);
    });
    const dates = historyRows().map((cell) => cell.querySelector('time')?.getAttribute('datetime'));
    expect(dates).toEqual([12, 11, 10, 9, 8, 7].map((day) => new Date(Date.UTC(2026, 0, day, 12)).toISOString()));
    const historyCalls = calls.filter((call) => call.url.pathname.endsWith('/currency/history'));
    expect(historyCalls.map((call) => call.url.searchParams.get('cursor'))).toEqual([null, 'c2']);
    await waitFor(() => {
      expect(historyRows()[4]).toHaveFocus();
    });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('/user/dashboard/currency puts the Red Stones section in focus', async () => {
    answerCalls(
      withDevices(({ url }) =>
        url.pathname.endsWith('/account/overview') ? json(overview()) : json(historyPage([1], null)),
      ),
    );
    await renderScreens('/user/dashboard/currency', routes);
    await waitFor(() => {
      expect(screen.getByRole('heading', { name: 'Red Stones' })).toHaveFocus();
    });
  });

  it('announces a pending closure with its date and links to it', async () => {
    answerCalls(
      withDevices(({ url }) =>
        url.pathname.endsWith('/account/overview')
          ? json(overview({ withdrawalDate: '2026-12-06T12:00:00.000Z' }))
          : json(historyPage([], null)),
      ),
    );
    await renderScreens('/user/dashboard', routes);
    const date = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeStyle: 'short' }).format(
      new Date('2026-12-06T12:00:00.000Z'),
    );
    expect(date).toMatch(/^December 6, 2026/);
    const notice = await screen.findByText(`Your account is scheduled to close on ${date}.`, { exact: false });
    expect(notice).toHaveAttribute('role', 'status');
    expect(within(notice).getByRole('link', { name: 'Review or cancel the closure' })).toHaveAttribute(
      'href',
      '/user/withdraw/confirm',
    );
    expect(await screen.findByText('No Red Stone activity yet.')).toBeInTheDocument();
    // The account's own way out leads to the pending closure, not to a second request.
    expect(screen.getByRole('link', { name: 'Close your account' })).toHaveAttribute('href', '/user/withdraw/confirm');
  });

  it('tags what is a gift or pending approval, points an empty account to the shop, and offers no second migration', async () => {
    const [seasonal] = overview().dlcs;
    if (!seasonal) throw new Error('the fixture changed');
    answerCalls(
      withDevices(({ url }) =>
        url.pathname.endsWith('/account/overview')
          ? json(
              overview({
                apps: [],
                dlcs: [
                  { ...seasonal, gifted: true, count: 1 },
                  { ...seasonal, productid: '271013', name: 'Frost Pack', status: 'pending', count: 1 },
                ],
                migration: {
                  oldAccountId: '76561198000000042',
                  legacyName: 'OldAsh',
                  migratedAt: '2026-02-01T10:00:00.000Z',
                },
              }),
            )
          : json(historyPage([], null)),
      ),
    );
    await renderScreens('/user/dashboard', routes);
    const games = await screen.findByRole('region', { name: 'Games' });
    expect(within(games).getByRole('link', { name: 'Visit the shop' })).toHaveAttribute('href', '/shop');
    const dlcs = screen.getByRole('region', { name: 'Expansions' });
    expect(
      within(within(dlcs).getByText('Seasonal Pack').closest('li') as HTMLElement).getByText('Gift'),
    ).toBeInTheDocument();
    expect(
      within(within(dlcs).getByText('Frost Pack').closest('li') as HTMLElement).getByText('Pending approval'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Migrated from old account 76561198000000042 \(OldAsh\)/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Migrate an old account' })).not.toBeInTheDocument();
  });

  it('says so when the account cannot be loaded, and its retry loads it', async () => {
    let down = true;
    answerCalls(
      withDevices(({ url }) => {
        if (url.pathname.endsWith('/account/overview'))
          return down ? json({ error: 'defaultError_5' }, 500) : json(overview());
        return json(historyPage([], null));
      }),
    );
    await renderScreens('/user/dashboard', routes);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account could not be loaded.');
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('ash_veteran')).toBeInTheDocument();
  });

  it('shows the purchases section the shell passes as a slot, between the account cards and the history', async () => {
    answerCalls(
      withDevices(({ url }) =>
        url.pathname.endsWith('/account/overview') ? json(overview()) : json(historyPage([1], null)),
      ),
    );
    const Dashboard = withDashboardSlots(DashboardScreen, { purchaseHistory: PurchasesSlot });
    await renderScreens('/user/dashboard', { '/user/dashboard': Dashboard });

    await screen.findByRole('region', { name: 'Purchases' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.indexOf('Purchases')).toBe(headings.indexOf('Account migration') + 1);
    expect(headings.indexOf('Red Stone history')).toBe(headings.indexOf('Purchases') + 1);
  });

  it("has no purchases section and names owned products by the server's brand names when the shell passes no slot", async () => {
    answerCalls(
      withDevices(({ url }) =>
        url.pathname.endsWith('/account/overview') ? json(overview()) : json(historyPage([1], null)),
      ),
    );
    await renderScreens('/user/dashboard', routes);
    expect(await screen.findByText('ash_veteran')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Purchases' })).toBeNull();
    expect(ownedNames('Games')).toEqual(['Emberdeep Founder Edition']);
    expect(ownedNames('Expansions')).toEqual(['Seasonal Pack']);
  });

  it("names owned games and DLC with the shell's product-name slot (the shop's words in the page language)", async () => {
    answerCalls(
      withDevices(({ url }) =>
        url.pathname.endsWith('/account/overview') ? json(overview()) : json(historyPage([1], null)),
      ),
    );
    const Dashboard = withDashboardSlots(DashboardScreen, { productName: ProductNameSlot });
    await renderScreens('/user/dashboard', { '/user/dashboard': Dashboard });

    await screen.findByText('ash_veteran');
    expect(ownedNames('Games')).toEqual(['Édition Fondateur']);
    expect(ownedNames('Expansions')).toEqual(['Pack saisonnier']);
    const seasonal = within(screen.getByRole('region', { name: 'Expansions' })).getByRole('listitem');
    expect(seasonal).toHaveTextContent('Owned: 2');
    expect(screen.queryByText('Emberdeep Founder Edition')).toBeNull();
    // A gift shows its campaign's name as the server gives it (in the request's language).
    expect(
      within(screen.getByRole('region', { name: 'Gifts' })).getByText('Closed Beta Thank-You'),
    ).toBeInTheDocument();
  });

  it("fetches a lazy product-name slot while the overview loads, and shows the server's names until it arrives", async () => {
    let overviewArrives: (answer: Response) => void = () => undefined;
    answerCalls(
      withDevices(({ url }) =>
        url.pathname.endsWith('/account/overview')
          ? new Promise<Response>((resolve) => {
              overviewArrives = resolve;
            })
          : json(historyPage([1], null)),
      ),
    );
    type NamesModule = { default: ComponentType<{ product: NamedProduct }> };
    let namesArrive: (module: NamesModule) => void = () => undefined;
    const loadNames = vi.fn(
      () =>
        new Promise<NamesModule>((resolve) => {
          namesArrive = resolve;
        }),
    );
    const Dashboard = withDashboardSlots(DashboardScreen, { productName: lazy(loadNames) });
    await renderScreens('/user/dashboard', { '/user/dashboard': Dashboard });

    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    await waitFor(() => {
      expect(loadNames).toHaveBeenCalledTimes(1);
    });
    act(() => {
      overviewArrives(json(overview()));
    });
    await screen.findByText('ash_veteran');
    expect(ownedNames('Games')).toEqual(['Emberdeep Founder Edition']);
    expect(ownedNames('Expansions')).toEqual(['Seasonal Pack']);

    await act(async () => {
      namesArrive({ default: ProductNameSlot });
      await Promise.resolve();
    });
    await waitFor(() => {
      expect(ownedNames('Games')).toEqual(['Édition Fondateur']);
    });
    expect(ownedNames('Expansions')).toEqual(['Pack saisonnier']);
    expect(loadNames).toHaveBeenCalledTimes(1);
  });
});
