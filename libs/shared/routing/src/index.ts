export { paths, type AppPath } from './paths';
export { prerenderModeOf, requiresAuth, showsBrowserChrome, titleKeyOf, type RouteHandle } from './route-handle';
export { locationTarget, safeRedirectTarget } from './safe-redirect';
export { KEEP_SCROLL_STATE, prefersReducedMotion, scrollForLocation, useScrollOnNavigation } from './scroll';
