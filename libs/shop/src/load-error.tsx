import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '@dungeon/i18n-locales';
import { SHOP_NS } from './shop-namespace';
import './shop.css';

/** A failure a retry may cure: no answer, an unreadable one or a server error, not a 4xx refusal. */
export function mayPassOnRetry(error: unknown): boolean {
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status !== 'number' || status >= 500;
}

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
