import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { KEEP_SCROLL_STATE } from '@dungeon/routing';
import { TableScroller } from '@dungeon/ui-kit';
import { LEGAL_COOKIE } from '../legal/legal-documents';
import { LegalPage } from '../legal/legal-page';
import { STORED_ENTRIES } from '../legal/stored-entries';

/**
 * The storage table is built from the real keys, so the policy names exactly what the site stores.
 * On a phone it stacks, one block per entry (TableScroller `stack`).
 */
function StoredEntriesTable() {
  const { t } = useTranslation(LEGAL_COOKIE.namespace);
  const captionId = useId();
  return (
    <TableScroller labelledBy={captionId} stack>
      <table className="legal__table">
        <caption id={captionId}>{t('table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('table.name')}</th>
            <th scope="col">{t('table.type')}</th>
            <th scope="col">{t('table.purpose')}</th>
            <th scope="col">{t('table.category')}</th>
            <th scope="col">{t('table.lifetime')}</th>
          </tr>
        </thead>
        <tbody>
          {STORED_ENTRIES.map((entry) => (
            <tr key={entry.id}>
              <th scope="row">
                <code>{entry.name}</code>
              </th>
              <td data-label={t('table.type')}>{t(`types.${entry.where}`)}</td>
              <td data-label={t('table.purpose')}>{t(`entries.${entry.id}.purpose`)}</td>
              <td data-label={t('table.category')}>{t(`categories.${entry.category}`)}</td>
              <td data-label={t('table.lifetime')}>{t(`entries.${entry.id}.lifetime`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}

/** SPEC §2: a `settings` query parameter opens the cookie preferences dialog on any page. */
function OpenSettingsLink() {
  const { t } = useTranslation(LEGAL_COOKIE.namespace);
  return (
    <p>
      <Link to={{ search: '?settings' }} state={KEEP_SCROLL_STATE}>
        {t('openSettings')}
      </Link>
    </p>
  );
}

export function Component() {
  return (
    <LegalPage
      document={LEGAL_COOKIE}
      extras={{ 'what-we-store': <StoredEntriesTable />, 'changing-choices': <OpenSettingsLink /> }}
    />
  );
}
