import { useTranslation } from 'react-i18next';
import { COMMON_NS } from '@dungeon/i18n-locales';
import { PlaceholderPage } from '@dungeon/ui-kit';
import { ACCOUNT_NS } from '../account-namespace';

/** Stands in for a screen of this library until it is built: its translated title and a note. */
export function AccountPlaceholder({ page }: { page: string }) {
  const { t } = useTranslation([ACCOUNT_NS, COMMON_NS]);
  return <PlaceholderPage title={t(`pages.${page}.title`)} body={t('common:placeholder.body')} />;
}
