import { CONSENT_PREVIEW_ID } from './consent-preview-element';
import { CookiePreferencesDialog } from './cookie-preferences-dialog';

/**
 * The cookie preferences dialog as it opens on a first visit, for a page prerendered at build
 * time: the first thing such a visitor sees (and Lighthouse's largest paint), so it must be in
 * the HTML rather than wait for the site's script. It is a picture of the dialog, not the dialog:
 * `inert`, drawn where the modal will open, over the same backdrop. The live dialog replaces it
 * when it opens. It shows only where the pre-paint script marked a first visit
 * (`<html data-consent="pending">`): never to a visitor with saved preferences, nor without JavaScript.
 * And only whole: a first paint may come while the parser is still inside the dialog, and a
 * picture drawn half-parsed would grow (and, centred, move) as the rest arrived, a layout shift.
 */
export function ConsentPreview() {
  return (
    <div id={CONSENT_PREVIEW_ID} className="consent-preview" inert>
      <div className="consent-preview__backdrop" />
      <CookiePreferencesDialog preview />
      {/* Last: the stylesheet shows the picture only once the parser has reached this. */}
      <span className="consent-preview__end" />
    </div>
  );
}
