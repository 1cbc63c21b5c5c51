import { createContext, createElement, useContext, type ComponentType } from 'react';

/**
 * Parts of /home that other domains own. The shell passes their components to
 * `createContentRoutes({ homeSlots })`; content renders them in reserved boxes without importing
 * news or shop. A slot renders only its list: content owns the heading and the "see all" link.
 */
export interface HomeSlots {
  /** The latest news items (news lib). */
  recentNews?: ComponentType;
  /** A few shop offers (shop lib). */
  shopHighlights?: ComponentType;
}

const HomeSlotsContext = createContext<HomeSlots>({});

export function useHomeSlots(): HomeSlots {
  return useContext(HomeSlotsContext);
}

/** The home page with its slots provided: what the /home route renders. */
export function withHomeSlots(Page: ComponentType, slots: HomeSlots): ComponentType {
  function HomeWithSlots() {
    return createElement(HomeSlotsContext.Provider, { value: slots }, createElement(Page));
  }
  return HomeWithSlots;
}
