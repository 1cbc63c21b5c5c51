export { AuthGate } from './auth-gate';
export { FormDraftNotice } from './form-draft-notice';
export { FORM_DRAFT_MAX_AGE_MS } from './form-drafts-storage';
export { IdleLogout } from './idle-logout';
export { IDLE_LOGOUT_SECONDS, IDLE_WARNING_SECONDS } from './idle-timer';
export { sessionRoutes } from './routes';
export { runSessionCheck } from './session-check';
export { SESSION_NS } from './session-namespace';
export { useDraftedField, useFormDraft, type FormDraft, type FormDraftOptions } from './use-form-draft';
export { useLogout, type LogoutOptions } from './use-logout';
export { sessionApi, useLoginCheckMutation, useLogoutMutation } from './session.api';
export {
  functionalCookiesChanged,
  initialSessionState,
  localeSet,
  LOGIN_CHECK,
  loggedOut,
  nearestLocationFound,
  selectFunctionalCookies,
  selectIsAuthenticated,
  selectLoggedOutByUser,
  selectLoggedOutIdle,
  selectNearestLocation,
  selectSessionChecked,
  selectSessionExpired,
  selectSupportFaqRead,
  selectWithdrawalDate,
  selectUser,
  sessionChecked,
  sessionCheckFailed,
  supportFaqRead,
  type LoginCheckAnswer,
  type LogoutReason,
  type NearestLocation,
  type SessionState,
  type SessionUser,
} from './session.slice';
