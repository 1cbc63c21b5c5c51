import { LEGAL_CODE_OF_CONDUCT } from '../legal/legal-documents';
import { LegalPage } from '../legal/legal-page';

export function Component() {
  return <LegalPage document={LEGAL_CODE_OF_CONDUCT} />;
}
