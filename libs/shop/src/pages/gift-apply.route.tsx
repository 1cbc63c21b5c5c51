import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { errorKeyOf, fieldErrorsOf } from '@dungeon/api-client';
import { CaptchaField, useCaptcha } from '@dungeon/captcha';
import { useErrorMessage } from '@dungeon/i18n-locales';
import { paths } from '@dungeon/routing';
import { FormDraftNotice, useDraftedField } from '@dungeon/session-auth';
import { useFocusRefusal } from '@dungeon/ui-kit';
import { ClosurePendingNotice, useClosurePending } from '../closure-pending';
import { giftCodeError } from '../gift-rules';
import { SHOP_NS } from '../shop-namespace';
import { useApplyGiftMutation } from '../shop.api';
import '../shop.css';

interface GiftErrors {
  code?: string | undefined;
  captcha?: string | undefined;
  form?: string | undefined;
}

/** /gift/apply (auth): a gift code and the captcha; every giftcode error of SPEC §8. */
export function Component() {
  const { t } = useTranslation(SHOP_NS);
  const closing = useClosurePending();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const id = useId();
  const [applyGift, { isLoading }] = useApplyGiftMutation();
  // The code survives a language change (the page reloads, SPEC §4) and an idle logout.
  const [code, setCode, { restored }] = useDraftedField('gift-code', 'code');
  const captchaState = useCaptcha();
  const captcha = captchaState.payload;
  const [errors, setErrors] = useState<GiftErrors>({});
  const alertRef = useRef<HTMLParagraphElement>(null);
  // The alert, or the first refused field when the refusal is said at the fields.
  const focusRefusal = useFocusRefusal(alertRef);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (isLoading) return;
    const found: GiftErrors = { code: giftCodeError(code) ?? undefined, captcha: captcha ? undefined : 'captcha_1' };
    setErrors(found);
    if (found.code || found.captcha || !captcha) {
      focusRefusal();
      return;
    }
    try {
      const gift = await applyGift({ code, captcha }).unwrap();
      await navigate(paths.giftReceipt, { state: { gift } });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      const key = errorKeyOf(error);
      setErrors({
        code: fields['code'],
        captcha: fields['captcha'],
        form: fields['code'] || fields['captcha'] ? undefined : key,
      });
      // A payload is single-use: after any answer the captcha starts over; after none (the call never
      // reached the server) it is kept for the retry.
      captchaState.afterFailure(error);
      focusRefusal();
    }
  }

  return (
    <div className="page">
      <h1>{t('pages.giftApply.title')}</h1>
      <p>{t('gift.intro')}</p>
      <FormDraftNotice restored={restored} className="shop-notice shop-notice--success" />
      <ClosurePendingNotice action="gift" />
      {errors.form && (
        <p ref={alertRef} className="shop-notice shop-notice--error" role="alert" tabIndex={-1}>
          {errorMessage(errors.form)}
        </p>
      )}
      <form className="shop-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={isLoading}>
        <div className="shop-field">
          <label htmlFor={`${id}-code`}>{t('gift.code')}</label>
          <p id={`${id}-hint`} className="shop-field__hint">
            {t('gift.codeHint')}
          </p>
          <input
            id={`${id}-code`}
            type="text"
            name="code"
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="characters"
            required
            value={code}
            aria-invalid={errors.code ? true : undefined}
            aria-describedby={[`${id}-hint`, errors.code ? `${id}-code-error` : ''].filter(Boolean).join(' ')}
            onChange={(event) => {
              setCode(event.target.value);
            }}
          />
          {errors.code && (
            <p id={`${id}-code-error`} className="shop-field__error">
              {errorMessage(errors.code)}
            </p>
          )}
        </div>
        <CaptchaField {...captchaState.field} error={errors.captcha ? errorMessage(errors.captcha) : undefined} />
        <button type="submit" className="button button--primary" disabled={isLoading || closing}>
          {isLoading ? t('gift.submitting') : t('gift.submit')}
        </button>
      </form>
      <p>
        <Link to={paths.shop}>{t('error.back')}</Link>
      </p>
    </div>
  );
}
