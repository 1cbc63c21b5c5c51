import { useCallback, useEffect, useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { cookiePreferences } from '@dungeon/browser-storage';
import { paths } from '@dungeon/routing';
import { selectFunctionalCookies } from '@dungeon/session-auth';
import { useAppDispatch, useAppSelector } from '@dungeon/store';
import { Dialog, Tabs } from '@dungeon/ui-kit';
import { removeConsentPreview } from './consent-preview-element';
import { confirmConsent } from './consent-storage';
import {
  CONSENT_TABS,
  preferencesClosed,
  preferencesOpened,
  preferencesTabSelected,
  selectActiveConsentTab,
  selectPreferencesOpen,
  type ConsentTab,
} from './consent.slice';
import { COOKIES_NS } from './cookies-namespace';
import { publishHeight } from './publish-height';
import { useSettingsParam } from './use-settings-param';
import './cookie-preferences-dialog.css';

function isConsentTab(id: string): id is ConsentTab {
  return (CONSENT_TABS as readonly string[]).includes(id);
}

/** The preferences' button bar's height, on the dialog (cookie-preferences-dialog.css). */
const ACTIONS_HEIGHT_PROPERTY = '--cookie-dialog-actions-height';

/**
 * Publishes the sticky button bar's height on its dialog, whose bottom scroll padding it becomes:
 * the browser then scrolls a link or the switch focused under the bar into the part of the dialog
 * the bar leaves free, where it would otherwise count it as shown and leave it hidden (WCAG 2.4.11;
 * a sweep at 200% zoom and on a phone held sideways found both).
 */
function keepFocusAboveActions(bar: HTMLDivElement | null): (() => void) | undefined {
  const dialog = bar?.closest('dialog');
  return bar && dialog ? publishHeight(bar, dialog, ACTIONS_HEIGHT_PROPERTY) : undefined;
}

/**
 * SPEC §2 cookie preferences dialog, on ui-kit's modal `Dialog` (native <dialog> + showModal: the
 * browser traps focus and makes the page inert; Escape closes; focus returns to the opener) with
 * ui-kit's WAI-ARIA `Tabs` inside. Opens on a first visit (no saved preferences) or when the route
 * carries `?settings`; closes by backdrop click, the close button, Escape, a policy link or Confirm Preferences.
 * `preview` draws it open whatever the store says, for the prerendered `ConsentPreview`.
 */
export function CookiePreferencesDialog({ preview = false }: { preview?: boolean }) {
  const { t } = useTranslation(COOKIES_NS);
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectPreferencesOpen) || preview;
  const { requested, remove: removeSettingsParam } = useSettingsParam();

  // SPEC §2: a first visit (nothing saved yet) opens the dialog once, when the site loads.
  useEffect(() => {
    if (!cookiePreferences.exists()) dispatch(preferencesOpened());
  }, [dispatch]);

  useEffect(() => {
    if (requested) dispatch(preferencesOpened());
  }, [requested, dispatch]);

  // The live dialog is open (its Dialog, a child, ran showModal in its own effect just before
  // this one): the prerendered picture of it can go, with no frame between the two.
  useEffect(() => {
    if (open) removeConsentPreview();
  }, [open]);

  const close = useCallback(() => {
    dispatch(preferencesClosed());
    removeSettingsParam();
  }, [dispatch, removeSettingsParam]);

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('dialog.title')}
      closeLabel={t('dialog.close')}
      className="cookie-dialog"
    >
      <PreferencesContent
        // A policy link was followed: close without touching the URL, the link navigates.
        onLeave={() => dispatch(preferencesClosed())}
        onConfirm={(functional) => {
          confirmConsent(dispatch, functional);
          removeSettingsParam();
        }}
      />
    </Dialog>
  );
}

interface PreferencesContentProps {
  onLeave: () => void;
  onConfirm: (functional: boolean) => void;
}

/** Mounted while the dialog is open, so the functional choice starts from the stored value each time. */
function PreferencesContent({ onLeave, onConfirm }: PreferencesContentProps) {
  const { t } = useTranslation(COOKIES_NS);
  const dispatch = useAppDispatch();
  const activeTab = useAppSelector(selectActiveConsentTab);
  const sessionFunctional = useAppSelector(selectFunctionalCookies);
  // SPEC §2: the functional toggle starts from the stored value (SPEC §3 default: true).
  const [functional, setFunctional] = useState(() => cookiePreferences.read()?.functional ?? sessionFunctional);
  const necessaryNoteId = useId();

  const policyLink = (to: string) => <Link to={to} onClick={onLeave} />;

  return (
    <>
      <Tabs
        label={t('dialog.tabs')}
        selectedId={activeTab}
        onSelect={(id) => {
          if (isConsentTab(id)) dispatch(preferencesTabSelected(id));
        }}
        items={[
          {
            id: 'privacy',
            label: t('privacy.tab'),
            panel: (
              <>
                <p>{t('privacy.body')}</p>
                <p>
                  <Trans
                    t={t}
                    i18nKey="privacy.policies"
                    components={{ cookie: policyLink(paths.legalCookie), privacy: policyLink(paths.legalPrivacy) }}
                  />
                </p>
              </>
            ),
          },
          {
            id: 'necessary',
            label: t('necessary.tab'),
            panel: (
              <>
                <p>{t('necessary.body')}</p>
                <ul>
                  <li>{t('necessary.session')}</li>
                  <li>{t('necessary.security')}</li>
                  <li>{t('necessary.csrf')}</li>
                  <li>{t('necessary.preferences')}</li>
                </ul>
                <label className="cookie-switch">
                  {/* Necessary cookies cannot be turned off (SPEC §2, §6). */}
                  <input
                    type="checkbox"
                    role="switch"
                    checked
                    aria-checked="true"
                    disabled
                    aria-describedby={necessaryNoteId}
                  />
                  <span>{t('necessary.toggle')}</span>
                </label>
                <p id={necessaryNoteId} className="cookie-switch__note">
                  {t('dialog.alwaysActive')}
                </p>
              </>
            ),
          },
          {
            id: 'functional',
            label: t('functional.tab'),
            panel: (
              <>
                <p>{t('functional.body')}</p>
                <ul>
                  <li>{t('functional.keepLoggedIn')}</li>
                  <li>{t('functional.theme')}</li>
                  <li>{t('functional.bannerClosed')}</li>
                </ul>
                <label className="cookie-switch">
                  <input
                    type="checkbox"
                    role="switch"
                    checked={functional}
                    aria-checked={functional}
                    onChange={(event) => {
                      setFunctional(event.target.checked);
                    }}
                  />
                  <span>{t('functional.toggle')}</span>
                </label>
              </>
            ),
          },
        ]}
      />
      <div className="cookie-dialog__actions" ref={keepFocusAboveActions}>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            onConfirm(functional);
          }}
        >
          {t('dialog.confirm')}
        </button>
      </div>
    </>
  );
}
