import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { FALLBACK_ERROR_KEY, isErrorKey, useErrorMessage } from '@dungeon/i18n-locales';
import { paths } from '@dungeon/routing';
import { SHOP_NS } from '../shop-namespace';
import '../shop.css';

/** /shop/error?error=shop_8: the catalogue message of a known error key (else defaultError_10) and a way back. */
export function Component() {
  const { t } = useTranslation(SHOP_NS);
  const errorMessage = useErrorMessage();
  const [params] = useSearchParams();
  const asked = params.get('error') ?? '';
  const key = isErrorKey(asked) ? asked : FALLBACK_ERROR_KEY;
  return (
    <div className="page">
      <h1>{t('pages.shopError.title')}</h1>
      <p className="shop-notice shop-notice--error">{errorMessage(key)}</p>
      <Link className="button button--primary" to={paths.shop}>
        {t('error.back')}
      </Link>
    </div>
  );
}
