import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { CaptchaField, useCaptcha } from '@dungeon/captcha';
import { useErrorMessage } from '@dungeon/i18n-locales';
import { paths } from '@dungeon/routing';
import { useDraftedField } from '@dungeon/session-auth';
import { TextField, useSubmitOnce } from '@dungeon/ui-kit';
import { ACCOUNT_NS } from '../account-namespace';
import { useConfirmPasswordResetMutation, useRequestPasswordResetMutation } from '../account.api';
import { checkWithAuthSchema, prefetchSchemas } from '../forms/auth-schemas';
import { RefusalAlert, useRefusal } from '../forms/refusal';

/**
 * /user/password_reset: without a token, asks for the email (a link is mailed, the answer is the
 * same whether or not an account exists); with `?token=` from that link, sets the new password.
 */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <NewPasswordForm token={token} /> : <RequestLinkForm />;
}

function RequestLinkForm() {
  const { t } = useTranslation(ACCOUNT_NS);
  const message = useErrorMessage();
  const [requestLink, { isLoading }] = useRequestPasswordResetMutation();
  const [sent, setSent] = useState(false);
  // The email survives a language change (the page reloads, SPEC §4).
  const [email, setEmail] = useDraftedField('password-reset', 'email', { enabled: !sent });
  // A solution is good once; one whose send got no answer is kept for the retry.
  const captcha = useCaptcha();
  const { errors, alertRef, check, refuse } = useRefusal();

  const { submitOnce, busy } = useSubmitOnce(isLoading);
  async function submit() {
    const found = await checkWithAuthSchema((schemas) => schemas.passwordResetRequestSchema, {
      email,
      captcha: captcha.payload ?? '',
    });
    if (!check(found)) return;
    try {
      await requestLink({ email: email.trim(), captcha: captcha.payload ?? '' }).unwrap();
      setSent(true);
      captcha.startOver();
    } catch (error) {
      refuse(error);
      captcha.afterFailure(error);
    }
  }

  return (
    <div className="page page--narrow">
      <h1>{t('pages.passwordReset.title')}</h1>
      <p>{t('reset.intro')}</p>
      {sent && (
        <p className="notice" role="status">
          {message('success.passwordResetSent')}
        </p>
      )}
      <RefusalAlert ref={alertRef} error={errors['form']} />
      <form noValidate onSubmit={submitOnce(submit)} aria-busy={busy}>
        <TextField
          label={t('login.email')}
          onFocus={prefetchSchemas}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
          }}
          error={errors['email'] && message(errors['email'])}
        />
        <CaptchaField {...captcha.field} error={errors['captcha'] && message(errors['captcha'])} />
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {t('reset.sendLink')}
        </button>
      </form>
      <p>
        <Link to={paths.login}>{t('reset.backToLogin')}</Link>
      </p>
    </div>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const message = useErrorMessage();
  const [confirmReset, { isLoading }] = useConfirmPasswordResetMutation();
  const [password, setPassword] = useState('');
  const [passwordConfirm, setPasswordConfirm] = useState('');
  const [done, setDone] = useState(false);
  const { errors, alertRef, check, refuse } = useRefusal();

  const { submitOnce, busy } = useSubmitOnce(isLoading);
  async function submit() {
    const found = await checkWithAuthSchema((schemas) => schemas.passwordResetConfirmSchema, {
      token,
      password,
      passwordConfirm,
    });
    if (!check(found)) return;
    try {
      await confirmReset({ token, password, passwordConfirm }).unwrap();
      setDone(true);
    } catch (error) {
      refuse(error);
    }
  }

  if (done) {
    return (
      <div className="page page--narrow">
        <h1>{t('pages.passwordReset.title')}</h1>
        <p className="notice" role="status">
          {t('reset.done')}
        </p>
        <p>
          <Link className="button button--primary" to={paths.login}>
            {t('login.submit')}
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div className="page page--narrow">
      <h1>{t('pages.passwordReset.title')}</h1>
      <RefusalAlert ref={alertRef} error={errors['form'] ?? errors['token']} />
      <form noValidate onSubmit={submitOnce(submit)} aria-busy={busy}>
        <TextField
          label={t('reset.newPassword')}
          onFocus={prefetchSchemas}
          hint={t('register.passwordHint')}
          type="password"
          name="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
          }}
          error={errors['password'] && message(errors['password'])}
        />
        <TextField
          label={t('register.passwordConfirm')}
          type="password"
          name="passwordConfirm"
          autoComplete="new-password"
          required
          value={passwordConfirm}
          onChange={(event) => {
            setPasswordConfirm(event.target.value);
          }}
          error={errors['passwordConfirm'] && message(errors['passwordConfirm'])}
        />
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {t('reset.save')}
        </button>
      </form>
    </div>
  );
}
