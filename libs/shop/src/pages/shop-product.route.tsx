import { skipToken } from '@reduxjs/toolkit/query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { errorKeyOf } from '@dungeon/api-client';
import { priceCurrencyFor, type PaymentMethod, type ShopProduct } from '@dungeon/contract';
import { useErrorMessage, useFormatters, usePageTitle, withGap } from '@dungeon/i18n-locales';
import { paths } from '@dungeon/routing';
import { useFocusRefusal, useSubmitOnce } from '@dungeon/ui-kit';
import { ClosurePendingNotice, useClosurePending } from '../closure-pending';
import { mayPassOnRetry, ShopLoadError } from '../load-error';
import { formatPrice, formatStones, stonesText } from '../price-format';
import { useProductName } from '../product-names';
import { currencyPath, editionsPath, receiptPath, type ReceiptState } from '../product-paths';
import { purchaseAttempts } from '../purchase-attempts';
import { productParams, purchaseFormError } from '../purchase-rules';
import { SHOP_NS } from '../shop-namespace';
import { useCurrencyBalanceQuery, useOwnedProductsQuery, usePurchaseMutation, useShopProductQuery } from '../shop.api';
import '../shop.css';
import { useAccountScope } from '../use-account-scope';

function PurchaseForm({ product }: { product: ShopProduct }) {
  const { t } = useTranslation(SHOP_NS);
  const errorMessage = useErrorMessage();
  const formatters = useFormatters();
  const navigate = useNavigate();
  const id = useId();
  const [purchase] = usePurchaseMutation();
  const acceptsStones = product.paymentMethods.includes('currency');
  const account = useAccountScope();
  const closing = useClosurePending();
  // While a closure is pending nothing can be paid (ClosurePendingNotice, Pay off) and the server
  // refuses both reads (shop_4, withdrawn_2): they are not asked for.
  const shopper = account && !closing ? account : null;
  const balance = useCurrencyBalanceQuery(acceptsStones && shopper ? shopper : skipToken);
  const owned = useOwnedProductsQuery(shopper ?? skipToken);
  const [agreeTerms, setAgreeTerms] = useState(false);
  const [confirmAge, setConfirmAge] = useState(false);
  const [method, setMethod] = useState<PaymentMethod>('sandbox-card');
  const [errorKey, setErrorKey] = useState<string | null>(null);
  // One payment at a time: a second click before React renders again starts no second request.
  const { submitOnce, busy: paying } = useSubmitOnce();
  const alertRef = useRef<HTMLParagraphElement>(null);
  const focusAlert = useFocusRefusal(alertRef);

  // Unread, the balance or what is owned is not shown; the form still works (the server checks
  // both again), and the player can read them again.
  const unread = [balance, owned].filter((query) => !query.data && query.isError && mayPassOnRetry(query.error));
  const ownership = owned.data?.items.find((item) => item.productid === product.productid);
  const alreadyOwnedKey =
    ownership && !product.repeatable ? (ownership.status === 'pending' ? 'shop_6' : 'shop_7') : null;
  // Known only once what the player owns is read: until then the form stays open (the server checks).
  const editionMissing =
    product.requires === 'edition' &&
    owned.data !== undefined &&
    !owned.data.items.some(
      (item) => item.appid === product.appid && item.kind === 'edition' && item.status === 'complete',
    );
  const moneyPrice = formatPrice(formatters, product) ?? '';
  const stonePrice = product.stonePrice ? stonesText(t, formatters, product.stonePrice) : null;
  // The payment option's label names the currency, so it shows the bare amount ("Red Stones: 1,500").
  const stoneAmount = product.stonePrice ? formatStones(formatters, product.stonePrice) : null;
  const shownPrice = method === 'currency' && stonePrice ? stonePrice : moneyPrice;
  // Known once the balance is read: paying in Red Stones then waits for enough of them (the server
  // checks again, and would answer shop_5).
  const stonesShort =
    method === 'currency' &&
    product.stonePrice !== null &&
    balance.data !== undefined &&
    BigInt(balance.data.balance) < BigInt(product.stonePrice);

  // The server's "not enough Red Stones" (shop_5, contract). The catalogue words it "you cannot
  // purchase this application", which does not tell the player why: the page says it as it does
  // before paying, with the way to buy more, and the balance is read again (shop.api.ts).
  const stonesRefused = errorKey === 'shop_5';

  function showError(key: string) {
    setErrorKey(key);
    focusAlert();
  }

  async function pay() {
    const refused = purchaseFormError(agreeTerms, confirmAge);
    if (refused) {
      showError(refused);
      return;
    }
    setErrorKey(null);
    // The same key for every try of this purchase, across retries and reloads (purchase-attempts.ts).
    const idempotencyKey = purchaseAttempts.keyFor(product.appid, product.productid);
    try {
      const receipt = await purchase({
        appid: product.appid,
        productid: product.productid,
        // Both confirmed: purchaseFormError returned above otherwise.
        agreeTerms: true,
        confirmAge: true,
        paymentMethod: method,
        idempotencyKey,
        // The currency of the price on screen, not one worked out again from the language: the
        // charge is the one the player read, however the page came to show it.
        currency: product.currency,
      }).unwrap();
      purchaseAttempts.finish(product.appid, product.productid);
      await navigate(receiptPath(receipt), { state: { receipt, justBought: true } satisfies ReceiptState });
    } catch (error) {
      showError(errorKeyOf(error));
    }
  }

  const confirmationError = errorKey === 'shop_17' ? `${id}-error` : undefined;
  return (
    <>
      <p className="shop-price">{moneyPrice}</p>
      {stonePrice && <p>{t('catalogue.orStones', { stones: stonePrice })}</p>}
      {/* Said while what the player owns is unknown, and with a way on when no edition is owned;
          an owner has what it asks for, and the description names the requirement. */}
      {product.requires === 'edition' && owned.data === undefined && <p>{t('purchase.requiresEdition')}</p>}
      {editionMissing && (
        <p className="shop-notice" role="status">
          {withGap(t('purchase.requiresEdition'))}
          <Link to={editionsPath}>{t('purchase.chooseEdition')}</Link>
        </p>
      )}
      {unread.length > 0 && (
        <ShopLoadError
          errorKeys={[...new Set(unread.map((query) => errorKeyOf(query.error)))]}
          onRetry={() => {
            for (const query of unread) void query.refetch();
          }}
        />
      )}
      <ClosurePendingNotice action="purchase" />
      {alreadyOwnedKey && (
        <p className="shop-notice" role="status">
          {errorMessage(alreadyOwnedKey)}
        </p>
      )}
      {errorKey && (
        <p ref={alertRef} id={`${id}-error`} className="shop-notice shop-notice--error" role="alert" tabIndex={-1}>
          {stonesRefused ? (
            <>
              {withGap(t('purchase.notEnoughStones'))}
              <Link to={currencyPath}>{t('purchase.buyStones')}</Link>
            </>
          ) : (
            errorMessage(errorKey)
          )}
        </p>
      )}
      <form className="shop-form" noValidate onSubmit={submitOnce(pay)} aria-busy={paying}>
        <fieldset>
          <legend>{t('purchase.paymentMethod')}</legend>
          <div className="shop-check">
            <input
              id={`${id}-card`}
              type="radio"
              name="paymentMethod"
              value="sandbox-card"
              checked={method === 'sandbox-card'}
              onChange={() => {
                setMethod('sandbox-card');
                // The card does not need Red Stones: their refusal no longer applies.
                if (stonesRefused) setErrorKey(null);
              }}
            />
            <label htmlFor={`${id}-card`}>{t('purchase.sandboxCard', { price: moneyPrice })}</label>
          </div>
          {acceptsStones && stonePrice && (
            <div className="shop-check">
              <input
                id={`${id}-stones`}
                type="radio"
                name="paymentMethod"
                value="currency"
                checked={method === 'currency'}
                onChange={() => {
                  setMethod('currency');
                }}
              />
              <label htmlFor={`${id}-stones`}>
                {balance.data
                  ? t('purchase.stonesWithBalance', {
                      price: stoneAmount,
                      balance: formatStones(formatters, balance.data.balance),
                    })
                  : t('purchase.stones', { price: stoneAmount })}
              </label>
            </div>
          )}
          {stonesShort && !stonesRefused && (
            <p className="shop-notice" role="status">
              {withGap(t('purchase.notEnoughStones'))}
              <Link to={currencyPath}>{t('purchase.buyStones')}</Link>
            </p>
          )}
        </fieldset>
        <fieldset>
          <legend>{t('purchase.confirmations')}</legend>
          <div className="shop-check">
            <input
              id={`${id}-terms`}
              type="checkbox"
              checked={agreeTerms}
              aria-invalid={confirmationError && !agreeTerms ? true : undefined}
              aria-describedby={confirmationError}
              onChange={(event) => {
                setAgreeTerms(event.target.checked);
              }}
            />
            <label htmlFor={`${id}-terms`}>{t('purchase.agreeTerms')}</label>
          </div>
          <p>
            <Link to={paths.legalPayment}>{t('purchase.readTerms')}</Link>
          </p>
          <div className="shop-check">
            <input
              id={`${id}-age`}
              type="checkbox"
              checked={confirmAge}
              aria-invalid={confirmationError && !confirmAge ? true : undefined}
              aria-describedby={confirmationError}
              onChange={(event) => {
                setConfirmAge(event.target.checked);
              }}
            />
            <label htmlFor={`${id}-age`}>{t('purchase.confirmAge')}</label>
          </div>
        </fieldset>
        <p className="shop-field__hint">{t('purchase.sandboxNote')}</p>
        <button
          type="submit"
          className="button button--primary"
          disabled={paying || Boolean(alreadyOwnedKey) || editionMissing || stonesShort || closing}
        >
          {paying ? t('purchase.paying') : t('purchase.pay', { price: shownPrice })}
        </button>
      </form>
      <p>
        <Link to={paths.shop}>{t('purchase.back')}</Link>
      </p>
    </>
  );
}

/** /shop/{appid}/{productid} (auth): the product, its price, the two confirmations and payment. */
export function Component() {
  const { t, i18n } = useTranslation(SHOP_NS);
  const errorMessage = useErrorMessage();
  const productName = useProductName();
  const params = useParams();
  const ids = productParams(params['appid'], params['productid']);
  const product = useShopProductQuery(
    ids ? { ...ids, currency: priceCurrencyFor(i18n.language) } : { appid: 0, productid: '0', currency: 'USD' },
    { skip: !ids },
  );
  // The tab and the history list name the product, as the page's heading does.
  usePageTitle(product.data?.inService ? productName(product.data) : undefined);

  if (!ids) return <Navigate replace to={`${paths.shopError}?error=shop_12`} />;
  if (product.isError) {
    const key = errorKeyOf(product.error);
    // A product that does not exist has its own page; a failed load can be retried here.
    if (/^shop_\d+$/.test(key)) return <Navigate replace to={`${paths.shopError}?error=${key}`} />;
    return (
      <div className="page">
        <h1>{t('pages.shopProduct.title')}</h1>
        <div className="shop-notice shop-notice--error" role="alert">
          <p>{errorMessage(key)}</p>
          <button type="button" className="button" onClick={() => void product.refetch()}>
            {t('catalogue.retry')}
          </button>
        </div>
      </div>
    );
  }
  if (!product.data) {
    return (
      <div className="page">
        <h1>{t('pages.shopProduct.title')}</h1>
        <p role="status">{t('purchase.loading')}</p>
      </div>
    );
  }
  if (!product.data.inService) return <Navigate replace to={`${paths.shopError}?error=shop_8`} />;
  const description = ['standard', 'founder', 'dlc_legendary_status', 'dlc_seasonal_pack', 'red_stones'].includes(
    product.data.key,
  )
    ? t(`products.${product.data.key}.description`)
    : null;
  return (
    <div className="page">
      <h1>{productName(product.data)}</h1>
      {description && <p>{description}</p>}
      <PurchaseForm product={product.data} />
    </div>
  );
}
