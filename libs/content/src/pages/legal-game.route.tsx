import { LEGAL_GAME } from '../legal/legal-documents';
import { LegalPage } from '../legal/legal-page';

export function Component() {
  return <LegalPage document={LEGAL_GAME} />;
}
