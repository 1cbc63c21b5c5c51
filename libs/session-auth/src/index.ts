export { AuthGate } from './auth-gate';
export { IdleLogout } from './idle-logout';
export { IDLE_LOGOUT_SECONDS, IDLE_WARNING_SECONDS } from './idle-timer';
export { sessionRoutes } from './routes';
export { runSessionCheck } from './session-check';
export { SESSION_NS } from './session-namespace';
export { useLogout } from './use-logout';
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
  type NearestLocation,
  type SessionState,
  type SessionUser,
} from './session.slice';
