import { useTranslation } from 'react-i18next';
import { COMMON_NS } from '@dungeon/i18n-locales';
import { PlaceholderPage } from '@dungeon/ui-kit';
import { CONTENT_NS } from '../content-namespace';

/** Stands in for a screen of this library until it is built: its translated title and a note. */
export function ContentPlaceholder({ page }: { page: string }) {
  const { t } = useTranslation([CONTENT_NS, COMMON_NS]);
  return <PlaceholderPage title={t(`pages.${page}.title`)} body={t('common:placeholder.body')} />;
}
