import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { initI18n, type LocaleCode } from '@dungeon/i18n-locales';
import { nearestLocationFound, type NearestLocation } from '@dungeon/session-auth';
import { sessionState } from '@dungeon/session-auth/testing';
import { makeTestStore } from '@dungeon/store/testing';
import { AgeRatingBadge } from './age-rating-badge';
import { GEO_RATING_NS } from './geo-rating-namespace';

async function renderBadge(nearestLocation: NearestLocation | null, code: LocaleCode = 'EN') {
  const i18n = await initI18n(code, i18next.createInstance());
  await i18n.loadNamespaces(GEO_RATING_NS);
  const { store, wrapper: Store } = makeTestStore(sessionState('signedOut', { nearestLocation }));
  render(
    <I18nextProvider i18n={i18n}>
      <Store>
        <AgeRatingBadge />
      </Store>
    </I18nextProvider>,
  );
  return store;
}

describe('AgeRatingBadge (SPEC §1 footer, §9)', () => {
  it.each([
    { name: 'Japan', rating: 'CERO', label: 'Age rating: CERO D, for ages 17 and over', drawn: ['D', 'CERO'] },
    { name: 'Korea', rating: 'GRAC', label: 'Age rating: GRAC 15, for ages 15 and over', drawn: ['15', 'GRAC'] },
    { name: 'Canada', rating: 'ESRB', label: 'Age rating: ESRB M, for ages 17 and over', drawn: ['M', 'ESRB'] },
    { name: 'France', rating: 'PEGI', label: 'Age rating: PEGI 16, for ages 16 and over', drawn: ['16', 'PEGI'] },
  ] as const)('shows the $rating badge to a visitor nearest to $name', async ({ name, rating, label, drawn }) => {
    await renderBadge({ name, rating });
    const badge = screen.getByRole('img', { name: label });
    expect([...badge.querySelectorAll('text')].map((text) => text.textContent)).toEqual(drawn);
  });

  it('shows the PEGI 16 default while the nearest location is unknown, then the nearest body in the same box', async () => {
    const store = await renderBadge(null);
    const unknown = screen.getByRole('img', { name: 'Age rating: PEGI 16, for ages 16 and over' });
    expect(unknown).toHaveAttribute('width', '48');
    expect(unknown).toHaveAttribute('height', '60');

    act(() => {
      store.dispatch(nearestLocationFound({ name: 'Korea', rating: 'GRAC' }));
    });

    const known = screen.getByRole('img', { name: 'Age rating: GRAC 15, for ages 15 and over' });
    expect(known).toHaveAttribute('width', '48');
    expect(known).toHaveAttribute('height', '60');
    expect(screen.queryByRole('img', { name: /PEGI/ })).not.toBeInTheDocument();
  });

  it('names the badge in the visitor’s language', async () => {
    await renderBadge({ name: 'Japan', rating: 'CERO' }, 'JP');
    expect(screen.getByRole('img', { name: '年齢区分：CERO D（17歳以上対象）' })).toBeInTheDocument();
  });
});
