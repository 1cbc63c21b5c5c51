import { useTranslation } from 'react-i18next';
import { formattersFor, type Formatters } from './formatters';

/** Date, number and currency formatters in the active i18next language (SPEC §1 tags). */
export function useFormatters(): Formatters {
  const { i18n } = useTranslation();
  const languageTag = i18n.language || 'en';
  return formattersFor(languageTag);
}
