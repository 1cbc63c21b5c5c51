import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type ErrorKey, isCatalogueKey } from './error-keys';
import { ERRORS_NS } from './errors-namespace';

/** The generic message (SPEC §8 defaultError_10, "something went wrong") for unknown keys. */
export const FALLBACK_ERROR_KEY = 'defaultError_10' satisfies ErrorKey;

/**
 * Turns a catalogue key (an error code as the server sends it, or a `success.*` key) into its
 * message in the current language; an unknown or malformed key gives the generic message. Only
 * keys of the typed catalogue are looked up, so neither an arbitrary server string nor a
 * namespace object (`success`) can reach the screen.
 */
export function useErrorMessage(): (key: string) => string {
  const { t, i18n } = useTranslation(ERRORS_NS);
  return useCallback(
    (key: string) => (isCatalogueKey(key) && i18n.exists(key, { ns: ERRORS_NS }) ? t(key) : t(FALLBACK_ERROR_KEY)),
    [t, i18n],
  );
}
