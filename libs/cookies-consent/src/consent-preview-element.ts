/** Id of the prerendered preview of the dialog (`ConsentPreview`): a sibling of the React root, not inside it. */
export const CONSENT_PREVIEW_ID = 'consent-preview';

/** Takes the prerendered preview off the page (nothing happens where there is none). */
export function removeConsentPreview(): void {
  if (typeof document !== 'undefined') document.getElementById(CONSENT_PREVIEW_ID)?.remove();
}
