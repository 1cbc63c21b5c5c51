import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createFormatters, type Formatters } from './formatters';

/** Date, number and currency formatters in the active i18next language (SPEC §1 tags). */
export function useFormatters(): Formatters {
  const { i18n } = useTranslation();
  const languageTag = i18n.language || 'en';
  return useMemo(() => createFormatters(languageTag), [languageTag]);
}
