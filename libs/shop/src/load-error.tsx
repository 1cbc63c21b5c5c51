import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '@dungeon/i18n-locales';
import { SHOP_NS } from './shop-namespace';
import './shop.css';

/** A failed load: the catalogue messages (`shop_1`, `shop_2`...) announced, and a retry. */
export function ShopLoadError({ errorKeys, onRetry }: { errorKeys: readonly string[]; onRetry: () => void }) {
  const { t } = useTranslation(SHOP_NS);
  const errorMessage = useErrorMessage();
  return (
    <div className="shop-notice shop-notice--error" role="alert">
      {errorKeys.map((key) => (
        <p key={key}>{errorMessage(key)}</p>
      ))}
      <button type="button" className="button" onClick={onRetry}>
        {t('catalogue.retry')}
      </button>
    </div>
  );
}
