import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CAPTCHA_LIFETIME_MINUTES } from '@dungeon/contract';
import { useErrorMessage } from '@dungeon/i18n-locales';
import { CAPTCHA_NS } from './captcha-namespace';
import { useLazyCaptchaChallengeQuery } from './captcha.api';
import { solveCaptcha } from './solve';
import './captcha-field.css';

type Status = 'idle' | 'verifying' | 'verified' | 'failed' | 'expired';

interface CaptchaFieldProps {
  /** The solved payload to send in the form's `captcha` field, or null when there is none. */
  onChange: (payload: string | null) => void;
  /** A message to show, such as the server's refusal of the last payload. */
  error?: string | undefined;
  /** Change it (for example after the server refused the payload) to start over with a new challenge. */
  resetKey?: unknown;
}

// A solution is asked for again a minute before the server would call it expired (captcha_4).
const FRESH_FOR_MS = (CAPTCHA_LIFETIME_MINUTES - 1) * 60_000;

/**
 * "I am not a robot" as a checkbox: ticking it fetches a proof-of-work challenge and solves it in
 * the browser (ALTCHA), no puzzle and no third party. Progress and outcome are announced politely.
 */
export function CaptchaField({ onChange, error, resetKey }: CaptchaFieldProps) {
  const { t } = useTranslation(CAPTCHA_NS);
  const errorMessage = useErrorMessage();
  const id = useId();
  const [status, setStatus] = useState<Status>('idle');
  const [fetchChallenge] = useLazyCaptchaChallengeQuery();
  const [seenResetKey, setSeenResetKey] = useState(resetKey);
  const abortRef = useRef<AbortController | null>(null);
  const report = useEffectEvent((payload: string | null) => {
    onChange(payload);
  });

  // A new resetKey starts over: state adjusts during render, the parent hears of it after.
  if (seenResetKey !== resetKey) {
    setSeenResetKey(resetKey);
    setStatus('idle');
  }
  useEffect(() => {
    abortRef.current?.abort();
    report(null);
  }, [resetKey]);

  useEffect(() => {
    if (status !== 'verified') return;
    const timer = setTimeout(() => {
      setStatus('expired');
      report(null);
    }, FRESH_FOR_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [status]);

  useEffect(() => () => abortRef.current?.abort(), []);

  async function verify() {
    const controller = new AbortController();
    abortRef.current = controller;
    setStatus('verifying');
    try {
      const challenge = await fetchChallenge().unwrap();
      const payload = await solveCaptcha(challenge, controller.signal);
      if (controller.signal.aborted) return;
      setStatus(payload ? 'verified' : 'failed');
      onChange(payload);
    } catch {
      if (!controller.signal.aborted) setStatus('failed');
    }
  }

  function toggle(checked: boolean) {
    if (checked) {
      void verify();
    } else {
      abortRef.current?.abort();
      setStatus('idle');
      onChange(null);
    }
  }

  const message =
    status === 'verifying'
      ? t('verifying')
      : status === 'verified'
        ? errorMessage('success.captchaVerified')
        : status === 'failed'
          ? errorMessage('captcha_3')
          : status === 'expired'
            ? errorMessage('captcha_4')
            : '';
  const shownError = status === 'verified' || status === 'verifying' ? undefined : error;

  return (
    <div className="captcha-field" data-status={status}>
      <input
        id={id}
        type="checkbox"
        checked={status === 'verifying' || status === 'verified'}
        disabled={status === 'verifying'}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={`${id}-status`}
        onChange={(event) => {
          toggle(event.target.checked);
        }}
      />
      <label htmlFor={id}>{t('label')}</label>
      <p id={`${id}-status`} className="captcha-field__status" role="status">
        {shownError ?? message}
      </p>
    </div>
  );
}
