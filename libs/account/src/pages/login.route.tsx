import { lazy, Suspense, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { keepMeLoggedIn } from '@dungeon/browser-storage';
import { CAPTCHA_NS } from '@dungeon/captcha/namespace';
import { useCaptcha } from '@dungeon/captcha/state';
import { lazyPage, useErrorMessage, withGap } from '@dungeon/i18n-locales';
import { paths, safeRedirectTarget } from '@dungeon/routing';
import {
  IDLE_LOGOUT_SECONDS,
  runSessionCheck,
  selectLoggedOutByUser,
  selectLoggedOutIdle,
  selectSessionExpired,
  useDraftedField,
} from '@dungeon/session-auth';
import { useAppDispatch, useAppSelector } from '@dungeon/store';
import { TextField } from '@dungeon/ui-kit';
import { ACCOUNT_NS } from '../account-namespace';
import { useLoginMutation } from '../account.api';
import { CurrentPasswordField } from '../forms/current-password-field';
import type { FormErrors } from '../forms/field-errors';
import { RefusalAlert, useRefusal } from '../forms/refusal';
import { SignedInNotice } from '../forms/signed-in-notice';

type LoginErrors = FormErrors<'email' | 'password' | 'captcha'>;

// Shown only once the server asks for it (after wrong passwords): the widget and its strings load
// then, not with the page.
const CaptchaField = lazy(
  lazyPage(() => import('@dungeon/captcha').then(({ CaptchaField }) => ({ default: CaptchaField })), [CAPTCHA_NS]),
);

/**
 * Client checks mirror the server's so a player learns at once; the server checks again.
 * `captchaMissing`: the captcha is shown (the server asked for one) and not solved.
 */
function validate(email: string, password: string, captchaMissing: boolean): LoginErrors {
  const errors: LoginErrors = {};
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) errors.email = 'email_10';
  if (password === '') errors.password = 'password_2';
  if (captchaMissing) errors.captcha = 'captcha_1';
  return errors;
}

/** /user/login: email, password, keep me logged in; back to where the player was going. */
export function Component() {
  const { t } = useTranslation(ACCOUNT_NS);
  const errorMessage = useErrorMessage();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const expired = useAppSelector(selectSessionExpired);
  // The player's own logout lands here (SPEC §4): say it happened.
  const loggedOut = useAppSelector(selectLoggedOutByUser);
  // The idle logout (SPEC §4) lands here too, with the page to come back to: say why.
  const loggedOutIdle = useAppSelector(selectLoggedOutIdle);
  const [login, { isLoading }] = useLoginMutation();
  // The email survives a language change (the page reloads, SPEC §4); the password never is kept.
  const [email, setEmail] = useDraftedField('login', 'email');
  const [password, setPassword] = useState('');
  const [keep, setKeep] = useState(false);
  const [signingIn, setSigningIn] = useState(false);
  const { errors, alertRef, check, refuse } = useRefusal<'email' | 'password' | 'captcha'>();
  // After several wrong passwords for an address the server wants a captcha with its sign-ins
  // (contract: loginRequestSchema); it says so at the `captcha` field, and from then on the form
  // shows one. A solution is good once; one whose send got no answer is kept for the retry.
  const captcha = useCaptcha();
  const [captchaShown, setCaptchaShown] = useState(false);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (isLoading) return;
    const found = validate(email, password, captchaShown && !captcha.payload);
    if (!check(found)) return;
    setSigningIn(true);
    try {
      await login({
        email: email.trim(),
        password,
        keepMeLoggedIn: keep,
        // Only the shown field ever gives a payload.
        ...(captcha.payload ? { captcha: captcha.payload } : {}),
      }).unwrap();
      keepMeLoggedIn.write(keep);
      await runSessionCheck(dispatch, { afterSignIn: true });
      await navigate(safeRedirectTarget(params.get('redirect'), paths.dashboard), { replace: true });
    } catch (error) {
      setSigningIn(false);
      if (refuse(error).captcha) setCaptchaShown(true);
      captcha.afterFailure(error);
    }
  }

  return (
    <div className="page page--narrow">
      <h1>{t('pages.login.title')}</h1>
      <SignedInNotice signingIn={signingIn} />
      {expired && !errors.form && (
        <p className="notice" role="status">
          {errorMessage('defaultError_2')}
        </p>
      )}
      {loggedOut && !expired && !errors.form && (
        <p className="notice" role="status">
          {t('login.signedOut')}
        </p>
      )}
      {loggedOutIdle && !expired && !errors.form && (
        <p className="notice" role="status">
          {t('login.idleSignedOut', { minutes: IDLE_LOGOUT_SECONDS / 60 })}
        </p>
      )}
      <RefusalAlert ref={alertRef} error={errors.form} />
      <form noValidate onSubmit={(event) => void submit(event)} aria-busy={isLoading}>
        <TextField
          label={t('login.email')}
          type="email"
          name="email"
          autoComplete="username"
          required
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
          }}
          error={errors.email && errorMessage(errors.email)}
        />
        <CurrentPasswordField
          label={t('login.password')}
          value={password}
          onChange={setPassword}
          error={errors.password && errorMessage(errors.password)}
        />
        {captchaShown && (
          <Suspense fallback={null}>
            <CaptchaField {...captcha.field} error={errors.captcha && errorMessage(errors.captcha)} />
          </Suspense>
        )}
        <div className="field field--inline">
          <input
            id="keep-me-logged-in"
            type="checkbox"
            checked={keep}
            onChange={(event) => {
              setKeep(event.target.checked);
            }}
          />
          <label htmlFor="keep-me-logged-in">{t('login.keepMeLoggedIn')}</label>
        </div>
        <button type="submit" className="button button--primary button--block" disabled={isLoading}>
          {isLoading ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
      <p>
        <Link to={paths.passwordReset}>{t('login.forgotPassword')}</Link>
      </p>
      <p>
        {withGap(t('login.noAccount'))}
        <Link to={paths.register}>{t('login.register')}</Link>
      </p>
    </div>
  );
}
