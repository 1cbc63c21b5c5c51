import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ERRORS_NS } from './errors-namespace';

/** The generic message (SPEC §8 defaultError_10, "something went wrong") for unknown keys. */
export const FALLBACK_ERROR_KEY = 'defaultError_10';

/**
 * Turns a catalogue key (as the server sends it) into its message in the current language; an
 * unknown or malformed key gives the generic message. Never renders an arbitrary server string.
 */
export function useErrorMessage(): (key: string) => string {
  const { t, i18n } = useTranslation(ERRORS_NS);
  return useCallback(
    (key: string) => (i18n.exists(key, { ns: ERRORS_NS }) ? t(key) : t(FALLBACK_ERROR_KEY)),
    [t, i18n],
  );
}
