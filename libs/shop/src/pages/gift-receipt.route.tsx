import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorKeyOf } from '@dungeon/api-client';
import { paths } from '@dungeon/routing';
import { useAppSelector } from '@dungeon/store';
import { FactList } from '@dungeon/ui-kit';
import { mayPassOnRetry, ShopLoadError } from '../load-error';
import { selectGift } from '../pricing.slice';
import { SHOP_NS } from '../shop-namespace';
import { useLastGiftQuery } from '../shop.api';
import '../shop.css';
import { useAccountScope } from '../use-account-scope';

/** /gift/receipt (auth): the last redeemed gift's name and code; the SPEC §3 defaults say none was found. */
export function Component() {
  const { t } = useTranslation(SHOP_NS);
  // Fills the pricing state's `gift` from the server, so a reload still shows the last gift.
  const last = useLastGiftQuery(useAccountScope() ?? skipToken);
  const gift = useAppSelector(selectGift);
  // The defaults say "no gift found", which an unread answer does not know: it gets a retry instead.
  const unread = !gift.name && !gift.code && !last.data && last.isError && mayPassOnRetry(last.error);
  return (
    <div className="page">
      <h1>{t('pages.giftReceipt.title')}</h1>
      {last.isLoading && <p role="status">{t('gift.loading')}</p>}
      {unread ? (
        <ShopLoadError errorKeys={[errorKeyOf(last.error)]} onRetry={() => void last.refetch()} />
      ) : (
        <FactList className="shop-receipt">
          <dt>{t('gift.name')}</dt>
          <dd>{gift.name ?? t('gift.noName')}</dd>
          <dt>{t('gift.codeLabel')}</dt>
          <dd>{gift.code ?? t('gift.noCode')}</dd>
        </FactList>
      )}
      <div className="actions">
        <Link className="button button--primary" to={paths.giftApply}>
          {t('gift.another')}
        </Link>
        <Link className="button" to={paths.shop}>
          {t('error.back')}
        </Link>
      </div>
    </div>
  );
}
