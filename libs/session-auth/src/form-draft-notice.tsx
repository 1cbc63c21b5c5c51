import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { SESSION_NS } from './session-namespace';

function RestoredText() {
  const { t } = useTranslation(SESSION_NS);
  return <p>{t('drafts.restored')}</p>;
}

/**
 * Says, politely (`role="status"`), that a form was refilled from its draft (`useFormDraft`).
 * Its strings load on demand: the region is on screen first and the text follows.
 */
export function FormDraftNotice({ restored, className }: { restored: boolean; className?: string }) {
  if (!restored) return null;
  return (
    <div role="status" className={className}>
      <Suspense fallback={null}>
        <RestoredText />
      </Suspense>
    </div>
  );
}
