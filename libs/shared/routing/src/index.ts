export { fillPath, paths, type AppPath } from './paths';
export { prerenderModeOf, requiresAuth, showsBrowserChrome, titleKeyOf, type RouteHandle } from './route-handle';
export { routerReady } from './router-ready';
export { locationTarget, safeRedirectTarget } from './safe-redirect';
export { KEEP_SCROLL_STATE, prefersReducedMotion, scrollForLocation, useScrollOnNavigation } from './scroll';
