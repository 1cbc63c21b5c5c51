import { useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { CaptchaField, useCaptcha } from '@dungeon/captcha';
import { ageOn, MINIMUM_AGE } from '@dungeon/contract';
import { useErrorMessage, withGap } from '@dungeon/i18n-locales';
import { paths } from '@dungeon/routing';
import { runSessionCheck, useFormDraft } from '@dungeon/session-auth';
import { useAppDispatch } from '@dungeon/store';
import { DateField, isoDateOf, TextField, useFocusWhenShown, useSubmitOnce } from '@dungeon/ui-kit';
import { ACCOUNT_NS } from '../account-namespace';
import { useRegisterMutation, useRequestRegisterCodeMutation, useVerifyRegisterCodeMutation } from '../account.api';
import type { DashboardState } from '../dashboard/dashboard-screen';
import { checkWithAuthSchema, prefetchSchemas } from '../forms/auth-schemas';
import { CheckboxField } from '../forms/checkbox-field';
import { RefusalAlert, useRefusal } from '../forms/refusal';
import { SignedInNotice } from '../forms/signed-in-notice';

type Step = 'email' | 'code' | 'details';

/**
 * /user/register in three steps on one page: email and captcha (a code is mailed), the code, then
 * the account details. Everything typed stays when a step is refused.
 */
export function Component() {
  const { t, i18n } = useTranslation(ACCOUNT_NS);
  const message = useErrorMessage();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [requestCode, codeRequest] = useRequestRegisterCodeMutation();
  const [verifyCode, codeCheck] = useVerifyRegisterCodeMutation();
  const [register, registration] = useRegisterMutation();
  const [step, setStep] = useState<Step>('email');
  const [form, setForm] = useState({
    email: '',
    code: '',
    username: '',
    password: '',
    passwordConfirm: '',
    // The birth date as typed, part by part (ui-kit's DateField), sent as one ISO date.
    birthDay: '',
    birthMonth: '',
    birthYear: '',
    agreeTerms: false,
    agreePrivacy: false,
  });
  const captcha = useCaptcha();
  const { errors, alertRef, check, refuse } = useRefusal();
  const [notice, setNotice] = useState<string | null>(null);
  const { submitOnce, busy } = useSubmitOnce(codeRequest.isLoading || codeCheck.isLoading || registration.isLoading);

  // What was typed survives a language change (the page reloads, SPEC §4), back at the first step:
  // a code is spent with its step, and passwords are never kept.
  useFormDraft({
    formId: 'register',
    fields: ['email', 'username', 'birthDay', 'birthMonth', 'birthYear'],
    values: form,
    onRestore: (draft) => {
      setForm((current) => ({ ...current, ...draft }));
    },
  });

  // Once the address is verified, the step it opens takes focus (its code button goes).
  const detailsHeading = useRef<HTMLHeadingElement>(null);
  const focusDetails = useFocusWhenShown(() => detailsHeading.current);

  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
  };

  async function sendCode() {
    const found = await checkWithAuthSchema((schemas) => schemas.registerCodeSchema, {
      email: form.email,
      captcha: captcha.payload ?? '',
    });
    if (!check(found)) return;
    try {
      await requestCode({ email: form.email.trim(), captcha: captcha.payload ?? '' }).unwrap();
      setNotice(step === 'email' ? 'success.codeSent' : 'success.newCodeSent');
      setStep('code');
      captcha.startOver();
    } catch (error) {
      refuse(error);
      // The server spends the solution once it has read the form, before it says the address is
      // taken (email_5) or anything fails after: only a send that got no answer keeps it.
      captcha.afterFailure(error);
    }
  }

  async function checkCode() {
    const found = await checkWithAuthSchema((schemas) => schemas.registerVerifySchema, {
      email: form.email,
      code: form.code,
    });
    if (!check(found)) return;
    try {
      await verifyCode({ email: form.email.trim(), code: form.code.trim() }).unwrap();
      setNotice('success.emailVerified');
      setStep('details');
      focusDetails();
    } catch (error) {
      refuse(error);
    }
  }

  async function create() {
    const { birthDay, birthMonth, birthYear, ...details } = form;
    const birthDate = isoDateOf({ day: birthDay, month: birthMonth, year: birthYear });
    const found = await checkWithAuthSchema((schemas) => schemas.registerSchema, { ...details, birthDate });
    const age = ageOn(birthDate, new Date());
    if (!found['birthDate'] && (age === null || age < MINIMUM_AGE)) found['birthDate'] = 'agecheck_1';
    if (!check(found)) return;
    try {
      await register({ ...details, birthDate, agreeTerms: true, agreePrivacy: true }).unwrap();
      await runSessionCheck(dispatch, { afterSignIn: true });
      await navigate(paths.dashboard, { replace: true, state: { welcome: true } satisfies DashboardState });
    } catch (error) {
      refuse(error);
    }
  }

  const fieldError = (field: string) => (errors[field] ? message(errors[field]) : undefined);

  return (
    <div className="page page--narrow">
      <h1>{t('pages.register.title')}</h1>
      <SignedInNotice signingIn={busy} />
      <p>{t('register.intro')}</p>
      {notice && !errors['form'] && (
        <p className="notice" role="status">
          {message(notice)}
        </p>
      )}
      <RefusalAlert ref={alertRef} error={errors['form']} />

      <form noValidate onSubmit={submitOnce(sendCode)} aria-busy={busy}>
        <h2>{t('register.stepEmail')}</h2>
        <TextField
          label={t('login.email')}
          onFocus={prefetchSchemas}
          type="email"
          name="email"
          autoComplete="email"
          required
          readOnly={step !== 'email'}
          value={form.email}
          onChange={(event) => {
            set('email', event.target.value);
          }}
          error={fieldError('email')}
        />
        <CaptchaField {...captcha.field} error={fieldError('captcha')} />
        <button type="submit" className="button" disabled={busy}>
          {step === 'email' ? t('register.sendCode') : t('register.resendCode')}
        </button>
      </form>

      {step !== 'email' && (
        <form noValidate onSubmit={submitOnce(checkCode)} aria-busy={busy}>
          <h2>{t('register.stepCode')}</h2>
          <TextField
            label={t('register.code')}
            onFocus={prefetchSchemas}
            hint={t('register.codeHint')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            readOnly={step === 'details'}
            value={form.code}
            onChange={(event) => {
              set('code', event.target.value);
            }}
            error={fieldError('code')}
          />
          {step === 'code' && (
            <button type="submit" className="button" disabled={busy}>
              {t('register.verifyCode')}
            </button>
          )}
        </form>
      )}

      {step === 'details' && (
        <form noValidate onSubmit={submitOnce(create)} aria-busy={busy}>
          <h2 ref={detailsHeading} tabIndex={-1}>
            {t('register.stepDetails')}
          </h2>
          <TextField
            label={t('register.username')}
            onFocus={prefetchSchemas}
            hint={t('register.usernameHint')}
            name="username"
            autoComplete="username"
            required
            value={form.username}
            onChange={(event) => {
              set('username', event.target.value);
            }}
            error={fieldError('username')}
          />
          <TextField
            label={t('login.password')}
            hint={t('register.passwordHint')}
            type="password"
            name="password"
            autoComplete="new-password"
            required
            value={form.password}
            onChange={(event) => {
              set('password', event.target.value);
            }}
            error={fieldError('password')}
          />
          <TextField
            label={t('register.passwordConfirm')}
            type="password"
            name="passwordConfirm"
            autoComplete="new-password"
            required
            value={form.passwordConfirm}
            onChange={(event) => {
              set('passwordConfirm', event.target.value);
            }}
            error={fieldError('passwordConfirm')}
          />
          <DateField
            label={t('register.birthDate')}
            partLabels={{ day: t('register.birthDay'), month: t('register.birthMonth'), year: t('register.birthYear') }}
            languageTag={i18n.language}
            hint={t('register.birthDateHint')}
            name="birth"
            autoComplete="bday"
            required
            value={{ day: form.birthDay, month: form.birthMonth, year: form.birthYear }}
            onChange={({ day, month, year }) => {
              setForm((current) => ({ ...current, birthDay: day, birthMonth: month, birthYear: year }));
            }}
            error={fieldError('birthDate')}
          />
          <CheckboxField
            name="agreeTerms"
            required
            checked={form.agreeTerms}
            onChange={(checked) => {
              set('agreeTerms', checked);
            }}
            error={fieldError('agreeTerms')}
          >
            <Trans t={t} i18nKey="register.agreeTerms" components={{ terms: <Link to={paths.legalGame} /> }} />
          </CheckboxField>
          <CheckboxField
            name="agreePrivacy"
            required
            checked={form.agreePrivacy}
            onChange={(checked) => {
              set('agreePrivacy', checked);
            }}
            error={fieldError('agreePrivacy')}
          >
            <Trans t={t} i18nKey="register.agreePrivacy" components={{ privacy: <Link to={paths.legalPrivacy} /> }} />
          </CheckboxField>
          <button type="submit" className="button button--primary button--block" disabled={busy}>
            {registration.isLoading ? t('register.creating') : t('register.create')}
          </button>
        </form>
      )}
      <p>
        {withGap(t('register.haveAccount'))}
        <Link to={paths.login}>{t('login.submit')}</Link>
      </p>
    </div>
  );
}
