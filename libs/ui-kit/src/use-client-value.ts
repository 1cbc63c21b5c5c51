import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * A value only the browser knows (its clock, time zone, platform or storage), read so that a page
 * prerendered at build time hydrates cleanly: while React hydrates, the component renders
 * `serverValue`, which is what the build wrote into the HTML; right after, React renders again
 * with `read()`. A page rendered in the browser from the start reads `read()` at once.
 *
 * `read` must return the same value on every call (a primitive, or a cached object), as
 * `useSyncExternalStore` requires; the value is read once per render, not watched.
 */
export function useClientValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(neverChanges, read, () => serverValue);
}
