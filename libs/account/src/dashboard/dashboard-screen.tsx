import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { pluralOperand } from '@dungeon/contract';
import { useFormatters, withGap } from '@dungeon/i18n-locales';
import { paths } from '@dungeon/routing';
import { EmailText, FactList } from '@dungeon/ui-kit';
import { ACCOUNT_SCREENS_NS } from '../screens-namespace';
import { CLOSURE_DATE_STYLE } from '../withdrawal/withdrawal-rules';
import { ChangePassword } from './change-password';
import { CurrencyHistory } from './currency-history';
import { useDashboardSlots } from './dashboard-slots';
import { useAccountOverviewQuery } from './dashboard.api';
import { OwnedList } from './owned-list';
import { ScreenLoadError } from './screen-load-error';
import { SignedInDevices } from './signed-in-devices';
import './account-screen.css';
import './dashboard.css';

/**
 * `/user/dashboard/{control}` controls (SPEC §2 "used for the currency sections"): the section
 * whose heading takes focus (and so scrolls into view). Any other control shows the dashboard
 * from the top.
 */
export const DASHBOARD_CONTROLS = {
  currency: 'dashboard-currency',
  history: 'dashboard-history',
  sessions: 'dashboard-sessions',
} as const;

function isControl(control: string | undefined): control is keyof typeof DASHBOARD_CONTROLS {
  return control !== undefined && Object.hasOwn(DASHBOARD_CONTROLS, control);
}

/**
 * The account dashboard: profile, owned games and DLC, gifts, Red Stones, the purchases slot (shop,
 * when the shell passes it), the Red Stone history, devices, links.
 */
/** Router state the dashboard reads: `welcome` from the registration that just made the account. */
export interface DashboardState {
  welcome?: boolean;
}

export function DashboardScreen() {
  const { t } = useTranslation(ACCOUNT_SCREENS_NS);
  const { formatDate, formatDateTime, formatNumber } = useFormatters();
  const { control } = useParams();
  const welcome = (useLocation().state as DashboardState | null)?.welcome === true;
  const { data, isLoading, isError, refetch } = useAccountOverviewQuery();
  const { purchaseHistory: PurchaseHistory, productName: ProductName } = useDashboardSlots();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!data || !isControl(control)) return;
    root.current?.querySelector<HTMLElement>(`#${DASHBOARD_CONTROLS[control]}`)?.focus();
  }, [data, control]);

  return (
    <div ref={root} className="page account-screen dashboard">
      <h1>{t('dashboard.heading')}</h1>
      {welcome && (
        <p className="account-notice account-notice--success" role="status">
          {t('dashboard.welcome')}
        </p>
      )}
      {isLoading && <p role="status">{t('common.loading')}</p>}
      {isLoading && ProductName && (
        // Fetches the product names (a lazy slot) alongside the overview, so the owned lists seldom
        // show the server's brand names before the page language's. Hidden: it names nothing.
        <span hidden>
          <Suspense fallback={null}>
            <ProductName product={{ key: '', name: '' }} />
          </Suspense>
        </span>
      )}
      {!data && isError && <ScreenLoadError onRetry={() => void refetch()} />}
      {data && (
        <>
          {data.withdrawalDate && (
            <p className="account-notice account-notice--warning" role="status">
              {withGap(
                t('dashboard.withdrawalPending', {
                  // Inside a sentence, the month in words: "le 21 décembre 2026 à 04:58", not "le 21 déc. 2026, 04:58".
                  date: formatDateTime(data.withdrawalDate, CLOSURE_DATE_STYLE),
                }),
              )}
              <Link to={paths.withdrawConfirm}>{t('dashboard.withdrawalReview')}</Link>
            </p>
          )}
          <div className="dashboard__grid">
            <section className="dashboard__card" aria-labelledby="dashboard-profile">
              <h2 id="dashboard-profile">{t('dashboard.profile.heading')}</h2>
              <FactList className="dashboard__facts">
                <dt>{t('dashboard.profile.username')}</dt>
                <dd>{data.username}</dd>
                <dt>{t('dashboard.profile.email')}</dt>
                <dd>
                  <EmailText email={data.email} />
                </dd>
                <dt>{t('dashboard.profile.memberSince')}</dt>
                <dd>
                  <time dateTime={data.createdAt}>{formatDate(data.createdAt)}</time>
                </dd>
              </FactList>
            </section>

            <section className="dashboard__card" aria-labelledby={DASHBOARD_CONTROLS.currency}>
              <h2 id={DASHBOARD_CONTROLS.currency} tabIndex={-1}>
                {t('dashboard.currency.heading')}
              </h2>
              <p className="dashboard__balance">
                <span>{t('dashboard.currency.balance')}</span>{' '}
                <strong>
                  {t('dashboard.currency.amount', {
                    amount: formatNumber(data.currencyCount),
                    count: pluralOperand(data.currencyCount),
                  })}
                </strong>
              </p>
              <Link to={paths.shop}>{t('dashboard.currency.buy')}</Link>
            </section>

            <section className="dashboard__card" aria-labelledby="dashboard-games">
              <h2 id="dashboard-games">{t('dashboard.games.heading')}</h2>
              <OwnedList items={data.apps} emptyText={t('dashboard.games.empty')} />
              {data.apps.length === 0 && <Link to={paths.shop}>{t('dashboard.games.shop')}</Link>}
            </section>

            <section className="dashboard__card" aria-labelledby="dashboard-dlcs">
              <h2 id="dashboard-dlcs">{t('dashboard.dlcs.heading')}</h2>
              <OwnedList items={data.dlcs} emptyText={t('dashboard.dlcs.empty')} />
            </section>

            <section className="dashboard__card" aria-labelledby="dashboard-gifts">
              <h2 id="dashboard-gifts">{t('dashboard.gifts.heading')}</h2>
              {data.gifts.length === 0 ? (
                <p className="dashboard__empty">{t('dashboard.gifts.empty')}</p>
              ) : (
                <ul className="dashboard__owned">
                  {data.gifts.map((gift) => (
                    <li key={gift.code} className="dashboard__owned-item">
                      {/* The gift code's campaign name in the page language, as the server gives it
                          (README "Gift names"). */}
                      <span className="dashboard__owned-name">{gift.name}</span>
                      <span className="dashboard__meta">
                        {t('dashboard.gifts.redeemedOn', { date: formatDate(gift.redeemedAt) })}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
              <Link to={paths.giftApply}>{t('dashboard.gifts.redeem')}</Link>
            </section>

            <section className="dashboard__card" aria-labelledby="dashboard-migration">
              <h2 id="dashboard-migration">{t('dashboard.migration.heading')}</h2>
              {data.migration ? (
                <p>
                  {t('dashboard.migration.done', {
                    id: data.migration.oldAccountId,
                    name: data.migration.legacyName,
                    date: formatDate(data.migration.migratedAt),
                  })}
                </p>
              ) : (
                <>
                  <p>{t('dashboard.migration.none')}</p>
                  <Link to={paths.chafMigrate}>{t('dashboard.manage.migrate')}</Link>
                </>
              )}
            </section>
          </div>

          {PurchaseHistory && (
            <div className="dashboard__wide">
              <Suspense fallback={null}>
                <PurchaseHistory />
              </Suspense>
            </div>
          )}

          <section className="dashboard__wide" aria-labelledby={DASHBOARD_CONTROLS.history}>
            <h2 id={DASHBOARD_CONTROLS.history} tabIndex={-1}>
              {t('dashboard.history.heading')}
            </h2>
            <CurrencyHistory headingId={DASHBOARD_CONTROLS.history} />
          </section>

          <section className="dashboard__wide" aria-labelledby={DASHBOARD_CONTROLS.sessions}>
            <h2 id={DASHBOARD_CONTROLS.sessions} tabIndex={-1}>
              {t('dashboard.devices.heading')}
            </h2>
            <SignedInDevices headingId={DASHBOARD_CONTROLS.sessions} />
          </section>

          <section className="dashboard__wide" aria-labelledby="dashboard-manage">
            <h2 id="dashboard-manage">{t('dashboard.manage.heading')}</h2>
            <ChangePassword />
            <ul className="dashboard__links">
              {!data.migration && (
                <li>
                  <Link to={paths.chafMigrate}>{t('dashboard.manage.migrate')}</Link>
                </li>
              )}
              <li>
                <Link to={paths.giftApply}>{t('dashboard.gifts.redeem')}</Link>
              </li>
              <li>
                <Link to={data.withdrawalDate ? paths.withdrawConfirm : paths.withdraw}>
                  {t('dashboard.manage.withdraw')}
                </Link>
              </li>
            </ul>
          </section>
        </>
      )}
    </div>
  );
}
